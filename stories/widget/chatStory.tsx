import { useEffect, useRef } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { db } from '../../mocks/db';
import type { Chat } from '../../src/api/schemas';
import { WIDGET_ROOT_CLASS } from '../../src/domain/embed';
import { mountChat } from '../../src/widget/chatMount';

/** Helpers for the chat embed's stories: a chat root as an owner pastes it, and queries inside its shadow root. */

/** The seed's "Support assistant": published, violet, saves history, source links after the answer. */
export const seedChat = 1;

export interface ChatRootProps {
  chatId?: number;
  languages?: string[];
  /** The owner's page width (320 px: the narrowest phone). */
  width?: number;
  /** The floating launcher (`data-launcher`). */
  launcher?: boolean;
  /** The editor's live preview (`data-preview`): shows what the app sends and makes no calls. */
  preview?: boolean;
}

/** Mounted through the widget script's own path (src/widget/chatMount.ts), so the chat's lazy chunk loads as on a page. */
export function ChatRoot({ chatId = seedChat, languages = ['en-US'], width, launcher = false, preview = false }: ChatRootProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chat = mountChat(ref.current!);
    return () => chat.destroy();
    // Mounted once per story, as a page mounts it once.
  }, []);
  const root = (
    <div ref={ref} className={WIDGET_ROOT_CLASS} data-chat-id={chatId} lang={languages[0]} data-api-url={location.origin} {...(launcher ? { 'data-launcher': '' } : {})} {...(preview ? { 'data-preview': '' } : {})} />
  );
  // The root's own box is the widget's (`all: initial`): the page's width is its container's.
  return width ? <div style={{ width }}>{root}</div> : root;
}

/** Queries inside the chat's open shadow root, once the chat (or its notice) is shown. */
export async function chatIn(canvasElement: HTMLElement) {
  const root = canvasElement.querySelector<HTMLElement>(`.${WIDGET_ROOT_CLASS}`);
  await waitFor(() => expect(root?.shadowRoot?.querySelector('.w:not([data-state=loading])')).toBeTruthy(), { timeout: 5_000 });
  return within(root!.shadowRoot!.querySelector<HTMLElement>('.w')!.parentElement!);
}

/** The element focused inside the chat (the page sees only the root element as focused). */
export const focusedInChat = (canvasElement: HTMLElement) => canvasElement.querySelector(`.${WIDGET_ROOT_CLASS}`)?.shadowRoot?.activeElement ?? null;

/** Changes the seeded chat before the story renders (the store is reset, and a visitor's kept conversation forgotten, before every story). */
export function withChat(patch: Partial<Chat> = {}, chatId = seedChat) {
  return () => {
    db.chats.update(chatId, patch);
  };
}
