import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { widgetFonts } from '../src/domain/widgetFonts.ts';
import { widgetFontSheetOf } from './widgetFonts.ts';

describe("the widget's font sheets", () => {
  it.each(widgetFonts)('gives %s its text, label and heading weights in Latin and Cyrillic, woff2 from beside the sheet, swapped in', (font) => {
    const { css, files } = widgetFontSheetOf(font);
    for (const weight of [400, 600, 700]) {
      for (const subset of ['latin', 'cyrillic']) expect(files).toContain(`${font.toLowerCase().replace(/ /g, '-')}-${subset}-${weight}-normal.woff2`);
    }
    for (const file of files) expect(existsSync(new URL(`../node_modules/@fontsource/${file.replace(/-(latin|cyrillic).*$/, '')}/files/${file}`, import.meta.url))).toBe(true);
    const rules = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
    expect(rules).toHaveLength(files.length);
    for (const rule of rules) {
      expect(rule).toContain(`font-family: '${font}'`);
      expect(rule).toContain('font-display: swap');
      expect(rule).toMatch(/unicode-range:/);
      // Only a file name of the list, relative to the sheet: no other host, no folder, no woff fallback.
      expect(rule).toMatch(/src: url\([a-z-]+-\d{3}-normal\.woff2\) format\('woff2'\);/);
    }
  });
});
