import { lazyCalls } from './lazyCalls';
import type { Id, Lead, LeadPatch } from '../schemas';
import { chatKeys } from './chats';
import type { MutationHookOptions } from './shared';
import { invalidate, useApiMutation } from './shared';

/*
 * The owner's calls on a chat's leads (the chat's results, docs/chats.md): apart from the chat screens' hooks, so
 * that the chats' chunk does not carry what only the chat's results use.
 */
const { exportChatLeadsCsv, updateChatLead } = lazyCalls(() => import('../endpoints/chats'));

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
