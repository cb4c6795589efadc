/**
 * The chat embed's calls (docs/api.md "A chat on the owner's site") with a few lines of fetch, like the form's
 * client (../client.ts): no zod, no token. Part of the chat's own chunk, so it imports nothing the widget script
 * holds (that would load a second copy of the script next to a cache-busted one).
 */
import type { ChatEmbedConversation, ChatEmbedEvent, PublicChat } from '../../domain/chatEmbed';

/** A failed call: the HTTP status (0 when no answer arrived) and the server's code. */
export class ChatCallError extends Error {
  constructor(
    readonly status: number,
    readonly code = '',
  ) {
    super(code || `HTTP ${status}`);
  }
}

export interface ChatClient {
  chat(): Promise<PublicChat>;
  start(): Promise<ChatEmbedConversation>;
  conversation(uuid: string): Promise<ChatEmbedConversation>;
  ask(uuid: string, question: string, onEvent: (event: ChatEmbedEvent) => void, signal: AbortSignal): Promise<void>;
}

/** One streamed line as an event; anything else fails the answer. */
function eventOf(line: string): ChatEmbedEvent {
  let event: { type?: unknown } | null = null;
  try {
    event = JSON.parse(line) as { type?: unknown } | null;
  } catch {
    // A bad line: the same failure as an event that is not one.
  }
  if (typeof event?.type !== 'string') throw new ChatCallError(200, 'generation_failed');
  return event as ChatEmbedEvent;
}

export function createChatClient(apiBase: string, chatId: string): ChatClient {
  const base = `${apiBase.replace(/\/$/, '')}/api/v1/training/chat/${encodeURIComponent(chatId)}/public/`;
  const conversationPath = (uuid: string) => `conversation/${encodeURIComponent(uuid)}/`;

  async function send(path: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(base + path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
        signal,
      });
    } catch {
      throw new ChatCallError(0);
    }
    if (response.ok) return response;
    const data = (await response.json().catch(() => ({}))) as { code?: unknown };
    throw new ChatCallError(response.status, typeof data.code === 'string' ? data.code : '');
  }
  const json = async <T>(path: string, body?: unknown) => (await (await send(path, body)).json()) as T;

  return {
    chat: () => json(''),
    start: () => json('conversation/', {}),
    conversation: (uuid) => json(conversationPath(uuid)),
    async ask(uuid, question, onEvent, signal) {
      const response = await send(`${conversationPath(uuid)}ask/`, { question }, signal);
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      // However the reading ends (Stop, a bad line), the server sees the stream cancelled and stops generating.
      const cancel = () => void reader.cancel().catch(() => undefined);
      signal.addEventListener('abort', cancel, { once: true });
      let pending = '';
      try {
        for (;;) {
          const { done, value } = await reader.read().catch(() => {
            throw new ChatCallError(0);
          });
          if (done || signal.aborted) break;
          const lines = (pending + value).split('\n');
          pending = lines.pop()!;
          for (const line of lines) if (line.trim()) onEvent(eventOf(line));
        }
      } finally {
        signal.removeEventListener('abort', cancel);
        cancel();
      }
    },
  };
}
