import { describe, expect, it } from 'vitest';
import { cx } from './cx';

describe('cx', () => {
  it('joins the given class names with one space', () => {
    expect(cx('a', 'b', 'c')).toBe('a b c');
  });
  it('skips what a condition left out', () => {
    expect(cx('a', false, undefined, null, '', 'b')).toBe('a b');
    expect(cx(undefined)).toBe('');
  });
});
