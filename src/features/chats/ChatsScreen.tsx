import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useChats, useDeleteChat, type ChatScope } from '../../api';
import { useSnackbar } from '../../design-system';
import { pageQuery } from '../../domain/paging';
import { useLastPageWhenPast, useUrlPaging } from '../../lib/useUrlPaging';
import { ChatsView } from './ChatsView';

/** /chats: the owner's chats (or all they can open) from the server, a page at a time (the page in the address). */
export function ChatsScreen() {
  const { t } = useTranslation('chats');
  const { show } = useSnackbar();
  const [search] = useSearchParams();
  const scope: ChatScope = search.get('scope') === 'all' ? 'all' : 'mine';
  const paging = useUrlPaging();
  const chats = useChats({ ...pageQuery(paging), scope });
  useLastPageWhenPast(paging, chats);
  const remove = useDeleteChat();

  return (
    <ChatsView
      status={chats.isError && !chats.data ? 'error' : chats.isPending ? 'loading' : 'ready'}
      loadError={chats.error}
      scope={scope}
      chats={chats.data?.results ?? []}
      total={chats.data?.count ?? 0}
      page={paging.page}
      pageSize={paging.pageSize}
      onPageChange={paging.setPage}
      onPageSizeChange={paging.setPageSize}
      onRetry={() => void chats.refetch()}
      onDelete={async (chat) => {
        await remove.mutateAsync(chat.id);
        show({ tone: 'success', message: t('deleted', { name: chat.name }) });
      }}
    />
  );
}
