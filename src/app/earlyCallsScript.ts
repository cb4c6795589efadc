/*
 * index.html's own script in a build against a backend (VITE_API_URL; inlined by vite.config.ts): with a stored
 * session, the page's first calls leave while the HTML is still being read, before any of the app's code has
 * loaded (the app's client takes their answers: src/api/client/early.ts), and the code and texts of the page's
 * first screen are asked for at once, instead of each after the script that imports it has arrived and run.
 * It also starts the app: the entry's script and its preloads are named by its own element (data-entry, data-preloads;
 * vite.config.ts) rather than written into the page, because a share page, signed in or not, needs none of the app:
 * there the script asks for the widget's script and for the share page's own, which draws the page (sharePage.ts). The prerendered login page keeps this script without those
 * attributes, and starts the app itself after its first paint (scripts/prerender.mjs).
 */
import { getAccessToken, keptPageOfSignIn, preloadWidgetForm } from '../api';
import { readString } from '../lib/storage';
import { detectLanguage } from '../i18n/languages';
import { addWidgetScript } from '../widget/protocol';
import { pagePath, pagePlace, sendPageCalls } from './earlyCalls';
import { onceParsed, sharePageOf } from './sharePage';

/** The build's files (under assets/) of each page (vite.config.ts, firstCode): code by path, texts by language. */
declare const __PAGE_CODE__: { code: Record<string, string[]>; texts: Record<string, Record<string, string[]>> };
/** The address of the share page's own script (sharePageScript.ts, built beside the app by vite.config.ts). */
declare const __SHARE_PAGE_SCRIPT__: string;

/** A link to one of the page's files under assets/. */
function linkTo(file: string, rel: 'stylesheet' | 'modulepreload'): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = `${import.meta.env.BASE_URL}assets/${file}`;
  document.head.append(link);
}

/**
 * Asks for the code and texts of the page's first screen. Its style sheets are linked at once, as such: the app's
 * loader of lazy code then finds them there and neither links nor waits for them a second time (a preload would be a
 * different request), and a kept copy of the page waits for them (drawKeptPage). Inserted by a script, they do not
 * hold up the first paint. Its code is asked for one file per task: each link costs the page's thread a few
 * milliseconds (the forty of My Forms in one task with the page's calls blocked it for 55 ms, over 200 on a phone).
 * Those tasks follow each other at once, in order, after the one that sends the page's calls (a message to itself:
 * timers would wait 4 ms each after a few).
 */
function preloadPageCode(pathname: string, language: string): void {
  const path = pagePath(pathname);
  // Named once: the build writes the constant out where it is named.
  const { code, texts: textsByLanguage } = __PAGE_CODE__;
  const texts = textsByLanguage[language] ?? {};
  const files = [code, texts].flatMap((byPath) => [...(byPath['*'] ?? []), ...(byPath[path] ?? [])]);
  for (const file of files.filter((name) => name.endsWith('.css'))) linkTo(file, 'stylesheet');
  const scripts = files.filter((name) => !name.endsWith('.css'));
  const tasks = new MessageChannel();
  tasks.port1.onmessage = () => {
    const file = scripts.shift();
    if (file === undefined) {
      tasks.port1.close();
      return;
    }
    linkTo(file, 'modulepreload');
    tasks.port2.postMessage(null);
  };
  tasks.port2.postMessage(null);
}

/** Once every style sheet the page links has loaded (or failed). */
function styleSheetsLoaded(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet);
  return Promise.all(
    pending.map(
      (link) =>
        new Promise((done) => {
          link.addEventListener('load', done, { once: true });
          link.addEventListener('error', done, { once: true });
        }),
    ),
  );
}

/**
 * The page's first number and date formatters, made while its code is still on its way: a page's first Intl object
 * loads the locale's data (about 25 ms on a laptop, 100 ms on a phone), which the first render of a page showing
 * numbers and dates would otherwise wait for. Later ones, whatever their options, are then quick. One task each, so
 * that neither holds the page's thread for long.
 */
function warmUpIntl(language: string): void {
  setTimeout(() => new Intl.NumberFormat(language).format(0), 0);
  setTimeout(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(0), 0);
}

/**
 * Loads the faces `element`'s text is drawn in, as its computed styles name them: styles only, no layout, so that the
 * copy is laid out once, in its faces (laid out first to find them, it was laid out again when they arrived: on a
 * phone, about 100 ms more before its first paint). Each face only for the characters drawn in it (a Russian page's
 * Cyrillic faces, not every face of the family).
 */
function loadFacesOf(element: HTMLElement): Promise<unknown> {
  const textByFont = new Map<string, string>();
  for (const drawn of element.querySelectorAll('*')) {
    const text = [...drawn.childNodes].map((node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : '')).join('');
    // Text in a part the page does not draw (a menu closed on a phone) asks for no face, as the page itself would not.
    if (!text.trim() || drawn.checkVisibility?.() === false) continue;
    const { fontStyle, fontWeight, fontFamily } = getComputedStyle(drawn);
    const font = `${fontStyle} ${fontWeight} 16px ${fontFamily}`;
    textByFont.set(font, (textByFont.get(font) ?? '') + text);
  }
  return Promise.all([...textByFont].map(([font, text]) => document.fonts.load(font, text).catch(() => [])));
}

/**
 * Calls `then` once the page's first contentful paint, the one about to be drawn, is on the screen: its paint timing
 * entry comes after the frame is presented, a frame or more after it was drawn, and a request sent before then is
 * counted, by Lighthouse's model of a phone, as something that paint waited for. Where paint timing is unknown, or
 * something was painted before, after the next frame.
 */
function afterFirstPaintShown(then: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || painted()) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Paints the copy of this page kept at the person's last visit (src/app/keptPage.ts) into #root, once the parser has
 * read it, if there is one for this place and `language`; says whether there is, and calls `shown` once the frame
 * that shows it is on the screen (or at once if the app drew first). The copy is inert and marked busy
 * until the app renders over it: nothing can be typed into it and lost, and a screen reader does not take it for
 * the current page. It is React's own markup (owner texts in it are text), painted only for the sign-in and person
 * it was kept for, by the same version of the app; the page's policy runs no inline handler or script in any case.
 */
function drawKeptPage(language: string, shown: () => void): boolean {
  const kept = keptPageOfSignIn();
  if (!kept) return false;
  const place = pagePlace();
  if (kept.path !== place.path || kept.small !== place.small || kept.language !== language) return false;
  onceParsed(() => {
    const root = document.getElementById('root');
    // The app may have drawn already (its code came from the cache before the page was read): never over it.
    if (!root || root.firstChild) {
      shown();
      return;
    }
    const copy = document.createElement('div');
    copy.inert = true;
    copy.setAttribute('aria-busy', 'true');
    copy.innerHTML = kept.html;
    // Painted in its own styles and faces or not at all: a style sheet or a face arriving after the copy's first
    // paint would move the page (the header's button drops below the title on a phone). Not laid out until the
    // page's style sheets are in (laid out with some of them, it asked for faces it is not drawn in), then hidden
    // until the faces it is drawn in have arrived, from the cache at a next visit.
    copy.style.display = 'none';
    root.append(copy);
    // From the next frame on: by then this task has linked the page's style sheets (preloadPageCode).
    requestAnimationFrame(() => {
      void styleSheetsLoaded()
        .then(() => {
          copy.style.display = 'contents'; // the layout stays exactly that of #root's own content
          copy.style.visibility = 'hidden';
          return loadFacesOf(copy);
        })
        .then(() => {
          copy.style.removeProperty('visibility');
          afterFirstPaintShown(shown);
        });
    });
  });
  return true;
}

/** Adds the app's entry script and its preloads, as named by this script's element (absent: nothing to start). */
function startApp(self: HTMLOrSVGScriptElement | null): void {
  const entry = self?.dataset.entry;
  if (!entry) return;
  for (const href of self.dataset.preloads?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

const sharePage = sharePageOf(window.location.pathname);
if (sharePage) {
  // Side by side: the form's model, the widget's script, which draws the form, and the page's own small one, which
  // draws its root.
  if (sharePage.kind === 'form') preloadWidgetForm(sharePage.id);
  addWidgetScript();
  const pageScript = document.createElement('script');
  pageScript.src = __SHARE_PAGE_SCRIPT__;
  document.head.append(pageScript);
} else {
  // At once, where the page's entry script stood: the app's code is the first thing the page asks for.
  startApp(document.currentScript);
  // In a task of its own, right after the parser's: the requests the head asks for (the app's code, its fonts and
  // style sheets) only go out once the task that read them ends, so work done inside it would hold them up.
  setTimeout(() => {
    if (!getAccessToken()) return;
    const language = detectLanguage(readString('locale'), navigator.languages ?? []);
    // With the page's copy kept from the last visit, the copy paints first and the refresh follows it: the answers
    // would otherwise arrive, and be read, while the copy is still waiting for its faces and its frame (on a phone
    // they held the copy back by half a second). If the app's code has asked for itself by then, it is not sent.
    const refresh = () => sendPageCalls(window.location);
    if (!drawKeptPage(language, refresh)) refresh();
    preloadPageCode(window.location.pathname, language);
    warmUpIntl(language);
  }, 0);
}
