import { InlineAlert, visuallyHidden } from '../../design-system';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { chatRootAttributes, widgetRootAttributes } from '../../widget/protocol';
import { useWidgetRoot } from './useWidgetRoot';
import * as styles from './share.css';

/**
 * `/forms/share/{formId}` and `/chats/share/{chatId}`: public, full height, only the form's widget or the chat
 * embed, loaded as an owner's page would load it. A form or chat that is not published says so inside the widget.
 * Opened from a link in a build against a backend, the page is drawn without the app by src/app/sharePage.ts: what
 * this screen shows, that one shows too (e2e/sharePageStable.spec.ts).
 */
export function ShareScreen() {
  const { formId = '', chatId } = useParams();
  const { t } = useTranslation('share');
  const { ref, status } = useWidgetRoot(chatId ?? formId);
  return (
    <div className={styles.page}>
      <h1 className={visuallyHidden}>{t(chatId ? 'chatTitle' : 'shareTitle')}</h1>
      <div ref={ref} {...(chatId ? chatRootAttributes(chatId) : widgetRootAttributes(formId))} />
      {status === 'failed' && (
        <InlineAlert className={styles.status}>
          {t(chatId ? 'chatLoadFailed' : 'loadFailed')}
        </InlineAlert>
      )}
    </div>
  );
}
