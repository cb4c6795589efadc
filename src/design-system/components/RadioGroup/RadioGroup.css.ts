import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const group = style({ display: 'flex', gap: vars.space.sm, minWidth: 0 });

export const orientation = styleVariants({
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
  cursor: 'pointer',
  selectors: { '&[data-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

/**
 * The radio circle drawn by the design system (a native input with `appearance: none`, so arrow keys, forms and
 * assistive technology work as ever): the browser's own dot differs between browsers and builds. The dot is the
 * fill showing through an inset ring of the surface colour.
 */
export const input = style({
  appearance: 'none',
  flexShrink: 0,
  width: 20,
  height: 20,
  margin: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: '50%',
  background: vars.color.surface,
  cursor: 'inherit',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:checked': { borderColor: vars.color.primary, background: vars.color.primary, boxShadow: `inset 0 0 0 3px ${vars.color.surface}` },
    '&:hover:checked:not(:disabled)': { borderColor: vars.color.primaryHover, background: vars.color.primaryHover },
    '&:disabled': { borderColor: vars.color.border, background: vars.color.surfaceMuted },
    '&:disabled:checked': {
      borderColor: vars.color.borderStrong,
      background: vars.color.borderStrong,
      boxShadow: `inset 0 0 0 3px ${vars.color.surfaceMuted}`,
    },
    '&[data-invalid="true"]': { outline: `2px solid ${vars.color.error}`, outlineOffset: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const optionText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, paddingTop: 1 });

export const optionLabel = style({ lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const optionHint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
