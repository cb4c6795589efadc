import { globalFontFace } from '@vanilla-extract/css';

/*
 * While Inter and Montserrat load (font-display: swap), text shows in a local font scaled to take exactly their
 * room, so nothing moves when they arrive (no layout shift). Arial, or Liberation Sans, its metric twin on Linux,
 * scaled per weight: size-adjust is the width of a typical English text in the web font over its width in the
 * local font (measured in Chromium), ascent and descent are the web font's own (Inter 0.969 / 0.241 em,
 * Montserrat 0.968 / 0.251 em) over size-adjust. Only the characters the web fonts have (latin, cyrillic) come
 * from these faces, so once the web fonts are in, they draw every glyph they drew before.
 */
const covered = 'U+0000-024F, U+0259, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0300-0301, U+0400-052F, U+2000-206F, U+20AC, U+2122';
const regular = 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans")';
const bold = 'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("LiberationSans-Bold")';

const face = (src: string, fontWeight: number, sizeAdjust: number, ascent: number, descent: number) => ({
  src,
  fontWeight,
  sizeAdjust: `${sizeAdjust}%`,
  ascentOverride: `${((ascent / sizeAdjust) * 100).toFixed(2)}%`,
  descentOverride: `${((descent / sizeAdjust) * 100).toFixed(2)}%`,
  lineGapOverride: '0%',
  unicodeRange: covered,
});

// The names the font stacks in tokens.ts list.
const bodyFallback = 'Inter Fallback';
const headingFallback = 'Montserrat Fallback';

globalFontFace(bodyFallback, [
  face(regular, 400, 106.34, 96.88, 24.12),
  face(regular, 500, 107.27, 96.88, 24.12),
  face(bold, 600, 101.28, 96.88, 24.12),
  face(bold, 700, 102.14, 96.88, 24.12),
]);

globalFontFace(headingFallback, [face(bold, 600, 107.86, 96.8, 25.1), face(bold, 700, 109.72, 96.8, 25.1)]);
