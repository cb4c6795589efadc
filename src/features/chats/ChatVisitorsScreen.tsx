import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { useChatConversations, useChatHistory, useDeleteChatConversation, useExportChatConversationsCsv, type Chat } from '../../api';
import { useSnackbar } from '../../design-system';
import { pageQuery } from '../../domain/paging';
import { useLastPageWhenPast, useUrlPaging } from '../../lib/useUrlPaging';
import { WithChat } from './ChatLoadProblem';
import { ChatVisitorsView } from './ChatVisitorsView';

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

/** The chat's visitors from the server, a page at a time; the opened conversation's messages; export and delete. */
function Visitors({ chat }: { chat: Chat }) {
  const { t } = useTranslation('chats');
  const { show } = useSnackbar();
  const view = useVisitorsView();
  const filter = { origin: 'visitor', ...(view.leadsOnly ? { has_lead: true } : {}) } as const;
  const list = useChatConversations(chat.id, { ...pageQuery(view), ...filter });
  useLastPageWhenPast(view, list);
  const remove = useDeleteChatConversation();
  const exportCsv = useExportChatConversationsCsv();
  const rows = list.data?.results ?? [];
  const opened = rows.find((c) => c.id === view.opened) ?? null;
  const history = useChatHistory(chat.id, { conversation_id: opened?.id, page: 1, page_size: 100 }, { queryConfig: { enabled: opened !== null } });

  return (
    <ChatVisitorsView
      chat={chat}
      status={list.isError && !list.data ? 'error' : list.isPending ? 'loading' : 'ready'}
      loadError={list.error}
      conversations={rows}
      stale={list.isPlaceholderData}
      total={list.data?.count ?? 0}
      page={view.page}
      pageSize={view.pageSize}
      onPageChange={view.setPage}
      onPageSizeChange={view.setPageSize}
      leadsOnly={view.leadsOnly}
      onLeadsOnlyChange={view.setLeadsOnly}
      openedId={view.opened}
      opened={
        opened && {
          conversation: opened,
          status: history.isPending ? 'loading' : history.isError ? 'error' : 'ready',
          messages: history.data?.results ?? [],
          error: history.error,
        }
      }
      onOpen={view.setOpened}
      exporting={exportCsv.isPending}
      exportError={exportCsv.isError ? exportCsv.error : undefined}
      onExport={() =>
        exportCsv.mutate(
          { chatId: chat.id, params: filter },
          { onSuccess: (name) => show({ tone: 'success', message: t('visitors.exported', { name }) }) },
        )
      }
      onRetry={() => void list.refetch()}
      onDelete={async (conversation) => {
        await remove.mutateAsync({ chatId: chat.id, conversationId: conversation.id });
        if (view.opened === conversation.id) view.setOpened(null);
        show({ tone: 'success', message: t('visitors.deleted') });
      }}
    />
  );
}
