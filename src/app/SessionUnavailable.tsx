import { useTranslation } from 'react-i18next';
import { Button } from '../design-system';
import { useAuth } from '../features/auth';
import * as styles from './app.css';

/**
 * What a page shows when the stored session could not be checked (a server error or no network while the current
 * user loads): the person is still signed in, the tokens are kept, and Try again loads the user once more.
 */
export function SessionUnavailable() {
  const { t } = useTranslation('app');
  const { retryLoad, isRetrying } = useAuth();
  return (
    <div className={styles.unavailable} role="alert">
      <h1 className={styles.unavailableTitle}>{t('session.unavailableTitle')}</h1>
      <p className={styles.unavailableText}>{t('session.unavailableText')}</p>
      <Button onClick={retryLoad} loading={isRetrying}>
        {t('session.retry')}
      </Button>
    </div>
  );
}
