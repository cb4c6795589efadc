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

export const input = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'inherit',
  selectors: {
    '&[data-invalid="true"]': { outline: `2px solid ${vars.color.error}`, outlineOffset: 1, borderRadius: '50%' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: '50%' },
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
