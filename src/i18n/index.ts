import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readString, writeString } from '../domain/storage';
import { defaultLanguage, detectLanguage, languages, type Language } from './languages';

export { languages, isLanguage, detectLanguage, type Language } from './languages';

// Every namespace file of every language, bundled: locales/<language>/<namespace>.json.
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(files)) {
  const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) continue;
  (resources[language] ??= {})[namespace] = module.default;
}

export const namespaces = Object.keys(resources[defaultLanguage] ?? {});

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(readString('locale'), globalThis.navigator?.languages ?? []),
  supportedLngs: languages,
  fallbackLng: defaultLanguage,
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** Switch the interface language and remember the choice. */
export function changeLanguage(language: Language): Promise<unknown> {
  writeString('locale', language);
  return i18n.changeLanguage(language);
}

export { i18n };
