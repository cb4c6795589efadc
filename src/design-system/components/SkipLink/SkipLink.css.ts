import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

/** Out of sight until focused: then it sits over the page's top left corner (the top bar's, in the app). */
export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.dropdown,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus-visible, &:focus': { transform: 'none' } },
});
