import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

export const intro = style({ maxWidth: 640 });

export const cards = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: vars.space.lg });

/** The channel's mark in a round tinted badge at the end of its card's header. */
export const channelIcon = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 40, height: 40,
  borderRadius: vars.radius.pill, background: vars.color.primarySoft, color: vars.color.primary,
});

/** The darker teal keeps the contrast on muted and soft backgrounds (card footers, the reward box). */
export const externalLink = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.primaryActive, fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none', ':hover': { textDecoration: 'underline' }, ':focus-visible': { borderRadius: vars.radius.sm },
});
export const mailLink = style([externalLink, { wordBreak: 'break-all' }]);

export const list = style({ margin: 0, paddingLeft: vars.space.lg });
export const rewardHighlight = style({ padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.primarySoft });
