import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';
import './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: vars.color.primary });

// An abbreviation with a title says so with a dotted line under it. Drawn as the box's border, on whole pixels: the
// browser's own dotted underline sits at a fraction of a pixel below the text and came out shaded differently from
// one run to the next (a screenshot compared at zero tolerance failed now and then).
globalStyle('abbr[title]', { textDecoration: 'none', borderBottom: '1px dotted currentColor' });

globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
