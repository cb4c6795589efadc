import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { centredSquare } from '../../styleRules';

export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.snackbar,
  insetInline: vars.space.lg,
  bottom: vars.space.xl,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const snackbar = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  width: 'max-content',
  maxWidth: 'min(560px, 100%)',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  color: vars.color.onPrimary,
  pointerEvents: 'auto',
});

export const tone = styleVariants({
  success: { background: vars.color.success },
  error: { background: vars.color.error },
  info: { background: vars.color.text },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, paddingTop: 2 });

export const message = style({ flex: 1, minWidth: 0, margin: 0, paddingTop: 1, overflowWrap: 'anywhere' });

export const dismiss = style({
  ...centredSquare(28),
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.16)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.onPrimary}`, outlineOffset: 1 },
  },
});
