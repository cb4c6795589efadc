import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({ display: 'grid', gap: vars.space.md, minWidth: 0, maxWidth: '100%' });

export const zone = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: 'center',
  color: vars.color.text,
  selectors: {
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-dragging="true"]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&[data-disabled="true"]': {
      borderColor: vars.color.border,
      background: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const zoneIcon = style({ color: vars.color.primary });

export const prompt = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const browse = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '[data-disabled="true"] &': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const rejections = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.errorSoft,
  color: vars.color.error,
  fontSize: vars.fontSize.sm,
  display: 'grid',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const files = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });

export const file = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&[data-status="error"]': { borderColor: vars.color.error } },
});

export const fileName = style({ minWidth: 0, overflowWrap: 'anywhere', fontWeight: vars.fontWeight.medium });

export const fileMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const fileStatus = style({ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm });

export const track = style({
  flex: '1 1 auto',
  height: 6,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const bar = style({ height: '100%', background: vars.color.primary });

export const done = style({ color: vars.color.success, display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const failed = style({ color: vars.color.error, overflowWrap: 'anywhere' });
