/*
 * index.html's own script in a build against a backend (VITE_API_URL; inlined by vite.config.ts): with a stored
 * session, the page's first calls leave while the HTML is still being read, before any of the app's code has
 * loaded (the app's client takes their answers: src/api/client/early.ts), and the code and texts of the page's
 * first screen are asked for at once, instead of each after the script that imports it has arrived and run. On a
 * share page, signed in or not, it adds the widget's script at once.
 */
import { getAccessToken, readString } from '../api';
import { detectLanguage } from '../i18n/languages';
import { addWidgetScript } from '../widget/protocol';
import { pagePath, sendPageCalls } from './earlyCalls';

/** The build's files (under assets/) of each page (vite.config.ts, firstCode): code by path, texts by language. */
declare const __PAGE_CODE__: { code: Record<string, string[]>; texts: Record<string, Record<string, string[]>> };

function preloadPageCode(pathname: string, language: string): void {
  const path = pagePath(pathname);
  const texts = __PAGE_CODE__.texts[language] ?? {};
  const files = [__PAGE_CODE__.code, texts].flatMap((byPath) => [...(byPath['*'] ?? []), ...(byPath[path] ?? [])]);
  for (const file of files) {
    const link = document.createElement('link');
    // A style sheet is linked as such: the app's loader of lazy code then finds it there and neither links nor
    // waits for it a second time (a preload would be a different request to it). Inserted by a script, it does
    // not hold up the first paint.
    link.rel = file.endsWith('.css') ? 'stylesheet' : 'modulepreload';
    link.href = `${import.meta.env.BASE_URL}assets/${file}`;
    document.head.append(link);
  }
}

/**
 * The page's first number and date formatters, made while its code is still on its way: a page's first Intl object
 * loads the locale's data (about 25 ms on a laptop, 100 ms on a phone), which the first render of a page showing
 * numbers and dates would otherwise wait for. Later ones, whatever their options, are then quick.
 */
function warmUpIntl(language: string): void {
  new Intl.NumberFormat(language).format(0);
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
}

// In a task of its own, right after the parser's: the requests the head asks for (the app's code, its fonts and
// style sheets) only go out once the task that read them ends, so work done inside it would hold them up.
setTimeout(() => {
  // A share page is the widget alone: its script (and with it the form's model call) need not wait for the app's code
  // and the share screen to arrive; the widget mounts the page's root as soon as the app draws it.
  if (/^\/forms\/share\/[^/]+$/.test(pagePath(window.location.pathname))) addWidgetScript();
  if (!getAccessToken()) return;
  const language = detectLanguage(readString('locale'), navigator.languages ?? []);
  sendPageCalls(window.location);
  preloadPageCode(window.location.pathname, language);
  setTimeout(() => warmUpIntl(language), 0);
}, 0);
