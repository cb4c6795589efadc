import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useChat, type ApiError, type Chat } from '../../api';
import { Button, Heading, Page, ProblemNotice, Skeleton } from '../../design-system';
import { isNotFound } from '../../lib/failures';
import { useChatFailureText } from './failureText';
import { chatPaths } from '../../domain/paths';

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
      ) : undefined}
      onRetry={gone ? undefined : onRetry}
    />
  );
}

/**
 * A chat's screen until its chat is here: a skeleton under `loadingTitle`, or why it did not load under `title`;
 * then `children` draws the chat.
 */
export function WithChat({
  chatId,
  loadingTitle,
  title,
  skeletonHeight,
  children,
}: {
  chatId: string;
  loadingTitle: string;
  title: string;
  skeletonHeight: number;
  children: (chat: Chat) => ReactNode;
}) {
  const chat = useChat(chatId);
  if (chat.isPending) {
    return (
      <Page aria-busy="true">
        <Heading level={1} breakable>{loadingTitle}</Heading>
        <Skeleton variant="block" height={skeletonHeight} />
      </Page>
    );
  }
  if (chat.isError) {
    return (
      <Page>
        <Heading level={1} breakable>{title}</Heading>
        <ChatLoadProblem error={chat.error} onRetry={() => void chat.refetch()} />
      </Page>
    );
  }
  return children(chat.data);
}
