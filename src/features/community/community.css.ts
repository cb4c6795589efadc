import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: `${vars.space.xl} 0`, maxWidth: 960 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: 640 });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.lg,
});

export const cardText = style({ margin: 0, color: vars.color.textMuted });

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

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const block = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const rewardHighlight = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
});

export const mailLink = style([externalLink, { wordBreak: 'break-all' }]);

/** Read by screen readers, not shown. */
