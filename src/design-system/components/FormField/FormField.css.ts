import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
  border: 0,
  margin: 0,
  padding: 0,
});

/** Checkbox and switch: the control sits before its label on one row. */
export const inlineRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});

export const label = style({
  display: 'block',
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const labelText = style({ cursor: 'inherit' });

export const inlineLabel = style({
  minWidth: 0,
  paddingTop: 1,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
});

export const disabledLabel = style({ color: vars.color.textMuted, cursor: 'not-allowed' });

export const requiredMarker = style({ marginInlineStart: vars.space.xxs, color: vars.color.error, fontWeight: vars.fontWeight.bold });

const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const hint = style([message, { color: vars.color.textMuted }]);
export const error = style([message, { color: vars.color.error, fontWeight: vars.fontWeight.medium }]);
export const messageIcon = style({ flexShrink: 0, marginTop: 1 });

/** Messages under an inline control line up with its label, not with the box. */
export const inlineMessages = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The box shared by every text-like control (text field, password, text area, select trigger). */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minWidth: 0,
  minHeight: 40,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  transition: 'border-color 120ms, box-shadow 120ms',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    // An outline, not a box-shadow: it renders the same on every run (screenshots are zero-tolerance).
    '&:focus-within': { borderColor: vars.color.primary, outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-invalid="true"]': { borderColor: vars.color.error },
    '&[data-invalid="true"]:focus-within': { outlineColor: vars.color.error },
    '&[data-disabled="true"]': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

/** The native input or textarea inside `control`: the box draws the border and the focus ring. */
export const nativeInput = style({
  flex: 1,
  width: '100%',
  minWidth: 0,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: 'transparent',
  border: 0,
  outline: 'none',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
    '&:focus-visible': { outline: 'none' },
  },
});

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingInline: vars.space.xs,
});

/** Under the box, at its end: "95/120" (muted), at the limit in the text colour, past it in the error colour. */
export const counter = style({
  alignSelf: 'flex-end',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-state="reached"]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
    '&[data-state="over"]': { color: vars.color.error, fontWeight: vars.fontWeight.semibold },
  },
});

export { visuallyHidden } from '../../visuallyHidden.css';
