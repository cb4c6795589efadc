import { visuallyHidden } from '../../design-system';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { widgetRootAttributes } from '../../widget/protocol';
import { useWidgetRoot } from './useWidgetRoot';
import * as styles from './share.css';

/** `/forms/share/{formId}`: public, full height, only the widget, loaded as an owner's page would load it. */
export function ShareScreen() {
  const { formId = '' } = useParams();
  const { t } = useTranslation('share');
  const { ref, status } = useWidgetRoot(formId);
  return (
    <div className={styles.page}>
      <h1 className={visuallyHidden}>{t('shareTitle')}</h1>
      <div ref={ref} {...widgetRootAttributes(formId)} />
      {status === 'failed' && (
        <p role="alert" className={styles.status}>
          {t('loadFailed')}
        </p>
      )}
    </div>
  );
}
