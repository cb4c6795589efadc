import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { framedSurface } from '../../styleRules';

export const video = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  background: vars.color.text,
  borderRadius: vars.radius.md,
});

export const poster = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 200,
  padding: vars.space.xl,
  ...framedSurface,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
});

export const posterIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const posterTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const lessons = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const watch = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
  textUnderlineOffset: '0.15em',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: vars.radius.sm } },
});

export const unavailable = style({ margin: 0, color: vars.color.textMuted });

export const description = style({ margin: `0 0 ${vars.space.md}` });

export { visuallyHidden } from '../../visuallyHidden.css';
