import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Chat, ChatConversation, ChatMessage, Id } from '../../api';
import { Button, Checkbox, DeleteDialog, EmptyState, Heading, Inline, InlineAlert, Page, PageHeader, Panel, ProblemNotice, Skeleton, Stack, Table, Text, type TableColumn } from '../../design-system';
import { dateTimeFormat } from '../../domain/intl';
import type { PagedListProps } from '../../domain/paging';
import { ChatMessageItem } from './ChatMessageItem';
import { CreditsRefusedBanner } from './CreditsRefusedBanner';
import { useAskedDelete } from '../../lib/useAskedDelete';
import { useChatFailureText } from './failureText';
import { chatPaths } from '../../domain/paths';
import * as styles from './chats.css';

export const chatVisitorsStatuses = ['loading', 'error', 'ready'] as const;
export type ChatVisitorsStatus = (typeof chatVisitorsStatuses)[number];

/** The conversation opened beside the list, and its messages as they load. */
export interface OpenedVisitorConversation {
  conversation: ChatConversation;
  status: ChatVisitorsStatus;
  messages: readonly ChatMessage[];
  /** Why its messages could not be loaded (status 'error'). */
  error?: unknown;
}

export interface ChatVisitorsViewProps extends PagedListProps {
  chat: Chat;
  status: ChatVisitorsStatus;
  /** Why the list could not be loaded (status 'error'). */
  loadError?: unknown;
  /** The visitors' conversations of the current page (`total`: all of them under the filter). */
  conversations: readonly ChatConversation[];
  /** Another page or filter is on its way: the rows shown are the previous ones. */
  stale?: boolean;
  /** Only the conversations in which the visitor left an e-mail. */
  leadsOnly: boolean;
  onLeadsOnlyChange: (leadsOnly: boolean) => void;
  /** The conversation the owner opened (its id, kept when it is not on this page), and what shows of it. */
  openedId: Id | null;
  opened: OpenedVisitorConversation | null;
  /** Open a conversation, or close the opened one (null). */
  onOpen: (id: Id | null) => void;
  exporting: boolean;
  /** Why the last export was refused, if it was (undefined: it was not). */
  exportError?: unknown;
  onExport: () => void;
  onRetry: () => void;
  /** Resolves once the server confirmed; a rejection keeps the dialog open with its reason. */
  onDelete: (conversation: ChatConversation) => Promise<unknown>;
}

/** What visitors asked the chat on the owner's site, the answers, and the e-mails they left. */
export function ChatVisitorsView({
  chat,
  status,
  loadError,
  conversations,
  stale = false,
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  leadsOnly,
  onLeadsOnlyChange,
  openedId,
  opened,
  onOpen,
  exporting,
  exportError,
  onExport,
  onRetry,
  onDelete,
}: ChatVisitorsViewProps) {
  const { t, i18n } = useTranslation('chats');
  const failureText = useChatFailureText();
  const deletion = useAskedDelete<ChatConversation>(onDelete);
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const columns: TableColumn<ChatConversation>[] = [
    { id: 'started', header: t('visitors.columns.started'), cell: (c) => <span className={styles.nowrap}>{when.format(new Date(c.started_at))}</span> },
    {
      id: 'question',
      header: t('visitors.columns.question'),
      cell: (c) => (
        <button type="button" className={styles.textButton} aria-current={openedId === c.id} onClick={() => onOpen(c.id)}>
          {c.first_question || t('visitors.noQuestion')}
        </button>
      ),
    },
    { id: 'messages', header: t('visitors.columns.messages'), align: 'end', cell: (c) => c.message_count },
    {
      id: 'email',
      header: t('visitors.columns.email'),
      cell: (c) => (c.lead?.email ? <a className={styles.sourceLink} href={`mailto:${encodeURIComponent(c.lead.email).replace('%40', '@')}`}>{c.lead.email}</a> : '—'),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      align: 'end',
      pinEnd: true,
      cell: (c) => (
        <Button variant="text" size="sm" onClick={() => deletion.ask(c)} aria-label={t('visitors.deleteOne', { date: when.format(new Date(c.started_at)) })}>
          {t('delete')}
        </Button>
      ),
    },
  ];

  return (
    <Page>
      <PageHeader
        title={t('visitors.heading', { name: chat.name })}
        actions={
          <>
            <Button variant="text" render={<Link to={chatPaths.chat(chat.id)} />}>
              {t('visitors.backToChat')}
            </Button>
            <Button variant="secondary" onClick={onExport} loading={exporting} disabled={total === 0}>
              {t('visitors.export')}
            </Button>
          </>
        }
      />
      <CreditsRefusedBanner chats={[chat]} />
      {exportError !== undefined && <ProblemNotice message={t('visitors.exportFailed', { reason: failureText(exportError) })} />}
      <Text tone="muted">{chat.save_chat_history ? t('visitors.intro') : t('visitors.notSaved')}</Text>
      <Checkbox label={t('visitors.leadsOnly')} checked={leadsOnly} onChange={(event) => onLeadsOnlyChange(event.currentTarget.checked)} />
      {status === 'error' ? (
        <ProblemNotice message={t('visitors.loadFailed', { reason: failureText(loadError) })} onRetry={onRetry} />
      ) : status === 'ready' && total === 0 && !stale ? (
        <EmptyState
          title={leadsOnly ? t('visitors.noLeads.title') : t('visitors.empty.title')}
          text={leadsOnly ? t('visitors.noLeads.text') : t('visitors.empty.text')}
        />
      ) : (
        <Table
          label={t('visitors.tableLabel')}
          columns={columns}
          rows={conversations}
          getRowId={(c) => String(c.id)}
          loading={status === 'loading'}
          stale={stale}
          paging={{ page, pageSize, total }}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
        />
      )}
      {opened && <OpenedConversation opened={opened} onClose={() => onOpen(null)} />}
      <DeleteDialog
        {...deletion.dialogProps}
        title={t('visitors.deleteTitle')}
        text={t('visitors.deleteText', { question: deletion.asked?.first_question || t('visitors.noQuestion') })}
        describeError={(error) => t('deleteFailed', { reason: failureText(error) })}
      />
    </Page>
  );
}

/** One visitor's conversation: the questions as they typed them, the answers as safe markdown, their sources. */
function OpenedConversation({ opened, onClose }: { opened: OpenedVisitorConversation; onClose: () => void }) {
  const { t, i18n } = useTranslation('chats');
  const failureText = useChatFailureText();
  const { conversation, status, messages, error } = opened;
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(conversation.started_at));
  return (
    <Panel as="section" padding="md" radius="lg" className={styles.conversation} aria-labelledby="visitor-conversation">
      <Inline gap="md" align="center">
        <Heading level={2} size="page" breakable id="visitor-conversation" className={styles.heading}>
          {t('visitors.openedTitle', { date: when })}
        </Heading>
        <Button variant="secondary" size="sm" onClick={onClose}>
          {t('visitors.close')}
        </Button>
      </Inline>
      {conversation.lead?.email && <Text tone="muted">{t('visitors.leftEmail', { email: conversation.lead.email })}</Text>}
      {status === 'loading' ? (
        <Skeleton lines={4} />
      ) : status === 'error' ? (
        <InlineAlert>{failureText(error)}</InlineAlert>
      ) : messages.length === 0 ? (
        <Text tone="muted">{t('visitors.nothingKept')}</Text>
      ) : (
        <Stack as="ol" className={styles.list} aria-label={t('messages')}>
          {messages.map((m) => (
            <ChatMessageItem key={m.id} who={t(m.role === 'user' ? 'visitors.visitor' : 'answer')} message={m} />
          ))}
        </Stack>
      )}
    </Panel>
  );
}
