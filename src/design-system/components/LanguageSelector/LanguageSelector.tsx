import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart, usePopupOnIntent } from '../../lazyPart';
import * as styles from './LanguageSelector.css';
import { cx } from '../../cx';

/** Interface languages, each named in its own language. */
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

/** What the trigger shows, the look-alike's and the real one's: the globe, the language, the chevron. */
export function TriggerContent({ value, display }: Pick<Required<LanguageSelectorProps>, 'value' | 'display'>) {
  return (
    <>
      <span className={styles.icon} aria-hidden="true">
        <GlobeIcon />
      </span>
      <span lang={value}>{display === 'compact' ? value.toUpperCase() : languageNames[value]}</span>
      <span className={styles.icon} aria-hidden="true">
        <ChevronIcon />
      </span>
    </>
  );
}

/** The listbox (Ariakit, with its positioning) loads when the pointer is over its trigger, or it has focus. */
const LanguageSelectorPopup = lazyPart(() => import('./LanguageSelectorPopup').then((module) => module.default));

/**
 * The interface-language menu of the top bar: a listbox select (Ariakit) whose options carry their `lang`. Until
 * it is first pressed, the trigger is a plain button of the same look and role, and the listbox's code is not run
 * (usePopupOnIntent).
 */
export function LanguageSelector(props: LanguageSelectorProps) {
  const { value, display = 'full', disabled, className } = props;
  const { t } = useTranslation('designSystem');
  const popup = usePopupOnIntent(LanguageSelectorPopup, disabled);
  const trigger = (
    <button
      type="button"
      // Collapsed, it controls no list yet: the list and its aria-controls come with the real trigger.
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded="false"
      aria-label={t('languageSelector.label')}
      aria-disabled={disabled || undefined}
      className={cx(styles.trigger, className)}
      {...popup.triggerProps}
    >
      <TriggerContent value={value} display={display} />
    </button>
  );
  return <Suspense fallback={trigger}>{popup.openedWith ? <LanguageSelectorPopup {...props} openedWith={popup.openedWith} /> : trigger}</Suspense>;
}
