import { useParams } from 'react-router-dom';
import { useWidgetRoot } from './useWidgetRoot';
import { ShareView } from './ShareView';

/**
 * `/forms/share/{formId}` and `/chats/share/{chatId}`: public, full height, only the form's widget or the chat
 * embed, loaded as an owner's page would load it. A form or chat that is not published says so inside the widget.
 * Opened from a link in a build against a backend, the page is drawn without the app by src/app/sharePage.ts: what
 * this screen shows, that one shows too (e2e/sharePageStable.spec.ts).
 */
export function ShareScreen() {
  const { formId = '', chatId } = useParams();
  const { ref, status } = useWidgetRoot(chatId ?? formId);
  return <ShareView kind={chatId ? 'chat' : 'form'} id={chatId ?? formId} widget={status} rootRef={ref} />;
}
