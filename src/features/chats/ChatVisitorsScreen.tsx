import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  useChatConversations,
  useChatHistory,
  useDeleteChatConversation,
  useExportChatConversationsCsv,
  type Chat,
  type ChatConversation,
  type Id,
} from '../../api';
import { Button, Checkbox, DeleteDialog, EmptyState, Heading, Inline, InlineAlert, Page, Panel, ProblemNotice, Skeleton, Stack, Table, Text, useSnackbar, type TableColumn } from '../../design-system';
import { dateTimeFormat } from '../../domain/intl';
import { pageQuery } from '../../domain/paging';
import { useLastPageWhenPast, useUrlPaging } from '../../lib/useUrlPaging';
import { WithChat } from './ChatLoadProblem';
import { ChatMessageItem } from './ChatMessageItem';
import { CreditsRefusedBanner } from './CreditsRefusedBanner';
import { useChatFailureText } from './failureText';
import { chatPaths } from '../../domain/paths';
import * as styles from './chats.css';

/**
 * The page (kept in the address as every paged list's), "with e-mail only" and the opened conversation beside it,
 * so that a reload, Back and a shared link show the same view. Another page or filter closes the conversation.
 */
function useVisitorsView() {
  const paging = useUrlPaging();
  const [search, setSearch] = useSearchParams();
  const closeOpened = (params: URLSearchParams) => params.delete('open');
  return {
    ...paging,
    leadsOnly: search.get('lead') === '1',
    opened: Number(search.get('open')) || null,
    setPage: (page: number) => paging.setPage(page, closeOpened),
    setPageSize: (pageSize: number) => paging.setPageSize(pageSize, closeOpened),
    setLeadsOnly: (leadsOnly: boolean) =>
      paging.setPage(0, (params) => {
        closeOpened(params);
        if (leadsOnly) params.set('lead', '1');
        else params.delete('lead');
      }),
    setOpened: (opened: number | null) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (opened === null) closeOpened(params);
          else params.set('open', String(opened));
          return params;
        },
        { replace: true },
      ),
  };
}

/** /chats/{id}/visitors: what visitors asked the chat on the owner's site, the answers, and the e-mails they left. */
export function ChatVisitorsScreen() {
  const { chatId = '' } = useParams();
  const { t } = useTranslation('chats');
  return (
    <WithChat chatId={chatId} loadingTitle={t('visitors.loading')} title={t('visitors.title')} skeletonHeight={320}>
      {(chat) => <Visitors chat={chat} />}
    </WithChat>
  );
}

function Visitors({ chat }: { chat: Chat }) {
  const { t, i18n } = useTranslation('chats');
  const failureText = useChatFailureText();
  const { show } = useSnackbar();
  const view = useVisitorsView();
  const filter = { origin: 'visitor', ...(view.leadsOnly ? { has_lead: true } : {}) } as const;
  const list = useChatConversations(chat.id, { ...pageQuery(view), ...filter });
  useLastPageWhenPast(view, list);
  const remove = useDeleteChatConversation();
  const exportCsv = useExportChatConversationsCsv();
  const [toDelete, setToDelete] = useState<ChatConversation | null>(null);
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const total = list.data?.count ?? 0;
  const rows = list.data?.results ?? [];
  const opened = rows.find((c) => c.id === view.opened) ?? null;

  const columns: TableColumn<ChatConversation>[] = [
    { id: 'started', header: t('visitors.columns.started'), cell: (c) => <span className={styles.nowrap}>{when.format(new Date(c.started_at))}</span> },
    {
      id: 'question',
      header: t('visitors.columns.question'),
      cell: (c) => (
        <button type="button" className={styles.textButton} aria-current={view.opened === c.id} onClick={() => view.setOpened(c.id)}>
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
        <Button variant="text" size="sm" onClick={() => setToDelete(c)} aria-label={t('visitors.deleteOne', { date: when.format(new Date(c.started_at)) })}>
          {t('delete')}
        </Button>
      ),
    },
  ];

  const exportFile = () =>
    exportCsv.mutate(
      { chatId: chat.id, params: filter },
      { onSuccess: (name) => show({ tone: 'success', message: t('visitors.exported', { name }) }) },
    );

  return (
    <Page>
      <Inline as="header" gap="md" align="center">
        <Heading level={1} breakable className={styles.heading}>{t('visitors.heading', { name: chat.name })}</Heading>
        <Button variant="text" render={<Link to={chatPaths.chat(chat.id)} />}>
          {t('visitors.backToChat')}
        </Button>
        <Button variant="secondary" onClick={exportFile} loading={exportCsv.isPending} disabled={total === 0}>
          {t('visitors.export')}
        </Button>
      </Inline>
      <CreditsRefusedBanner chats={[chat]} />
      {exportCsv.isError && <ProblemNotice message={t('visitors.exportFailed', { reason: failureText(exportCsv.error) })} />}
      <Text tone="muted">{chat.save_chat_history ? t('visitors.intro') : t('visitors.notSaved')}</Text>
      <Checkbox label={t('visitors.leadsOnly')} checked={view.leadsOnly} onChange={(event) => view.setLeadsOnly(event.currentTarget.checked)} />
      {list.isError && !list.data ? (
        <ProblemNotice
          message={t('visitors.loadFailed', { reason: failureText(list.error) })}
          onRetry={() => void list.refetch()}
        />
      ) : list.isSuccess && total === 0 && !list.isPlaceholderData ? (
        <EmptyState
          title={view.leadsOnly ? t('visitors.noLeads.title') : t('visitors.empty.title')}
          text={view.leadsOnly ? t('visitors.noLeads.text') : t('visitors.empty.text')}
        />
      ) : (
        <Table
          label={t('visitors.tableLabel')}
          columns={columns}
          rows={rows}
          getRowId={(c) => String(c.id)}
          loading={list.isPending}
          stale={list.isPlaceholderData}
          paging={{ page: view.page, pageSize: view.pageSize, total }}
          onPageChange={view.setPage}
          onPageSizeChange={view.setPageSize}
        />
      )}
      {opened && <OpenedConversation chat={chat} conversation={opened} onClose={() => view.setOpened(null)} />}
      <DeleteDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('visitors.deleteTitle')}
        text={t('visitors.deleteText', { question: toDelete?.first_question || t('visitors.noQuestion') })}
        onConfirm={async () => {
          if (!toDelete) return;
          await remove.mutateAsync({ chatId: chat.id, conversationId: toDelete.id });
          if (view.opened === toDelete.id) view.setOpened(null);
          show({ tone: 'success', message: t('visitors.deleted') });
          setToDelete(null);
        }}
        describeError={(error) => t('deleteFailed', { reason: failureText(error) })}
      />
    </Page>
  );
}

/** One visitor's conversation: the questions as they typed them, the answers as safe markdown, their sources. */
function OpenedConversation({ chat, conversation, onClose }: { chat: Chat; conversation: ChatConversation; onClose: () => void }) {
  const { t, i18n } = useTranslation('chats');
  const failureText = useChatFailureText();
  const history = useChatHistory(chat.id, { conversation_id: conversation.id as Id, page: 1, page_size: 100 });
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
      {history.isPending ? (
        <Skeleton lines={4} />
      ) : history.isError ? (
        <InlineAlert>{failureText(history.error)}</InlineAlert>
      ) : history.data.results.length === 0 ? (
        <Text tone="muted">{t('visitors.nothingKept')}</Text>
      ) : (
        <Stack as="ol" className={styles.list} aria-label={t('messages')}>
          {history.data.results.map((m) => (
            <ChatMessageItem key={m.id} who={t(m.role === 'user' ? 'visitors.visitor' : 'answer')} message={m} />
          ))}
        </Stack>
      )}
    </Panel>
  );
}
