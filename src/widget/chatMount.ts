/**
 * A root that names a chat (`data-chat-id`) gets the trained chat instead of a form. The chat's code is a chunk of
 * its own (./chat/), loaded only for such roots. The markdown painter and the calls it shares with forms are handed to it here,
 * so the chunk never imports the widget script (a page that loaded the script with a cache-busting query would
 * otherwise get a second copy of it).
 */
import type { ChatHandle, ChatOptions } from './chat/chatView';
import { calls } from './client';
import { answerPainter } from './markdown';

export function mountChat(root: HTMLElement, options?: Partial<ChatOptions>): ChatHandle {
  const chat = import('./chat/chatView').then((code) => code.mountChatView(root, answerPainter, calls, options));
  // Removed before its code arrived: it mounts and goes at once. A chunk that never arrives leaves the root empty.
  return { destroy: () => void chat.then((view) => view.destroy(), () => undefined) };
}
