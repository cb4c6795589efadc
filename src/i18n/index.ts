import i18n, { type BackendModule, type CustomTypeOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readString, writeString } from '../api/client/storage';
import { defaultLanguage, detectLanguage, languages, type Language } from './languages';
import { startupNamespaces } from './startupNamespaces';

export { languages, isLanguage, detectLanguage, type Language } from './languages';

/** A namespace of texts: a file of every language under locales/. */
export type Namespace = keyof CustomTypeOptions['resources'];

// Every namespace file of every language is a chunk of its own, fetched when first used in the language in use:
// the start-up ones below before the first render, a screen's own with the screen (react-i18next suspends it
// meanwhile), and on a switch all those in use in the next language before the interface changes to it.
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' });

/** Every namespace the app has (the file names of the default language). */
export const namespaces = Object.keys(files)
  .filter((path) => path.startsWith(`./locales/${defaultLanguage}/`))
  .map((path) => /([^/]+)\.json$/.exec(path)?.[1] ?? path);

const lazyTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = files[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}.`), false);
      return;
    }
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The start-up language's first texts: fetched at import, awaited before the first render. */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyTexts)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(readString('locale'), globalThis.navigator?.languages ?? []),
    supportedLngs: languages,
    // Every language has every key (src/i18n/i18n.test.ts), so no other language is ever fetched as a fallback.
    fallbackLng: false,
    load: 'currentOnly',
    ns: [...startupNamespaces],
    defaultNS: 'common',
    // Said outright, so that i18next does not test every key for looking like a sentence (a regular expression
    // per key and render, a visible share of a screen's first render).
    keySeparator: '.',
    nsSeparator: ':',
    interpolation: { escapeValue: false },
  });

/** Every text of the given languages (Storybook switches languages freely and renders every screen). */
export async function loadAllTexts(all: readonly Language[] = languages): Promise<void> {
  await i18nReady;
  await i18n.loadNamespaces(namespaces);
  await i18n.loadLanguages([...all]);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** Switch the interface language and remember the choice. */
export async function changeLanguage(language: Language): Promise<unknown> {
  writeString('locale', language);
  return i18n.changeLanguage(language);
}

export { i18n };
