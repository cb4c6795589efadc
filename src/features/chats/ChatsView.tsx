import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Chat, ChatScope } from '../../api';
import { Button, DeleteDialog, EmptyState, Inline, Page, PageHeader, ProblemNotice, Table, Text, TruncatedText, type TableColumn } from '../../design-system';
import { useAskedDelete } from '../../lib/useAskedDelete';
import { useChatFailureText } from './failureText';
import { chatPaths } from '../../domain/paths';
import { isTraining } from './useTrainingPoll';
import * as styles from './chats.css';
import { dateTimeFormat } from '../../domain/intl';
import type { PagedListProps } from '../../domain/paging';

export const chatsStatuses = ['loading', 'error', 'ready'] as const;
export type ChatsStatus = (typeof chatsStatuses)[number];

export interface ChatsViewProps extends PagedListProps {
  status: ChatsStatus;
  /** Why the list could not be loaded (status 'error'). */
  loadError?: unknown;
  scope: ChatScope;
  /** The chats of the current page (`total`: all chats in the scope). */
  chats: readonly Chat[];
  onRetry: () => void;
  /** Resolves once the server confirmed; a rejection keeps the dialog open with its reason. */
  onDelete: (chat: Chat) => Promise<unknown>;
}

/** Where a chat's training stands, in a word: failed sources first, then training, then ready. */
function ChatStatus({ chat }: { chat: Chat }) {
  const { t } = useTranslation('chats');
  const failed = chat.sources.filter((s) => s.status === 'failed').length;
  if (failed > 0) return <Text as="span" className={styles.status.failed}>{t('failedSources', { count: failed })}</Text>;
  if (isTraining(chat.sources)) return <Text as="span" className={styles.status.indexing}>{t('status.indexing')}</Text>;
  return <Text as="span" className={styles.status.ready}>{t('status.ready')}</Text>;
}

/** The chats list: the owner's chats (or all they can open), a page at a time, with create, open and delete. */
export function ChatsView({ status, loadError, scope, chats, total, page, pageSize, onPageChange, onPageSizeChange, onRetry, onDelete }: ChatsViewProps) {
  const { t, i18n } = useTranslation('chats');
  const failureText = useChatFailureText();
  const deletion = useAskedDelete<Chat>(onDelete);
  const dateFormat = dateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const columns: TableColumn<Chat>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (chat) => (
        <Link className={styles.nameLink} to={chatPaths.chat(chat.id)}>
          <TruncatedText>{chat.name}</TruncatedText>
        </Link>
      ),
    },
    { id: 'sources', header: t('columns.sources'), align: 'end', cell: (chat) => chat.sources.length },
    { id: 'status', header: t('columns.status'), cell: (chat) => <ChatStatus chat={chat} /> },
    { id: 'pages', header: t('columns.pages'), align: 'end', cell: (chat) => t('pages', { indexed: chat.pages_indexed, found: chat.pages_found, count: chat.pages_found }) },
    { id: 'created', header: t('columns.created'), cell: (chat) => (chat.created_at ? dateFormat.format(new Date(chat.created_at)) : '—') },
    {
      id: 'actions',
      header: t('columns.actions'),
      align: 'end',
      pinEnd: true,
      cell: (chat) =>
        chat.is_example ? (
          <Text as="span" tone="muted">{t('example')}</Text>
        ) : (
          <Inline align="center">
            <Button variant="text" size="sm" render={<Link to={chatPaths.settings(chat.id)} />}>
              {t('settings')}
            </Button>
            <Button variant="text" size="sm" onClick={() => deletion.ask(chat)} aria-label={t('deleteNamed', { name: chat.name })}>
              {t('delete')}
            </Button>
          </Inline>
        ),
    },
  ];

  return (
    <Page>
      <PageHeader
        title={t('title')}
        actions={
          <>
            <Button variant="secondary" render={<Link to={chatPaths.uploads} />}>
              {t('uploads')}
            </Button>
            <Button render={<Link to={chatPaths.create} />}>{t('create')}</Button>
          </>
        }
      />
      <Inline as="nav" gap="xs" aria-label={t('scopeLabel')}>
        {(['mine', 'all'] as const).map((s) => (
          <Link key={s} className={styles.scopeLink} to={chatPaths.list(s)} aria-current={scope === s ? 'page' : undefined}>
            {t(`scope.${s}`)}
          </Link>
        ))}
      </Inline>
      {status === 'error' ? (
        <ProblemNotice message={t('loadFailed', { reason: failureText(loadError) })} onRetry={onRetry} />
      ) : status === 'ready' && total === 0 ? (
        <EmptyState title={t('empty.title')} text={t('empty.text')} action={<Button render={<Link to={chatPaths.create} />}>{t('create')}</Button>} />
      ) : (
        <Table
          label={t('tableLabel')}
          columns={columns}
          rows={chats}
          getRowId={(chat) => String(chat.id)}
          getRowLabel={(chat) => chat.name}
          loading={status === 'loading'}
          paging={{ page, pageSize, total }}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
        />
      )}
      <DeleteDialog
        {...deletion.dialogProps}
        title={t('deleteTitle', { name: deletion.asked?.name ?? '' })}
        text={t('deleteText')}
        describeError={(error) => t('deleteFailed', { reason: failureText(error) })}
      />
    </Page>
  );
}
