import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '../../design-system';
import { shownStatus } from '../../lib/useAutosave';
import type { SaveStatus as Status } from './useFormAutosave';
import * as styles from './editor.css';

/** Where the owner's edits are: saving, saved, or kept on this device after a failure (with Retry). */
export function SaveStatus({ status, dirty, saved, onRetry }: { status: Status; dirty: boolean; saved: boolean; onRetry: () => void }) {
  const { t } = useTranslation('editor');
  // An edit waiting for the autosave is not saved yet, whatever the last save said (the spinner shows once the
  // request is on its way); a new form nobody has touched has never been saved at all.
  const said = shownStatus(status, dirty);
  const shown = !saved && said === 'idle' ? 'notSavedYet' : said;
  return (
    <div className={styles.saveStatus} role="status" data-status={status}>
      {status === 'saving' && (
        <span aria-hidden="true">
          <Spinner size="sm" />
        </span>
      )}
      <span>{t(`save.${shown}`)}</span>
      {status === 'failed' && (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('save.retry')}
        </Button>
      )}
    </div>
  );
}
