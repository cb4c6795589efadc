import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  useChat,
  useChatConversations,
  useDeleteChatConversation,
  useExportChatLeadsCsv,
  useUpdateChatLead,
  type ChatConversation,
  type LeadPatch,
  type LeadSession,
} from '../../api';
import { Button, EmptyState, ProblemNotice, useSnackbar } from '../../design-system';
import { chatPaths } from '../../domain/chatPaths';
import { isNotFound, useFailureText } from '../../lib/failures';
import { LeadEditDialog } from './LeadEditDialog';
import { DeleteOneDialog, PAGE_SIZES, useCsvExport, useEditedSessionId, usePaging } from './resultsParts';
import { SessionsTable } from './SessionsTable';
import type { ValueColumn } from './sessionValues';
import * as styles from './results.css';

/** The visitors screen pages by ten: a lead's conversation is on the page its place in the list says. */
const VISITORS_PAGE_SIZE = 10;

/**
 * A chat's lead as a row of the results' table: the e-mail a visitor left is a Lead of a form's shape, kept on the
 * conversation; the conversation's first question stands where a form's filled values stand.
 */
function asSession(conversation: ChatConversation): LeadSession {
  return {
    id: conversation.id,
    has_lead: true,
    lead: conversation.lead,
    created_at: conversation.lead?.created_at ?? conversation.started_at,
    device: null,
    filling: { values: { question: conversation.first_question }, ai_results: [], created_at: conversation.started_at },
  };
}

/**
 * /chats/{id}/results: the leads a chat collected from visitors on the owner's site, in the results' table as a
 * form's are (edit, delete, export CSV); a lead's time opens its conversation among the chat's visitors.
 */
export function ChatResultsScreen() {
  const { t } = useTranslation('results');
  const failureText = useFailureText();
  const chatId = useParams().chatId ?? '';
  const { show } = useSnackbar();
  const paging = usePaging();
  const chat = useChat(chatId);
  const list = useChatConversations(chatId, { page: paging.page + 1, page_size: paging.pageSize, origin: 'visitor', has_lead: true });
  const updateLead = useUpdateChatLead();
  const deleteOne = useDeleteChatConversation();
  const exportCsv = useExportChatLeadsCsv();
  const csv = useCsvExport((signal, onProgress) => exportCsv.mutateAsync({ chatId, signal, onProgress }));
  const [editingId, setEditingId] = useEditedSessionId();
  const [toDelete, setToDelete] = useState<LeadSession | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const sessions = useMemo(() => (list.data?.results ?? []).map(asSession), [list.data]);
  const editing = sessions.find((session) => String(session.id) === editingId) ?? null;
  const columns = useMemo<ValueColumn[]>(() => [{ ref: 'question', title: t('chat.question'), removed: false }], [t]);
  const total = list.data?.count ?? 0;
  const firstOnPage = paging.page * paging.pageSize;
  const conversationHref = (session: LeadSession) => {
    const visitorsPage = Math.floor((firstOnPage + sessions.indexOf(session)) / VISITORS_PAGE_SIZE);
    return `${chatPaths.visitors(chatId)}?lead=1&open=${session.id}${visitorsPage > 0 ? `&page=${visitorsPage + 1}` : ''}`;
  };
  const onEditLead = useCallback((session: LeadSession) => setEditingId(String(session.id)), [setEditingId]);
  const onDelete = useCallback((session: LeadSession) => {
    setDeleteError(null);
    setToDelete(session);
  }, []);

  const saveLead = async (patch: LeadPatch) => {
    if (!editing) return;
    // The dialog shows a refusal next to the fields and keeps what was typed.
    await updateLead.mutateAsync({ chatId, conversationId: editing.id, patch });
    show({ tone: 'success', message: t('edit.saved') });
    setEditingId(null);
  };
  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteOne.mutateAsync({ chatId, conversationId: toDelete.id });
      show({ tone: 'success', message: t('chat.deleted') });
      setToDelete(null);
    } catch (error) {
      setDeleteError(t('chat.deleteFailed', { reason: failureText(error) }));
    }
  };

  const gone = chat.isError && isNotFound(chat.error);
  const failed = (chat.isError && !chat.data) || (list.isError && !list.data);
  const noLeads = list.isSuccess && total === 0 && !list.isPlaceholderData;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{chat.data ? t('title', { name: chat.data.name }) : t('titleLoading')}</h1>
        {!gone && (
          <div className={styles.row}>
            <Button variant="secondary" render={<Link to={chatPaths.chat(chatId)} />}>
              {t('chat.open')}
            </Button>
            <Button variant="secondary" render={<Link to={chatPaths.visitors(chatId)} />}>
              {t('chat.visitors')}
            </Button>
            {csv.button(total === 0)}
          </div>
        )}
      </header>
      {csv.status}
      {gone ? (
        <ProblemNotice
          message={t('chat.notFound')}
          action={
            <Button variant="secondary" render={<Link to={chatPaths.list()} />}>
              {t('chat.backToChats')}
            </Button>
          }
        />
      ) : failed ? (
        <ProblemNotice
          message={t('loadFailed', { reason: failureText(list.error ?? chat.error) })}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                void chat.refetch();
                void list.refetch();
              }}
            >
              {t('retry')}
            </Button>
          }
        />
      ) : noLeads ? (
        <EmptyState
          title={t('chat.empty.title')}
          text={chat.data?.collect_leads === false ? t('chat.empty.notAsking') : t('chat.empty.text')}
          action={
            <Button variant="secondary" render={<Link to={chatPaths.settings(chatId)} />}>
              {t('chat.empty.settings')}
            </Button>
          }
        />
      ) : (
        <section className={styles.sessions} aria-labelledby="chat-results-leads">
          <h2 id="chat-results-leads" className={styles.sectionTitle}>
            {t('chat.leads')}
          </h2>
          <SessionsTable
            label={t('chat.tableLabel')}
            withAnswer={false}
            sessions={sessions}
            valueColumns={columns}
            loading={list.isPending || chat.isPending}
            stale={list.isPlaceholderData}
            page={paging.page}
            pageSize={paging.pageSize}
            total={total}
            pageSizes={PAGE_SIZES}
            onPageChange={(page) => paging.set({ page })}
            onPageSizeChange={(pageSize) => paging.set({ pageSize, page: 0 })}
            fillingHref={conversationHref}
            onEditLead={onEditLead}
            onDelete={onDelete}
            emptyText={t('noSessions')}
          />
        </section>
      )}
      <LeadEditDialog lead={editing?.lead ?? null} onClose={() => setEditingId(null)} onSave={saveLead} />
      <DeleteOneDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
        pending={deleteOne.isPending}
        error={deleteError}
        title={t('chat.deleteTitle')}
        text={t('chat.deleteText')}
      />
    </div>
  );
}
