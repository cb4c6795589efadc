import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

export const intro = style({ maxWidth: 640 });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.lg,
});

export const channelIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const externalLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // The darker teal keeps the contrast on muted and soft backgrounds (card footers, the reward box).
  color: vars.color.primaryActive,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: vars.radius.sm },
});

export const list = style({ margin: 0, paddingLeft: vars.space.lg });

export const rewardHighlight = style({ padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.primarySoft });

export const mailLink = style([externalLink, { wordBreak: 'break-all' }]);
