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
import { Button, Checkbox, DeleteDialog, EmptyState, InlineAlert, ProblemNotice, Skeleton, Table, useSnackbar, type TableColumn } from '../../design-system';
import { dateTimeFormat } from '../../domain/intl';
import { WithChat } from './ChatLoadProblem';
import { ChatMessageItem } from './ChatMessageItem';
import { CreditsRefusedBanner } from './CreditsRefusedBanner';
import { useChatFailureText } from './failureText';
import { chatPaths } from './links';
import * as styles from './chats.css';

const PAGE_SIZES = [10, 25, 50] as const;

/**
 * Page, rows per page, "with e-mail only" and the opened conversation, kept in the address so that a reload,
 * Back and a shared link show the same view.
 */
function useVisitorsView() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(0, Number(search.get('page') ?? '1') - 1) || 0;
  const size = Number(search.get('size'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0];
  const leadsOnly = search.get('lead') === '1';
  const opened = Number(search.get('open')) || null;
  const set = (next: { page?: number; pageSize?: number; leadsOnly?: boolean; opened?: number | null }) => {
    const params = new URLSearchParams(search);
    const put = (key: string, value: string | null) => (value === null ? params.delete(key) : params.set(key, value));
    const p = next.page ?? page;
    const s = next.pageSize ?? pageSize;
    const o = next.opened === undefined ? opened : next.opened;
    put('page', p > 0 ? String(p + 1) : null);
    put('size', s !== PAGE_SIZES[0] ? String(s) : null);
    put('lead', (next.leadsOnly ?? leadsOnly) ? '1' : null);
    put('open', o === null ? null : String(o));
    setSearch(params, { replace: true });
  };
  return { page, pageSize, leadsOnly, opened, set };
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
  const list = useChatConversations(chat.id, { page: view.page + 1, page_size: view.pageSize, ...filter });
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
        <button type="button" className={styles.textButton} aria-current={view.opened === c.id} onClick={() => view.set({ opened: c.id })}>
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
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('visitors.heading', { name: chat.name })}</h1>
        <Button variant="text" render={<Link to={chatPaths.chat(chat.id)} />}>
          {t('visitors.backToChat')}
        </Button>
        <Button variant="secondary" onClick={exportFile} loading={exportCsv.isPending} disabled={total === 0}>
          {t('visitors.export')}
        </Button>
      </header>
      <CreditsRefusedBanner chats={[chat]} />
      {exportCsv.isError && <ProblemNotice message={t('visitors.exportFailed', { reason: failureText(exportCsv.error) })} />}
      <p className={styles.muted}>{chat.save_chat_history ? t('visitors.intro') : t('visitors.notSaved')}</p>
      <Checkbox label={t('visitors.leadsOnly')} checked={view.leadsOnly} onChange={(event) => view.set({ leadsOnly: event.currentTarget.checked, page: 0, opened: null })} />
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
          paging={{ page: view.page, pageSize: view.pageSize, total, pageSizes: PAGE_SIZES }}
          onPageChange={(page) => view.set({ page, opened: null })}
          onPageSizeChange={(pageSize) => view.set({ pageSize, page: 0, opened: null })}
        />
      )}
      {opened && <OpenedConversation chat={chat} conversation={opened} onClose={() => view.set({ opened: null })} />}
      <DeleteDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('visitors.deleteTitle')}
        text={t('visitors.deleteText', { question: toDelete?.first_question || t('visitors.noQuestion') })}
        onConfirm={async () => {
          if (!toDelete) return;
          await remove.mutateAsync({ chatId: chat.id, conversationId: toDelete.id });
          if (view.opened === toDelete.id) view.set({ opened: null });
          show({ tone: 'success', message: t('visitors.deleted') });
          setToDelete(null);
        }}
        describeError={(error) => t('deleteFailed', { reason: failureText(error) })}
      />
    </div>
  );
}

/** One visitor's conversation: the questions as they typed them, the answers as safe markdown, their sources. */
function OpenedConversation({ chat, conversation, onClose }: { chat: Chat; conversation: ChatConversation; onClose: () => void }) {
  const { t, i18n } = useTranslation('chats');
  const failureText = useChatFailureText();
  const history = useChatHistory(chat.id, { conversation_id: conversation.id as Id, page: 1, page_size: 100 });
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(conversation.started_at));
  return (
    <section className={styles.conversation} aria-labelledby="visitor-conversation">
      <div className={styles.header}>
        <h2 id="visitor-conversation" className={styles.heading}>
          {t('visitors.openedTitle', { date: when })}
        </h2>
        <Button variant="secondary" size="sm" onClick={onClose}>
          {t('visitors.close')}
        </Button>
      </div>
      {conversation.lead?.email && <p className={styles.muted}>{t('visitors.leftEmail', { email: conversation.lead.email })}</p>}
      {history.isPending ? (
        <Skeleton lines={4} />
      ) : history.isError ? (
        <InlineAlert>{failureText(history.error)}</InlineAlert>
      ) : history.data.results.length === 0 ? (
        <p className={styles.muted}>{t('visitors.nothingKept')}</p>
      ) : (
        <ol className={styles.messages} aria-label={t('messages')}>
          {history.data.results.map((m) => (
            <ChatMessageItem key={m.id} who={t(m.role === 'user' ? 'visitors.visitor' : 'answer')} message={m} />
          ))}
        </ol>
      )}
    </section>
  );
}
