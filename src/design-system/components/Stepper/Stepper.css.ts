import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { centredSquare } from '../../styleRules';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const connector = style({ width: 24, height: 2, background: vars.color.border, flexShrink: 0 });

export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: 240,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.xs}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.lg,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  textAlign: 'start',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="step"]': {
      color: vars.color.primaryActive,
      fontWeight: vars.fontWeight.semibold,
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const marker = style({
  ...centredSquare(28),
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '[data-complete="true"] > &': { borderColor: vars.color.success, background: vars.color.success, color: vars.color.onPrimary },
    '[aria-current="step"] > &': { borderColor: vars.color.primary, background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const label = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const requiredMark = style({ color: vars.color.error, marginInlineStart: 2 });

export const message = style({
  margin: 0,
  color: vars.color.error,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export { visuallyHidden } from '../../visuallyHidden.css';
