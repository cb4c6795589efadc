import { describe, expect, it } from 'vitest';
import { DEFAULT_BODY_FONT, DEFAULT_HEADER_FONT } from '../domain/widgetFonts';
import { BASE_CSS, confineOwnerCss } from './css';

describe('confineOwnerCss', () => {
  it('keeps ordinary rules', () => {
    expect(confineOwnerCss('button { border-radius: 999px }')).toBe('button { border-radius: 999px }');
  });

  it.each([
    ['@import "https://evil.test/x.css";'],
    ['@imp<ort "https://evil.test/x.css";'],
    ['@imp\\ort "https://evil.test/x.css";'],
    ['@imp@import "a";ort "https://evil.test/x.css";'],
    ['@IMPORT url(https://evil.test/x.css);'],
  ])('leaves no @import in %s', (css) => {
    expect(confineOwnerCss(css).toLowerCase()).not.toContain('@import');
  });

  it.each([['label { background: url(https://evil.test/p.png) }'], ['label { background: u<rl(https://evil.test/p.png) }'], ['a { background: image-set("https://evil.test/p.png" 1x) }'], ['@font-face { font-family: x; src: url(https://evil.test/f.woff2) }'], ['@font-<face { src: u\\rl(https://evil.test/f.woff2) }']])(
    'loads nothing remote from %s',
    (css) => {
      const confined = confineOwnerCss(css).toLowerCase();
      expect(confined).not.toMatch(/(url|image-set|src)\s*\(/);
      expect(confined).not.toContain('@font-face');
    },
  );

  it('cannot reach the host element or close the style element', () => {
    const confined = confineOwnerCss(':host { position: fixed } :HOST-context(body) { display: none } </style><script>alert(1)</script>');
    expect(confined.toLowerCase()).not.toContain(':host');
    expect(confined).not.toContain('<');
  });
});

describe('BASE_CSS', () => {
  it("falls back to the editor's default fonts, which the widget loads for a form without a choice", () => {
    expect(BASE_CSS).toContain(`var(--fb,${DEFAULT_BODY_FONT})`);
    expect(BASE_CSS).toContain(`var(--fh,${DEFAULT_HEADER_FONT})`);
  });
});
