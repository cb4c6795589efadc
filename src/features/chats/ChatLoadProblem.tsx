import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../api';
import { Button, ProblemNotice } from '../../design-system';
import { isNotFound } from '../../lib/failures';
import { useChatFailureText } from './failureText';
import { chatPaths } from './links';

/** A chat that did not load: a chat that is gone leads back to the list; any other failure can be retried. */
export function ChatLoadProblem({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useTranslation('chats');
  const failureText = useChatFailureText();
  const gone = isNotFound(error);
  return (
    <ProblemNotice
      message={gone ? t('notFound') : failureText(error)}
      action={gone ? (
        <Button variant="secondary" render={<Link to={chatPaths.list()} />}>
          {t('backToChats')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    />
  );
}
