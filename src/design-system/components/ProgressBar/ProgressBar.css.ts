import { globalStyle, style } from '@vanilla-extract/css';
import { sweepingBand } from '../../parts.css';
import { vars } from '../../tokens/vars.css';

/** The bar is drawn here, not by the browser, whose own bar differs between browsers and builds. */
export const bar = style({
  appearance: 'none',
  display: 'block',
  width: '100%',
  height: 6,
  border: 'none',
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});
globalStyle(`${bar}::-webkit-progress-bar`, { background: vars.color.surfaceMuted });
globalStyle(`${bar}::-webkit-progress-value`, { background: vars.color.primary });
globalStyle(`${bar}::-moz-progress-bar`, { background: vars.color.primary });

// Without a value (the total is unknown) a band sweeps across the track. The element draws it (its track is
// see-through then), so whatever stops the element's animations stops this one.
globalStyle(`${bar}:indeterminate`, sweepingBand);
// One rule each: a browser drops a whole rule that names another engine's pseudo-element.
globalStyle(`${bar}:indeterminate::-webkit-progress-bar`, { background: 'transparent' });
globalStyle(`${bar}:indeterminate::-moz-progress-bar`, { background: 'transparent' });
