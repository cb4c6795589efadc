import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  chatStatisticsKeys,
  useChat,
  useChatConversations,
  useDeleteChatConversation,
  useDeleteChatConversations,
  useExportChatLeadsCsv,
  useUpdateChatLead,
  type ChatConversation,
  type LeadPatch,
  type LeadSession,
} from '../../api';
import { Button, EmptyState, lazyPart, ProblemNotice, useSnackbar } from '../../design-system';
import { chatPaths } from '../../domain/paths';
import { isNotFound } from '../../lib/failures';
import { pageQuery, pageSizes, writePage } from '../../domain/paging';
import { useLastPageWhenPast, useUrlPaging } from '../../lib/useUrlPaging';
import { loadFailure, useBulkDelete, tablePage, useCsvExport, useDeleteOne, useEditedLead } from './resultsParts';
import { ResultsView } from './ResultsView';
import type { ValueColumn } from './sessionValues';

// The chat's statistics share the form statistics' card and period picker, in the same lazily loaded part.
const ChatStatisticsPanel = lazyPart(() => import('./StatisticsPanel').then((part) => part.ChatStatisticsPanel));

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
 * /chats/{id}/results: the leads a chat collected from visitors on the owner's site, in the results' frame as a
 * form's are (edit, delete one or a selection, export CSV, statistics over a period); a lead's time opens its
 * conversation among the chat's visitors.
 */
export function ChatResultsScreen() {
  const { t } = useTranslation('results');
  const chatId = useParams().chatId ?? '';
  const { show } = useSnackbar();
  const paging = useUrlPaging();
  const chat = useChat(chatId);
  const list = useChatConversations(chatId, { ...pageQuery(paging), origin: 'visitor', has_lead: true });
  useLastPageWhenPast(paging, list);
  const updateLead = useUpdateChatLead();
  const deleteConversation = useDeleteChatConversation();
  const deleteConversations = useDeleteChatConversations();
  const exportCsv = useExportChatLeadsCsv();
  const csv = useCsvExport((signal, onProgress) => exportCsv.mutateAsync({ chatId, signal, onProgress }));
  const bulk = useBulkDelete((ids) => deleteConversations.mutateAsync({ chatId, ids }));
  const queryClient = useQueryClient();
  // The deleted lead's conversation leaves the statistics too.
  const removeOne = (session: LeadSession) =>
    deleteConversation.mutateAsync({ chatId, conversationId: session.id }).then(() => queryClient.invalidateQueries({ queryKey: chatStatisticsKeys.all(chatId) }));
  const deleteOne = useDeleteOne(bulk, removeOne, {
    done: t('chat.deleted'),
    failed: (reason) => t('chat.deleteFailed', { reason }),
  });

  const sessions = useMemo(() => (list.data?.results ?? []).map(asSession), [list.data]);
  const { editing, open: onEditLead, close: closeLead } = useEditedLead(sessions);
  const columns = useMemo<ValueColumn[]>(() => [{ ref: 'question', title: t('chat.question'), removed: false }], [t]);
  const total = list.data?.count ?? 0;
  const firstOnPage = paging.page * paging.pageSize;
  const conversationHref = (session: LeadSession) => {
    // The visitors' list opens at its default size: the conversation is on the page its place in the list says.
    const pageSize = pageSizes[0];
    const page = Math.floor((firstOnPage + sessions.indexOf(session)) / pageSize);
    return `${chatPaths.visitors(chatId)}?${writePage(new URLSearchParams({ lead: '1', open: String(session.id) }), { page, pageSize })}`;
  };

  const saveLead = async (patch: LeadPatch) => {
    if (!editing) return;
    // The dialog shows a refusal next to the fields and keeps what was typed.
    await updateLead.mutateAsync({ chatId, conversationId: editing.id, patch });
    show({ tone: 'success', message: t('edit.saved') });
    closeLead();
  };

  // The leads' list may say the chat is gone before the chat's own call answers.
  const gone = isNotFound(chat.error) || isNotFound(list.error);
  const failed = (chat.isError && !chat.data) || (list.isError && !list.data);
  const noLeads = list.isSuccess && total === 0 && !list.isPlaceholderData;
  // A chat with conversations but no lead yet still has numbers to show: the statistics stay under its empty state.
  const statistics = <ChatStatisticsPanel chatId={chatId} />;

  return (
    <ResultsView
      name={chat.data?.name}
      links={[
        { to: chatPaths.chat(chatId), label: t('chat.open') },
        { to: chatPaths.visitors(chatId), label: t('chat.visitors') },
      ]}
      exportButton={csv.button(total === 0)}
      status={csv.status}
      gone={
        gone ? (
          <ProblemNotice
            message={t('chat.notFound')}
            action={
              <Button variant="secondary" render={<Link to={chatPaths.list()} />}>
                {t('chat.backToChats')}
              </Button>
            }
          />
        ) : null
      }
      loadFailed={failed ? loadFailure([list, chat]) : null}
      empty={
        noLeads ? (
          <>
            <EmptyState
              title={t('chat.empty.title')}
              text={chat.data?.collect_leads === false ? t('chat.empty.notAsking') : t('chat.empty.text')}
              action={
                <Button variant="secondary" render={<Link to={chatPaths.settings(chatId)} />}>
                  {t('chat.empty.settings')}
                </Button>
              }
            />
            <Suspense fallback={null}>{statistics}</Suspense>
          </>
        ) : null
      }
      heading={{ id: 'chat-results-leads', text: t('chat.leads') }}
      table={{
        label: t('chat.tableLabel'),
        withAnswer: false,
        sessions,
        valueColumns: columns,
        loading: list.isPending || chat.isPending,
        ...tablePage(paging, list, total),
        fillingHref: conversationHref,
        onEditLead,
        emptyText: t('noSessions'),
      }}
      statistics={statistics}
      bulk={bulk}
      bulkTexts={{
        title: (count) => t('chat.deleteManyTitle', { count }),
        text: t('chat.deleteManyText'),
        done: (count) => t('chat.deletedMany', { count }),
      }}
      lead={{ lead: editing?.lead ?? null, onClose: closeLead, onSave: saveLead }}
      deleteOne={{ ...deleteOne, title: t('chat.deleteTitle'), text: t('chat.deleteText') }}
    />
  );
}
