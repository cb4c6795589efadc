import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

const sweep = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

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

// Without a value (the total is unknown) a band sweeps across the track; with reduced motion it stays, half filled.
// The element draws it (its track is see-through then), so whatever stops the element's animations stops this one.
globalStyle(`${bar}:indeterminate`, {
  backgroundImage: `linear-gradient(90deg, transparent 25%, ${vars.color.primary} 50%, transparent 75%)`,
  backgroundSize: '200% 100%',
  backgroundPosition: '50% 0',
  animation: `${sweep} 1.6s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
// One rule each: a browser drops a whole rule that names another engine's pseudo-element.
globalStyle(`${bar}:indeterminate::-webkit-progress-bar`, { background: 'transparent' });
globalStyle(`${bar}:indeterminate::-moz-progress-bar`, { background: 'transparent' });
