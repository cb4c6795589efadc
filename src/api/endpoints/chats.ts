import { request, streamRequest } from '../client';
import {
  askChatEventSchema,
  chatConversationSchema,
  chatMessageSchema,
  chatSchema,
  chatSourceSchema,
  deleteSessionsResultSchema,
  emptySchema,
  formStatisticsSchema,
  isoDateSchema,
  leadSchema,
  pagedSchema,
} from '../schemas';
import type { AskChatBody, AskChatEvent, ChatConversationParams, ChatScope, ChatSourceInput, ChatWrite, DeleteSessionsRequest, Id, LeadPatch, PageParams, StatisticsParams } from '../schemas';
import { z } from 'zod';
import { csvFileSchema, datedCsvFileName, saveBlobAsFile, type DownloadProgress } from './forms';
import { route } from './routes';
import type { CallOptions } from './types';
import { listSchema } from './types';

/** `scope` (designed here): 'mine' (the default) or 'all', which adds the product's example chats. */
export function getChats(params: PageParams & { scope?: ChatScope } = {}, options: CallOptions = {}) {
  return request({ ...route('getChats'), query: params, schema: pagedSchema(chatSchema), signal: options.signal });
}

/** Designed here, like the rest of this file below. */
export function getChat(id: Id | string, options: CallOptions = {}) {
  return request({ ...route('getChat', { id }), schema: chatSchema, signal: options.signal });
}

export function createChat(chat: ChatWrite, options: CallOptions = {}) {
  return request({ ...route('createChat'), body: chat, schema: chatSchema, signal: options.signal });
}

export function updateChat(id: Id | string, chat: ChatWrite, options: CallOptions = {}) {
  return request({ ...route('updateChat', { id }), body: chat, schema: chatSchema, signal: options.signal });
}

/** Success only on 204. */
export function deleteChat(id: Id | string, options: CallOptions = {}) {
  return request({ ...route('deleteChat', { id }), schema: emptySchema, expectStatus: 204, signal: options.signal });
}

export function getChatSources(id: Id | string, options: CallOptions = {}) {
  return request({ ...route('getChatSources', { id }), schema: listSchema(chatSourceSchema), signal: options.signal });
}

export function addChatSource(id: Id | string, source: ChatSourceInput, options: CallOptions = {}) {
  return request({ ...route('addChatSource', { id }), body: source, schema: chatSourceSchema, signal: options.signal });
}

/** Success only on 204. */
export function deleteChatSource(id: Id | string, sourceId: Id | string, options: CallOptions = {}) {
  return request({
    ...route('deleteChatSource', { id, sourceId }),
    schema: emptySchema,
    expectStatus: 204,
    signal: options.signal,
  });
}

/** Saved messages of a chat, oldest first, paged; `conversation_id` narrows them to one conversation. */
export function getChatHistory(
  id: Id | string,
  params: PageParams & { conversation_id?: Id } = {},
  options: CallOptions = {},
) {
  return request({
    ...route('getChatHistory', { id }),
    query: params,
    schema: pagedSchema(chatMessageSchema),
    signal: options.signal,
  });
}

/**
 * Saved conversations of a chat, newest first, paged; `origin: 'visitor'` keeps the visitors' on the owner's site,
 * `has_lead` those where the visitor left an e-mail (both designed here).
 */
export function getChatConversations(id: Id | string, params: ChatConversationParams = {}, options: CallOptions = {}) {
  return request({
    ...route('getChatConversations', { id }),
    query: params,
    schema: pagedSchema(chatConversationSchema),
    signal: options.signal,
  });
}

/** Asks a chat; the answer arrives as events (start, tokens, sources, end or error) while it is written. */
export function askChat(id: Id | string, body: AskChatBody, onEvent: (event: AskChatEvent) => void, options: CallOptions = {}) {
  return streamRequest({ ...route('askChat', { id }), body, schema: askChatEventSchema, onEvent, signal: options.signal });
}

/** One conversation and its messages (and the e-mail left in it) are removed. Success only on 204. */
export function deleteChatConversation(id: Id | string, conversationId: Id | string, options: CallOptions = {}) {
  return request({
    ...route('deleteChatConversation', { id, conversationId }),
    schema: emptySchema,
    expectStatus: 204,
    signal: options.signal,
  });
}

/** The conversations as CSV (a question and its answer a row), checked like the leads file. */
export function downloadChatConversationsCsv(
  id: Id | string,
  params: Pick<ChatConversationParams, 'origin' | 'has_lead'> = {},
  options: CallOptions & { onProgress?: DownloadProgress } = {},
) {
  return request({
    ...route('downloadChatConversationsCsv', { id }),
    query: params,
    responseType: 'blob',
    onDownloadProgress: options.onProgress,
    schema: csvFileSchema,
    signal: options.signal,
  });
}

/** Downloads the visitors' conversations and saves them as chat-<id>-conversations-YYYY-MM-DD.csv. */
export async function exportChatConversationsCsv(
  id: Id | string,
  params: Pick<ChatConversationParams, 'origin' | 'has_lead'> = {},
  { now = new Date(), save = saveBlobAsFile, signal }: CallOptions & { now?: Date; save?: (blob: Blob, name: string) => void } = {},
): Promise<string> {
  const blob = await downloadChatConversationsCsv(id, params, { signal });
  const name = datedCsvFileName(`chat-${id}-conversations`, now);
  save(blob, name);
  return name;
}

/** The contact details of the lead a visitor left in a conversation, edited by the owner (like a form's lead). */
export function updateChatLead(id: Id | string, conversationId: Id | string, patch: LeadPatch, options: CallOptions = {}) {
  return request({ ...route('updateChatLead', { id, conversationId }), body: patch, schema: leadSchema, signal: options.signal });
}

/** The chat's leads as CSV, the leads file's columns and escaping; `onProgress` follows a large file. */
export function downloadChatLeadsCsv(id: Id | string, options: CallOptions & { onProgress?: DownloadProgress } = {}) {
  return request({
    ...route('downloadChatLeadsCsv', { id }),
    responseType: 'blob',
    onDownloadProgress: options.onProgress,
    schema: csvFileSchema,
    signal: options.signal,
  });
}

/** Downloads the chat's leads and saves them as leads-chat-<id>-YYYY-MM-DD.csv. */
export async function exportChatLeadsCsv(
  id: Id | string,
  { now = new Date(), save = saveBlobAsFile, signal, onProgress }: CallOptions & { now?: Date; save?: (blob: Blob, name: string) => void; onProgress?: DownloadProgress } = {},
): Promise<string> {
  const blob = await downloadChatLeadsCsv(id, { signal, onProgress });
  const name = datedCsvFileName(`leads-chat-${id}`, now);
  save(blob, name);
  return name;
}

// Kept with the chat calls (not in the schemas every screen loads): only a chat's results use them.
/**
 * One day of a chat's statistics (designed here): the visitors' conversations begun that day on the owner's site,
 * and how many of them left an e-mail (a lead).
 */
export const chatStatisticsDaySchema = z.object({
  date: isoDateSchema,
  conversations: z.number().int().nonnegative(),
  leads: z.number().int().nonnegative(),
});
export type ChatStatisticsDay = z.infer<typeof chatStatisticsDaySchema>;

/** GET /training/chat/{id}/statistics/?period | ?date_from&date_to (designed here): the form statistics' range and days. */
export const chatStatisticsSchema = formStatisticsSchema.extend({ days: z.array(chatStatisticsDaySchema) });
export type ChatStatistics = z.infer<typeof chatStatisticsSchema>;

/** Bulk delete of a chat's leads: the conversations named go with their messages and e-mails; success only on 200. */
export function deleteChatConversations(id: Id | string, ids: readonly Id[], options: CallOptions = {}) {
  const body: DeleteSessionsRequest = { ids: [...ids] };
  return request({ ...route('deleteChatConversations', { id }), body, schema: deleteSessionsResultSchema, expectStatus: 200, signal: options.signal });
}

/** Daily visitors' conversations and leads of a chat over a date range (designed here). */
export function getChatStatistics(id: Id | string, params: StatisticsParams, options: CallOptions = {}) {
  return request({ ...route('getChatStatistics', { id }), query: params, schema: chatStatisticsSchema, signal: options.signal });
}
