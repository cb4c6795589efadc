import { Select, SelectItem, SelectItemCheck, SelectLabel, SelectPopover, SelectProvider } from '@ariakit/react';
import { useTranslation } from 'react-i18next';
import * as styles from './LanguageSelector.css';

/** Interface languages (SPEC §9), each named in its own language. */
export const selectorLanguages = ['en', 'ru', 'es'] as const;
export type SelectorLanguage = (typeof selectorLanguages)[number];
export const languageNames: Record<SelectorLanguage, string> = { en: 'English', ru: 'Русский', es: 'Español' };

export const languageSelectorDisplays = ['full', 'compact'] as const;
export type LanguageSelectorDisplay = (typeof languageSelectorDisplays)[number];

export interface LanguageSelectorProps {
  value: SelectorLanguage;
  /** Called with the chosen language; the app passes its i18n changeLanguage. */
  onChange: (language: SelectorLanguage) => void;
  /** `full` shows the language's name, `compact` (top bar on small screens) its code. */
  display?: LanguageSelectorDisplay;
  disabled?: boolean;
  className?: string;
}

const GlobeIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.4">
    <circle cx="8" cy="8" r="6.3" />
    <path d="M1.8 8h12.4M8 1.7c1.8 1.8 2.6 3.9 2.6 6.3S9.8 12.5 8 14.3M8 1.7C6.2 3.5 5.4 5.6 5.4 8s.8 4.5 2.6 6.3" />
  </svg>
);

const ChevronIcon = () => (
  <svg width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.6">
    <path d="m3 4.5 3 3 3-3" />
  </svg>
);

/** The interface-language menu of the top bar: a listbox select (Ariakit) whose options carry their `lang`. */
export function LanguageSelector({ value, onChange, display = 'full', disabled, className }: LanguageSelectorProps) {
  const { t } = useTranslation('designSystem');
  return (
    <SelectProvider
      value={value}
      setValue={(next) => {
        if (next !== value && (selectorLanguages as readonly string[]).includes(next)) onChange(next as SelectorLanguage);
      }}
    >
      <SelectLabel className={styles.visuallyHidden}>{t('languageSelector.label')}</SelectLabel>
      <Select
        disabled={disabled}
        accessibleWhenDisabled
        className={[styles.trigger, className].filter(Boolean).join(' ')}
      >
        <span className={styles.icon} aria-hidden="true">
          <GlobeIcon />
        </span>
        <span lang={value}>{display === 'compact' ? value.toUpperCase() : languageNames[value]}</span>
        <span className={styles.icon} aria-hidden="true">
          <ChevronIcon />
        </span>
      </Select>
      <SelectPopover gutter={4} className={styles.popover}>
        {selectorLanguages.map((language) => (
          <SelectItem key={language} value={language} lang={language} className={styles.item}>
            <span>{languageNames[language]}</span>
            <span className={styles.code} aria-hidden="true">
              {language}
            </span>
            <SelectItemCheck />
          </SelectItem>
        ))}
      </SelectPopover>
    </SelectProvider>
  );
}
