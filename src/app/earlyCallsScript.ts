/*
 * index.html's own script in a build against a backend (VITE_API_URL; inlined by vite.config.ts): with a stored
 * session, the page's first calls leave while the HTML is still being read, before any of the app's code has
 * loaded (the app's client takes their answers: src/api/client/early.ts), and the code and texts of the page's
 * first screen are asked for at once, instead of each after the script that imports it has arrived and run.
 */
import { getAccessToken, readString } from '../api';
import { detectLanguage } from '../i18n/languages';
import { pagePath, sendPageCalls } from './earlyCalls';

/** The build's files (under assets/) of each page (vite.config.ts, firstCode): code by path, texts by language and path. */
declare const __PAGE_CODE__: { code: Record<string, string[]>; texts: Record<string, Record<string, string[]>> };

function preloadPageCode(pathname: string): void {
  const path = pagePath(pathname);
  const texts = __PAGE_CODE__.texts[detectLanguage(readString('locale'), navigator.languages ?? [])] ?? {};
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

if (getAccessToken()) {
  sendPageCalls(window.location);
  preloadPageCode(window.location.pathname);
}
