import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const linkButton = style({
  display: 'inline',
  maxWidth: '100%',
  padding: 0,
  margin: 0,
  background: 'none',
  border: 0,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { textDecorationThickness: 2 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'none' },
  },
});

export const tone = styleVariants({
  primary: {
    color: vars.color.primary,
    selectors: { '&:hover:not([aria-disabled="true"])': { color: vars.color.primaryHover } },
  },
  muted: { color: vars.color.textMuted, selectors: { '&:hover:not([aria-disabled="true"])': { color: vars.color.text } } },
  danger: { color: vars.color.error, selectors: { '&:hover:not([aria-disabled="true"])': { color: vars.color.errorHover } } },
});

