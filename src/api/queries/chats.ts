import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyCalls } from './lazyCalls';
import type { Chat, ChatConversationParams, ChatScope, ChatSource, ChatSourceInput, ChatWrite, Id, PageParams } from '../schemas';
import type { MutationHookOptions, QueryHookOptions } from './shared';
import { cacheSavedItem, forgetDeletedItem, invalidate, keyId, pageQueryOptions, useApiMutation } from './shared';

/** The calls load with their schemas on first use (see lazyCalls). */
const {
  addChatSource,
  askChat,
  createChat,
  deleteChat,
  deleteChatConversation,
  deleteChatSource,
  exportChatConversationsCsv,
  getChat,
  getChatConversations,
  getChatHistory,
  getChats,
  getChatSources,
  updateChat,
} = lazyCalls(() => import('../endpoints/chats'));

/** Asking a chat has no hook: the conversation keeps the streamed answer in its own state. */
export { askChat };

export const chatKeys = {
  all: ['chats'] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (params: ChatListParams = {}) => [...chatKeys.lists(), params] as const,
  details: () => [...chatKeys.all, 'detail'] as const,
  detail: (id: Id | string) => [...chatKeys.details(), keyId(id)] as const,
  sources: (id: Id | string) => [...chatKeys.detail(id), 'sources'] as const,
  history: (id: Id | string, params: ChatHistoryParams = {}) => [...chatKeys.detail(id), 'history', params] as const,
  allConversations: (id: Id | string) => [...chatKeys.detail(id), 'conversations'] as const,
  conversations: (id: Id | string, params: ChatConversationParams = {}) => [...chatKeys.allConversations(id), params] as const,
};

export type ChatListParams = PageParams & { scope?: ChatScope };
export type ChatHistoryParams = PageParams & { conversation_id?: Id };

export function getChatsQueryOptions(params: ChatListParams = {}) {
  return pageQueryOptions(chatKeys.list(params), ({ signal }) => getChats(params, { signal }));
}
export function useChats(params: ChatListParams = {}, { queryConfig }: QueryHookOptions<typeof getChatsQueryOptions> = {}) {
  return useQuery({ ...getChatsQueryOptions(params), ...queryConfig });
}

export function getChatQueryOptions(id: Id | string) {
  return queryOptions({ queryKey: chatKeys.detail(id), queryFn: ({ signal }) => getChat(id, { signal }) });
}
export function useChat(id: Id | string, { queryConfig }: QueryHookOptions<typeof getChatQueryOptions> = {}) {
  return useQuery({ ...getChatQueryOptions(id), ...queryConfig });
}

export function getChatSourcesQueryOptions(id: Id | string) {
  return queryOptions({ queryKey: chatKeys.sources(id), queryFn: ({ signal }) => getChatSources(id, { signal }) });
}
export function useChatSources(id: Id | string, { queryConfig }: QueryHookOptions<typeof getChatSourcesQueryOptions> = {}) {
  return useQuery({ ...getChatSourcesQueryOptions(id), ...queryConfig });
}

export function getChatHistoryQueryOptions(id: Id | string, params: ChatHistoryParams = {}) {
  return pageQueryOptions(chatKeys.history(id, params), ({ signal }) => getChatHistory(id, params, { signal }));
}
export function useChatHistory(
  id: Id | string,
  params: ChatHistoryParams = {},
  { queryConfig }: QueryHookOptions<typeof getChatHistoryQueryOptions> = {},
) {
  return useQuery({ ...getChatHistoryQueryOptions(id, params), ...queryConfig });
}

export function getChatConversationsQueryOptions(id: Id | string, params: ChatConversationParams = {}) {
  return pageQueryOptions(chatKeys.conversations(id, params), ({ signal }) => getChatConversations(id, params, { signal }));
}
export function useChatConversations(
  id: Id | string,
  params: ChatConversationParams = {},
  { queryConfig }: QueryHookOptions<typeof getChatConversationsQueryOptions> = {},
) {
  return useQuery({ ...getChatConversationsQueryOptions(id, params), ...queryConfig });
}

export function useCreateChat({ mutationConfig }: MutationHookOptions<Chat, ChatWrite> = {}) {
  return useApiMutation((chat: ChatWrite) => createChat(chat), cacheSavedItem(chatKeys), mutationConfig);
}

export type UpdateChatVariables = { id: Id | string; chat: ChatWrite };

export function useUpdateChat({ mutationConfig }: MutationHookOptions<Chat, UpdateChatVariables> = {}) {
  return useApiMutation(({ id, chat }: UpdateChatVariables) => updateChat(id, chat), cacheSavedItem(chatKeys), mutationConfig);
}

export function useDeleteChat({ mutationConfig }: MutationHookOptions<void, Id | string> = {}) {
  return useApiMutation((id: Id | string) => deleteChat(id), forgetDeletedItem(chatKeys), mutationConfig);
}

export type AddChatSourceVariables = { chatId: Id | string; source: ChatSourceInput };

/** A new source changes the chat's page counts too, so the whole chat is refreshed. */
export function useAddChatSource({ mutationConfig }: MutationHookOptions<ChatSource, AddChatSourceVariables> = {}) {
  return useApiMutation(
    ({ chatId, source }: AddChatSourceVariables) => addChatSource(chatId, source),
    (queryClient, _source, { chatId }) => invalidate(queryClient, chatKeys.detail(chatId), chatKeys.lists()),
    mutationConfig,
  );
}

export type DeleteChatSourceVariables = { chatId: Id | string; sourceId: Id | string };

export function useDeleteChatSource({ mutationConfig }: MutationHookOptions<void, DeleteChatSourceVariables> = {}) {
  return useApiMutation(
    ({ chatId, sourceId }: DeleteChatSourceVariables) => deleteChatSource(chatId, sourceId),
    (queryClient, _data, { chatId }) => invalidate(queryClient, chatKeys.detail(chatId), chatKeys.lists()),
    mutationConfig,
  );
}

export type DeleteChatConversationVariables = { chatId: Id | string; conversationId: Id };

/** The conversation leaves the lists (and its messages the history) once the server confirms. */
export function useDeleteChatConversation({ mutationConfig }: MutationHookOptions<void, DeleteChatConversationVariables> = {}) {
  return useApiMutation(
    ({ chatId, conversationId }: DeleteChatConversationVariables) => deleteChatConversation(chatId, conversationId),
    (queryClient, _data, { chatId }) => invalidate(queryClient, chatKeys.allConversations(chatId), [...chatKeys.detail(chatId), 'history']),
    mutationConfig,
  );
}

export type ExportChatConversationsVariables = { chatId: Id | string; params?: Pick<ChatConversationParams, 'origin' | 'has_lead'>; signal?: AbortSignal };

/** Downloads the conversations as CSV and saves the file; resolves with its name. */
export function useExportChatConversationsCsv({ mutationConfig }: MutationHookOptions<string, ExportChatConversationsVariables> = {}) {
  return useApiMutation(
    ({ chatId, params, signal }: ExportChatConversationsVariables) => exportChatConversationsCsv(chatId, params, { signal }),
    () => undefined,
    mutationConfig,
  );
}
