import { Select, SelectItem, SelectItemCheck, SelectLabel, SelectPopover, SelectProvider, useSelectStore } from '@ariakit/react';
import { useTranslation } from 'react-i18next';
import { languageNames, selectorLanguages, TriggerContent, type LanguageSelectorProps, type SelectorLanguage } from './LanguageSelector';
import * as styles from './LanguageSelector.css';
import * as popupStyles from './LanguageSelectorPopup.css';
import { cx } from '../../cx';
import { useShownOnMount, type OpenedWith } from '../../lazyPart';

/** The interface-language menu of the top bar: a listbox select (Ariakit) whose options carry their `lang`. */
export default function LanguageSelectorPopup({
  value,
  onChange,
  display = 'full',
  disabled,
  className,
}: LanguageSelectorProps & { openedWith: OpenedWith }) {
  const { t } = useTranslation('designSystem');
  const store = useSelectStore({
    value,
    setValue: (next) => {
      if (next !== value && (selectorLanguages as readonly string[]).includes(next)) onChange(next as SelectorLanguage);
    },
  });
  // Mounted by a press on the look-alike trigger: open, with the chosen language active.
  const trigger = useShownOnMount(store);
  return (
    <SelectProvider store={store}>
      <SelectLabel className={popupStyles.visuallyHidden}>{t('languageSelector.label')}</SelectLabel>
      <Select
        ref={trigger}
        disabled={disabled}
        accessibleWhenDisabled
        className={cx(styles.trigger, className)}
      >
        <TriggerContent value={value} display={display} />
      </Select>
      <SelectPopover gutter={4} className={popupStyles.popover}>
        {selectorLanguages.map((language) => (
          <SelectItem key={language} value={language} lang={language} className={popupStyles.item}>
            <span>{languageNames[language]}</span>
            <span className={popupStyles.code} aria-hidden="true">
              {language}
            </span>
            <SelectItemCheck />
          </SelectItem>
        ))}
      </SelectPopover>
    </SelectProvider>
  );
}
