import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart, usePopupOnIntent } from '../../lazyPart';
import * as styles from './Table.css';

export interface PageSizeSelectProps {
  pageSize: number;
  pageSizes: readonly number[];
  onChange: (pageSize: number) => void;
}

export const ChevronDown = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
    <path d="m5 7 3 3 3-3" />
  </svg>
);

/** The listbox (Ariakit, with its positioning) loads when the pointer is over its trigger, or it has focus. */
const PageSizeSelectPopup = lazyPart(() => import('./PageSizeSelectPopup').then((module) => module.default));

/**
 * "Rows per page": a listbox select (Ariakit). Until it is first pressed, the trigger is a plain button of the same
 * look, role and name, and the listbox's code is not run (usePopupOnIntent): a list page pays nothing for it.
 */
export function PageSizeSelect(props: PageSizeSelectProps) {
  const { t } = useTranslation('designSystemParts');
  const labelId = useId();
  const popup = usePopupOnIntent(PageSizeSelectPopup);
  const label = <span id={labelId}>{t('table.rowsPerPage')}</span>;
  const lookAlike = (
    <span className={styles.pageSize}>
      {label}
      <button
        type="button"
        // Collapsed, it controls no list yet: the list and its aria-controls come with the real trigger.
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={labelId}
        className={styles.pageSizeTrigger}
        {...popup.triggerProps}
      >
        {props.pageSize}
        <ChevronDown />
      </button>
    </span>
  );
  return (
    <Suspense fallback={lookAlike}>
      {popup.openedWith ? <PageSizeSelectPopup {...props} label={t('table.rowsPerPage')} /> : lookAlike}
    </Suspense>
  );
}
