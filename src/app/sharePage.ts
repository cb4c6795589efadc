/*
 * A share page (`/forms/share/:formId`, `/chats/share/:chatId`: what a visitor opens from a link) drawn without the
 * app in a build against a backend: index.html's own script (earlyCallsScript.ts) asks for the widget's script and
 * for sharePageScript.ts, which draws the page. The page is the widget alone, and the widget's script (12 KB) is all
 * it needs, where the app's start-up code is ten times that and arrived before the form could be drawn. It draws what the app's share screen draws (src/features/share/
 * ShareScreen.tsx, in BareLayout): the main landmark, the page's heading for screen readers and the widget's root, in
 * the visitor's language, and says so when the widget's script could not be loaded. The widget draws the rest (the
 * form or chat, its landing page, its branding, its "not available" state, its fonts).
 * In demo mode the backend runs in the app, so there the app draws the page.
 */
import { readString } from '../lib/storage';
import { visuallyHidden } from '../design-system/visuallyHidden.css';
import { pageDeclarations, statusDeclarations } from '../features/share/share.css';
import { bare } from '../features/shell/shell.css';
import { detectLanguage, type Language } from '../i18n/languages';
// By name: the page carries only the texts it shows (this script is on every page; its size is counted).
import { chatLoadFailed as enChatFailed, chatTitle as enChat, loadFailed as enFailed, shareTitle as enForm } from '../i18n/locales/en/share.json';
import { chatLoadFailed as esChatFailed, chatTitle as esChat, loadFailed as esFailed, shareTitle as esForm } from '../i18n/locales/es/share.json';
import { chatLoadFailed as ruChatFailed, chatTitle as ruChat, loadFailed as ruFailed, shareTitle as ruForm } from '../i18n/locales/ru/share.json';
import { chatRootAttributes, loadWidget, widgetRootAttributes } from '../widget/protocol';
import { routerBasename } from './config';

/** The page's heading, and what it says when the widget's script could not be loaded: of a form, of a chat. */
const texts: Record<Language, { form: [string, string]; chat: [string, string] }> = {
  en: { form: [enForm, enFailed], chat: [enChat, enChatFailed] },
  ru: { form: [ruForm, ruFailed], chat: [ruChat, ruChatFailed] },
  es: { form: [esForm, esFailed], chat: [esChat, esChatFailed] },
};

export type SharePage = { kind: 'form' | 'chat'; id: string };

/**
 * The share page at `pathname`, or null for any other page. As the router matches its routes: case aside, a trailing
 * slash allowed; the id as written.
 */
export function sharePageOf(pathname: string): SharePage | null {
  const path = pathname.startsWith(routerBasename) ? pathname.slice(routerBasename.length) : pathname;
  const match = /^\/(forms|chats)\/share\/([^/]+)\/?$/i.exec(path);
  if (!match?.[1] || !match[2]) return null;
  return { kind: match[1].toLowerCase() === 'chats' ? 'chat' : 'form', id: decodeURIComponent(match[2]) };
}

/** An element with a class and attributes given as for JSX (`className`, `data-*`). */
function element(tag: string, attributes: Record<string, string>, style: Partial<CSSStyleDeclaration> = {}): HTMLElement {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'className') made.className = value;
    else made.setAttribute(name, value);
  }
  Object.assign(made.style, style);
  return made;
}

/**
 * Draws the page into index.html's #root once the parser has read it, and says so if the widget's script (asked for
 * by index.html's script already: loadWidget waits for that one) could not be loaded. The widget mounts the root
 * whichever arrives first: it watches the page for roots.
 */
export function drawSharePage({ kind, id }: SharePage): void {
  const language = detectLanguage(readString('locale'), navigator.languages ?? []);
  const [title, failedText] = texts[language][kind];
  // As the app's i18n keeps it: the page's language is the visitor's (screen readers, the backend's messages).
  document.documentElement.lang = language;
  const page = element('div', {}, pageDeclarations);
  const heading = element('h1', { className: visuallyHidden });
  heading.textContent = title;
  page.append(heading, element('div', kind === 'chat' ? chatRootAttributes(id) : widgetRootAttributes(id)));
  const main = element('main', { className: bare });
  main.append(page);
  loadWidget().catch(() => {
    const failed = element('p', { role: 'alert' }, statusDeclarations);
    failed.textContent = failedText;
    page.append(failed);
  });
  onceParsed(() => document.getElementById('root')?.replaceChildren(main));
}

/** Runs `draw` once the parser has read the page (index.html's script runs before #root is there). */
export function onceParsed(draw: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', draw, { once: true });
  else draw();
}
