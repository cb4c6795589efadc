import { readdirSync, readFileSync } from 'node:fs';
import { createInstance, type ParseKeys, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import auth from './locales/en/auth.json';
import common from './locales/en/common.json';

/**
 * Translation keys are typed from the English texts (src/i18n/i18next.d.ts). The `@ts-expect-error` lines are
 * the test: `npm test` typechecks first, and an expected error that does not happen fails it, so these lines
 * fail the moment a mistyped key would compile again.
 */
async function englishT(): Promise<TFunction<['auth', 'common']>> {
  const instance = createInstance();
  await instance.init({ lng: 'en', ns: ['auth', 'common'], defaultNS: 'common', resources: { en: { auth, common } } });
  return instance.getFixedT('en', ['auth', 'common']);
}

describe('typed translation keys', () => {
  it('a key that exists compiles and finds its text', async () => {
    const t = await englishT();
    expect(t('auth:email')).toBe(auth.email);
  });

  it('a key that does not exist does not compile', async () => {
    const t = await englishT();
    // @ts-expect-error: no such key in any namespace
    expect(t('noSuchKey')).toBe('noSuchKey');
    // @ts-expect-error: a real key in the wrong namespace
    expect(t('common:errorFillAllFields')).toBe('errorFillAllFields');
    const check = (key: ParseKeys<'auth'>) => key;
    // @ts-expect-error: a misspelt key of the right namespace
    check('emial');
    expect(check('email')).toBe('email');
  });
});

describe('the key types cover every namespace', () => {
  it('each English namespace file is typed in i18next.d.ts', () => {
    const declaration = readFileSync(new URL('./i18next.d.ts', import.meta.url), 'utf8');
    const namespaces = readdirSync(new URL('./locales/en/', import.meta.url)).filter((file) => file.endsWith('.json'));
    for (const file of namespaces) {
      const namespace = file.replace(/\.json$/, '');
      expect(declaration, namespace).toContain(`import type ${namespace} from './locales/en/${file}';`);
      expect(declaration, namespace).toContain(`${namespace}: typeof ${namespace};`);
    }
  });
});
