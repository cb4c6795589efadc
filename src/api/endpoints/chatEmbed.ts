/**
 * A chat on the owner's site: the calls a visitor's page makes (designed here, docs/api.md "A chat on the
 * owner's site"). The widget's chat makes the same calls with its own few lines of fetch (src/widget/chat/) to
 * stay small; these are what the contract test, the fault matrix and any app use call, over the schemas the
 * mock backend checks with.
 */
import { request, streamRequest } from '../client';
import { askChatEventSchema, chatEmbedConversationSchema, chatEmbedLeadSchema, publicChatSchema, type AskChatEvent, type Id } from '../schemas';
import { route } from './routes';
import type { CallOptions } from './types';

/** The published chat; 404 when it does not exist or is not published. */
export function getPublicChat(chatId: Id | string, options: CallOptions = {}) {
  return request({ ...route('getPublicChat', { id: chatId }), schema: publicChatSchema, auth: false, signal: options.signal });
}

/** A new conversation (201): its `uuid` names it in the next calls. */
export function startPublicChatConversation(chatId: Id | string, options: CallOptions = {}) {
  return request({
    ...route('startPublicChatConversation', { id: chatId }),
    body: {},
    schema: chatEmbedConversationSchema,
    auth: false,
    signal: options.signal,
  });
}

/** The conversation so far (empty unless the chat saves history); 404 when it is not this chat's. */
export function getPublicChatConversation(chatId: Id | string, uuid: string, options: CallOptions = {}) {
  return request({
    ...route('getPublicChatConversation', { id: chatId, uuid }),
    schema: chatEmbedConversationSchema,
    auth: false,
    signal: options.signal,
  });
}

/** Asks one question; the answer streams back as events (`onEvent` gets each one as it arrives). */
export function askPublicChat(
  chatId: Id | string,
  uuid: string,
  question: string,
  onEvent: (event: AskChatEvent) => void,
  options: CallOptions = {},
) {
  return streamRequest({
    ...route('askPublicChat', { id: chatId, uuid }),
    body: { question },
    schema: askChatEventSchema,
    onEvent,
    auth: false,
    signal: options.signal,
  });
}

/**
 * The e-mail a visitor leaves when the chat asks (201 `{ id }`): the form's lead rules, so 400 field errors on
 * `email` when it is empty or not an address; 409 `leads_not_collected` when the chat does not ask for e-mails.
 */
export function leavePublicChatLead(chatId: Id | string, uuid: string, email: string, options: CallOptions = {}) {
  return request({
    ...route('leavePublicChatLead', { id: chatId, uuid }),
    body: { email },
    schema: chatEmbedLeadSchema,
    auth: false,
    signal: options.signal,
  });
}
