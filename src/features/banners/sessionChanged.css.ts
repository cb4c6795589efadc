import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

/** Above everything of the page, so that no screen (the editor's own layout included) can hide that saving stopped. */
export const sessionChanged = style({
  position: 'fixed',
  insetInline: vars.space.md,
  top: vars.space.md,
  zIndex: vars.zIndex.snackbar,
  maxWidth: '48rem',
  marginInline: 'auto',
  boxShadow: vars.shadow.md,
});

/** A link inside a banner's text (the demo inbox in the verify reminder): kept here, one style file for the banners. */
export const bannerLink = style({ color: 'inherit', fontWeight: vars.fontWeight.semibold, textDecoration: 'underline', textUnderlineOffset: 2 });
