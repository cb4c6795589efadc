import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({ margin: 0, padding: 0, border: 'none', minWidth: 0, display: 'grid', gap: vars.space.sm });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const preset = style({
  minHeight: 32,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted, background: vars.color.surfaceMuted },
  },
});

export const fields = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });

export const field = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted, flex: '1 1 150px' });

export const input = style({
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.error });
