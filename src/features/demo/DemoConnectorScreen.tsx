import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../design-system';
import { demoPaths } from '../../domain/demoPages';
import { formPaths } from '../../domain/formPaths';
import * as styles from './demo.css';

/**
 * /demo/connector (demo backends only): where the demo backend's connector invite link leads. The demo has no
 * automation service, so the page says what the invitation does with a real backend, and how to follow leads here.
 */
export function DemoConnectorScreen() {
  const { t } = useTranslation('results', { keyPrefix: 'demo' });
  return (
    <section className={styles.page} aria-labelledby="demo-connector-title">
      <span className={styles.badge}>{t('badge')}</span>
      <h1 id="demo-connector-title" className={styles.title}>
        {t('connector.title')}
      </h1>
      <p className={styles.text}>{t('connector.lead')}</p>
      <p className={styles.text}>{t('connector.demo')}</p>
      <p className={styles.text}>{t('connector.meanwhile')}</p>
      <div className={styles.actions}>
        <Button render={<Link to={formPaths.list} />}>{t('connector.toForms')}</Button>
        <Button variant="secondary" render={<Link to={demoPaths.inbox} />}>
          {t('connector.toInbox')}
        </Button>
      </div>
    </section>
  );
}
