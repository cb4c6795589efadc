import { useParams } from 'react-router-dom';
import { useDemoInbox } from '../../api';
import { useFailureText } from '../../lib/failures';
import { DemoInboxView } from './DemoInboxView';

/** /demo/inbox and /demo/inbox/:emailId: loads the demo's e-mails for DemoInboxView. */
export function DemoInboxScreen() {
  const failureText = useFailureText();
  const { id: emailId } = useParams();
  const inbox = useDemoInbox();
  return (
    <DemoInboxView
      emails={inbox.data}
      openedId={emailId}
      failure={inbox.isError ? failureText(inbox.error) : null}
      onRetry={() => void inbox.refetch()}
    />
  );
}
