import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { framedSurface } from '../../styleRules';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  maxWidth: 640,
  padding: vars.space.xl,
  ...framedSurface,
  borderTop: `4px solid ${vars.color.error}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const heading = style({ fontSize: vars.fontSize.xl, color: vars.color.error, overflowWrap: 'anywhere' });

export const status = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  fontFamily: vars.font.body,
  overflowWrap: 'anywhere',
});

export const details = style({
  margin: 0,
  maxWidth: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
