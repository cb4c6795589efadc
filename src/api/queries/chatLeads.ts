import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyCalls } from './lazyCalls';
import type { DeleteSessionsResult, Id, Lead, LeadPatch, StatisticsParams } from '../schemas';
import { chatKeys } from './chats';
import type { MutationHookOptions, QueryHookOptions } from './shared';
import { invalidate, useApiMutation } from './shared';

/*
 * The owner's calls on a chat's leads (the chat's results, docs/chats.md): apart from the chat screens' hooks, so
 * that the chats' chunk does not carry what only the chat's results use.
 */
/** A chat's statistics, under the chat's key: a change to its leads or conversations asks for them again. */
export const chatStatisticsKeys = {
  all: (id: Id | string) => [...chatKeys.detail(id), 'statistics'] as const,
  of: (id: Id | string, params: StatisticsParams) => [...chatStatisticsKeys.all(id), params] as const,
};

const { deleteChatConversations, exportChatLeadsCsv, getChatStatistics, updateChatLead } = lazyCalls(() => import('../endpoints/chats'));

export type UpdateChatLeadVariables = { chatId: Id | string; conversationId: Id; patch: LeadPatch };

/** A chat lead's contact details (the chat's results); the lists show them once the server has them. */
export function useUpdateChatLead({ mutationConfig }: MutationHookOptions<Lead, UpdateChatLeadVariables> = {}) {
  return useApiMutation(
    ({ chatId, conversationId, patch }: UpdateChatLeadVariables) => updateChatLead(chatId, conversationId, patch),
    (queryClient, _lead, { chatId }) => invalidate(queryClient, chatKeys.allConversations(chatId)),
    mutationConfig,
  );
}

export type ExportChatLeadsVariables = { chatId: Id | string; onProgress?: (loaded: number, total: number | null) => void; signal?: AbortSignal };

/** Downloads the chat's leads as CSV and saves the file; resolves with its name. */
export function useExportChatLeadsCsv({ mutationConfig }: MutationHookOptions<string, ExportChatLeadsVariables> = {}) {
  return useApiMutation(
    ({ chatId, onProgress, signal }: ExportChatLeadsVariables) => exportChatLeadsCsv(chatId, { onProgress, signal }),
    () => undefined,
    mutationConfig,
  );
}

export type DeleteChatConversationsVariables = { chatId: Id | string; ids: readonly Id[] };

/** Deletes a batch of the chat's leads (their conversations go too); the lists and the statistics follow. */
export function useDeleteChatConversations({ mutationConfig }: MutationHookOptions<DeleteSessionsResult, DeleteChatConversationsVariables> = {}) {
  return useApiMutation(
    ({ chatId, ids }: DeleteChatConversationsVariables) => deleteChatConversations(chatId, ids),
    (queryClient, _data, { chatId }) => invalidate(queryClient, chatKeys.allConversations(chatId), chatStatisticsKeys.all(chatId), [...chatKeys.detail(chatId), 'history']),
    mutationConfig,
  );
}

export function getChatStatisticsQueryOptions(id: Id | string, params: StatisticsParams) {
  return queryOptions({ queryKey: chatStatisticsKeys.of(id, params), queryFn: ({ signal }) => getChatStatistics(id, params, { signal }) });
}

/** A chat's visitors' conversations and leads per day over a range (the chat's results). */
export function useChatStatistics(id: Id | string, params: StatisticsParams, { queryConfig }: QueryHookOptions<typeof getChatStatisticsQueryOptions> = {}) {
  return useQuery({ ...getChatStatisticsQueryOptions(id, params), ...queryConfig });
}
