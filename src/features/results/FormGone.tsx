import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../design-system';
import { resultsPaths } from './links';
import * as styles from './results.css';

/** The form of this page was deleted or is not the owner's: the way out, not a retry that cannot help. */
export function FormGone() {
  const { t } = useTranslation('results');
  return (
    <div role="alert" className={styles.problem}>
      <p className={styles.problemText}>{t('errors.notFound')}</p>
      <Button variant="secondary" render={<Link to={resultsPaths.forms} />}>
        {t('backToForms')}
      </Button>
    </div>
  );
}
