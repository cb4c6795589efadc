import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, readableTextOn, relativeLuminance } from './contrast';

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('picks light text on the dark background preset and dark text on light ones, always at least 4.5:1', () => {
    expect(readableTextOn('#1d2624')).toBe('#ffffff');
    expect(readableTextOn('#fdf6e3')).toBe('#1d2624');
    for (const background of ['#1d2624', '#fdf6e3', '#0d7c74', '#ff0000', '#808080', '#ffff00', '#000080']) {
      expect(contrastRatio(readableTextOn(background), background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});
