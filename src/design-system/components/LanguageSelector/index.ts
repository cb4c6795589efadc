export {
  LanguageSelector,
  languageNames,
  languageSelectorDisplays,
  selectorLanguages,
  type LanguageSelectorDisplay,
  type LanguageSelectorProps,
  type SelectorLanguage,
} from './LanguageSelector';
