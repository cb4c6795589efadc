import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '../../design-system';
import type { SaveStatus as Status } from './useAutosave';
import * as styles from './editor.css';

/** Where the owner's edits are: saving, saved, or kept on this device after a failure (with Retry). */
export function SaveStatus({ status, dirty, onRetry }: { status: Status; dirty: boolean; onRetry: () => void }) {
  const { t } = useTranslation('editor');
  return (
    <div className={styles.saveStatus} role="status" data-status={status}>
      {status === 'saving' && (
        <span aria-hidden="true">
          <Spinner size="sm" />
        </span>
      )}
      <span>{t(`save.${status === 'idle' && dirty ? 'saving' : status}`)}</span>
      {status === 'failed' && (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('save.retry')}
        </Button>
      )}
    </div>
  );
}
