import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectLanguage, languages } from './languages';

const root = new URL('./locales/', import.meta.url).pathname;

function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatKeys(child, prefix ? `${prefix}.${key}` : key));
}

function keysOf(language: string): string[] {
  return readdirSync(join(root, language))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      flatKeys(JSON.parse(readFileSync(join(root, language, file), 'utf8'))).map(
        (key) => `${file.replace(/\.json$/, '')}:${key}`,
      ),
    )
    .sort();
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** A text that depends on a number has one key per plural form of the language (`pages_one`, `pages_few`, …). */
const withoutPluralForms = (keys: string[]) => [...new Set(keys.map((key) => key.replace(pluralSuffix, '')))];

describe('locales', () => {
  const english = withoutPluralForms(keysOf('en'));

  it.each(languages.filter((l) => l !== 'en'))('%s has exactly the texts of en', (language) => {
    const other = withoutPluralForms(keysOf(language));
    expect(english.filter((key) => !other.includes(key)), `missing in ${language}`).toEqual([]);
    expect(other.filter((key) => !english.includes(key)), `only in ${language}`).toEqual([]);
  });

  it.each(languages)('%s has each plural form its grammar asks for, and no other', (language) => {
    const keys = keysOf(language);
    const forms = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
    for (const base of withoutPluralForms(keys.filter((key) => pluralSuffix.test(key)))) {
      const present = keys.filter((key) => key.replace(pluralSuffix, '') === base).map((key) => pluralSuffix.exec(key)![1]);
      expect(present.sort(), `${language} ${base}`).toEqual(forms);
    }
  });

  it('has no empty text', () => {
    for (const language of languages) {
      for (const file of readdirSync(join(root, language))) {
        const walk = (value: unknown, path: string): void => {
          if (typeof value === 'string') expect(value.trim(), `${language}/${file}: ${path}`).not.toBe('');
          else if (value && typeof value === 'object')
            for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
        };
        walk(JSON.parse(readFileSync(join(root, language, file), 'utf8')), '');
      }
    }
  });
});

describe('detectLanguage', () => {
  it('prefers the saved choice', () => {
    expect(detectLanguage('es', ['ru-RU'])).toBe('es');
  });
  it('takes the primary subtag of the browser language', () => {
    expect(detectLanguage(null, ['ru-RU', 'en'])).toBe('ru');
    expect(detectLanguage(null, ['de-DE', 'es-MX'])).toBe('es');
  });
  it('ignores an unknown saved value and falls back to English', () => {
    expect(detectLanguage('fr', ['de-DE'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });
});
