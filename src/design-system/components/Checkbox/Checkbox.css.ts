import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

/** The native checkbox, tinted with the brand colour; 20 px so it lines up with the label's first line. */
export const input = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.error}`, outlineOffset: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
