import { describe, expect, it } from 'vitest';
import { loadWithUsableLanguage } from './chartLoader';

/** A browser's navigator: language is a getter of its prototype, as in a real one. */
function navigatorSaying(language: string): { language: string } {
  const proto = { get language() { return language; } };
  return Object.create(proto) as { language: string };
}

describe('loadWithUsableLanguage', () => {
  it('loads a module that formats numbers in the browser language even when Intl refuses that tag ("C")', async () => {
    const nav = navigatorSaying('C');
    const seen = await loadWithUsableLanguage(async () => new Intl.NumberFormat(nav.language).resolvedOptions().locale, nav);
    expect(seen).toBe('en-US');
    // Afterwards the browser's own answer is back.
    expect(nav.language).toBe('C');
  });

  it('leaves a browser language Intl accepts untouched', async () => {
    const nav = navigatorSaying('ru-RU');
    expect(await loadWithUsableLanguage(async () => nav.language, nav)).toBe('ru-RU');
  });

  it('gives the browser its language back when the module fails anyway', async () => {
    const nav = navigatorSaying('C');
    await expect(loadWithUsableLanguage(() => Promise.reject(new Error('offline')), nav)).rejects.toThrow('offline');
    expect(nav.language).toBe('C');
  });
});
