import { style } from '@vanilla-extract/css';
import { tokens } from '../../tokens/tokens';
import { vars } from '../../tokens/vars.css';

const svg = (body: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'>${body}</svg>`)}")`;
const tick = svg(
  `<path d='M3.5 8.5l3 3 6-6.5' fill='none' stroke='${tokens.color.onPrimary}' stroke-width='2.25' stroke-linecap='round' stroke-linejoin='round'/>`,
);
const dash = svg(`<rect x='3' y='7' width='10' height='2' fill='${tokens.color.onPrimary}'/>`);

/**
 * A checkbox box drawn by the design system (a native input with `appearance: none`, so keyboard, forms and
 * assistive technology work as ever): the browser's own drawing differs between browsers and builds. Sized by
 * the caller's class; the tick and the dash scale with it.
 */
export const box = style({
  appearance: 'none',
  flexShrink: 0,
  margin: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '100%',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:checked, &:indeterminate, &[aria-checked="mixed"]': { borderColor: vars.color.primary, backgroundColor: vars.color.primary },
    '&:hover:checked:not(:disabled), &:hover:indeterminate:not(:disabled), &:hover[aria-checked="mixed"]:not(:disabled)': {
      borderColor: vars.color.primaryHover,
      backgroundColor: vars.color.primaryHover,
    },
    '&:checked': { backgroundImage: tick },
    '&:indeterminate, &[aria-checked="mixed"]': { backgroundImage: dash },
    '&:disabled': { cursor: 'not-allowed', borderColor: vars.color.border, backgroundColor: vars.color.surfaceMuted },
    '&:disabled:checked, &:disabled:indeterminate, &:disabled[aria-checked="mixed"]': {
      borderColor: vars.color.borderStrong,
      backgroundColor: vars.color.borderStrong,
    },
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.error}`, outlineOffset: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** 20 px, so it lines up with the label's first line. */
export const input = style([box, { width: 20, height: 20 }]);
