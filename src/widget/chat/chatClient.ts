/**
 * The chat embed's calls (docs/api.md "A chat on the owner's site"), made with the form widget's own `call` and
 * `readLines` (../client.ts), handed in by ../chatMount.ts: this chunk imports nothing the widget script holds (that
 * would load a second copy of the script next to a cache-busted one).
 */
import type { ChatEmbedConversation, ChatEmbedEvent, PublicChat } from '../../domain/chatEmbed';
import type { Calls } from '../client';

export interface ChatClient {
  chat(): Promise<PublicChat>;
  start(): Promise<ChatEmbedConversation>;
  conversation(uuid: string): Promise<ChatEmbedConversation>;
  ask(uuid: string, question: string, onEvent: (event: ChatEmbedEvent) => void, signal: AbortSignal): Promise<void>;
  /** The e-mail the visitor leaves when the chat asks (201 `{ id }`; 400 with `fields.email` when refused). */
  lead(uuid: string, email: string): Promise<{ id: number }>;
}

export function createChatClient(apiBase: string, chatId: string, { call, readLines, CallError }: Calls): ChatClient {
  const base = `${apiBase.replace(/\/$/, '')}/api/v1/training/chat/${encodeURIComponent(chatId)}/public/`;
  const conversationPath = (uuid: string) => `conversation/${encodeURIComponent(uuid)}/`;
  const json = async <T>(path: string, body?: unknown) => (await (await call(base + path, { body })).json()) as T;

  /** One streamed line as an event; anything else fails the answer. */
  function eventOf(line: string): ChatEmbedEvent {
    let event: { type?: unknown } | null = null;
    try {
      event = JSON.parse(line) as { type?: unknown } | null;
    } catch {
      // A bad line: the same failure as an event that is not one.
    }
    if (typeof event?.type !== 'string') throw new CallError(200, 'generation_failed');
    return event as ChatEmbedEvent;
  }

  return {
    chat: () => json(''),
    start: () => json('conversation/', {}),
    conversation: (uuid) => json(conversationPath(uuid)),
    lead: (uuid, email) => json(`${conversationPath(uuid)}lead/`, { email }),
    async ask(uuid, question, onEvent, signal) {
      const response = await call(`${base}${conversationPath(uuid)}ask/`, { body: { question }, signal });
      await readLines(response, signal, (line) => onEvent(eventOf(line)));
    },
  };
}
