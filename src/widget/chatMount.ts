/**
 * A root that names a chat (`data-chat-id`) gets the trained chat instead of a form. The chat's code is a chunk of
 * its own (./chat/), loaded only for such roots. The markdown painter, the calls, the base styles and the text colour
 * rule (which colour reads on the owner's background) it shares with forms are handed to it here, so the chunk never
 * imports the widget script (a page that loaded the script with a cache-busting query would otherwise get a second
 * copy of it).
 */
import { readableTextOn } from '../domain/contrast';
import type { ChatHandle } from './chat/chatView';
import { calls } from './client';
import { BASE_CSS } from './css';
import { answerPainter } from './markdown';

/** The root's own attributes say the rest: `data-launcher`, `data-preview`, `lang`. */
export function mountChat(root: HTMLElement): ChatHandle {
  const chat = import('./chat/chatView').then((code) => code.mountChatView(root, answerPainter, calls, BASE_CSS, readableTextOn));
  // Removed before its code arrived: it mounts and goes at once. A chunk that never arrives leaves the root empty.
  return { destroy: () => void chat.then((view) => view.destroy(), () => undefined) };
}
