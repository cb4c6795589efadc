import { describe, expect, it } from 'vitest';
import { keepWorkOf } from './identify';
import { readJson, readString, writeJson, writeString } from './storage';

describe('local storage', () => {
  it('keeps entries under the product-prefixed keys and removes them on null', () => {
    writeString('locale', 'ru');
    expect(localStorage.getItem('lf.locale')).toBe('ru');
    expect(readString('locale')).toBe('ru');
    writeString('locale', null);
    expect(localStorage.getItem('lf.locale')).toBeNull();
  });

  it('reads JSON only as its parser accepts it', () => {
    const parseSettings = (raw: unknown) => {
      if (typeof raw !== 'object' || raw === null || !('theme' in raw)) throw new Error('not settings');
      return raw as { theme: string };
    };
    writeJson('appSettings', { theme: 'dark' });
    expect(readJson('appSettings', parseSettings)).toEqual({ theme: 'dark' });
    localStorage.setItem('lf.appSettings', '{"other":1}');
    expect(readJson('appSettings', parseSettings)).toBeNull();
    localStorage.setItem('lf.appSettings', '{not json');
    expect(readJson('appSettings', parseSettings)).toBeNull();
    writeJson('appSettings', undefined);
    expect(localStorage.getItem('lf.appSettings')).toBeNull();
  });

  it("puts the device's unsaved work aside when a different person signs in, and keeps it for the same one", () => {
    writeJson('formDrafts', { '7': { name: 'Quote' } });
    keepWorkOf('1'); // no owner recorded yet: the work is adopted
    expect(readString('formDrafts')).not.toBeNull();
    keepWorkOf('1');
    expect(readString('formDrafts')).not.toBeNull();
    writeString('locale', 'es');
    keepWorkOf('2');
    expect(readString('formDrafts')).toBeNull();
    expect(readString('workOwner')).toBe('2');
    expect(readString('locale')).toBe('es');
  });

  it('behaves as empty when the browser blocks storage', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
      configurable: true,
    });
    expect(() => writeString('locale', 'es')).not.toThrow();
    expect(readString('locale')).toBeNull();
  });
});
