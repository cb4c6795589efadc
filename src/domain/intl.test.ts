import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl';

describe('formatters', () => {
  it('are made once per locale and options, and format like Intl', () => {
    expect(numberFormat('ru')).toBe(numberFormat('ru'));
    expect(numberFormat('ru')).not.toBe(numberFormat('en'));
    expect(numberFormat('en', { style: 'percent' })).not.toBe(numberFormat('en'));
    expect(numberFormat('en').format(12345)).toBe('12,345');
    const day = dateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    expect(day).toBe(dateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' }));
    expect(day.format(new Date(Date.UTC(2026, 10, 24)))).toBe('Nov 24');
  });
});
