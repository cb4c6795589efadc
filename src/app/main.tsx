// First: zod loads later, and must find its configuration set (the pages' policy allows no eval).
import './zodWithoutEval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient, getAccessToken } from '../api';
import '../design-system/tokens';
import { i18nReady } from '../i18n';
import { preloadSignedInParts } from '../features/shell';
import { App } from './App';
import { appQueryClient } from './AppProviders';
import { preloadRoute } from './router';

const hasSession = Boolean(getAccessToken());
// With a stored session the page's first calls go out now, alongside its code, not after it. A production build
// against a backend has sent them from index.html already (vite.config.ts, inlineEarlyCalls).
if (hasSession && !(import.meta.env.PROD && import.meta.env.VITE_API_URL)) {
  void import('./earlyCalls').then(({ sendPageCalls }) => sendPageCalls(window.location));
}
/** Demo mode: starts the in-browser demo backend (once). */
let startDemoBackend: (() => Promise<unknown>) | undefined;

// Demo mode: the mock backend runs in the browser. It starts with the first request (a stored session's check
// asks at once) or the first key or pointer press (a guest about to sign in), and requests wait for it; the page
// never does: a guest's /login makes no request, so its first paint and its load never include the mock backend.
// The condition is config.ts's isDemoMode written out, so that Vite replaces it by a constant: with VITE_API_URL
// set, the import is dropped before bundling and no mock code is built at all.
if (!import.meta.env.VITE_API_URL) {
  let started: Promise<unknown> | undefined;
  const start = () =>
    // eslint-disable-next-line import-x/no-restricted-paths -- the one sanctioned import of mocks from src/
    (started ??= import('../../mocks/browser').then((demo) => demo.startDemoBackend(import.meta.env.BASE_URL)));
  startDemoBackend = start;
  configureApiClient({ ready: start });
  const early = ['keydown', 'pointerdown'] as const;
  const startEarly = () => {
    for (const type of early) window.removeEventListener(type, startEarly, true);
    void start();
  };
  for (const type of early) window.addEventListener(type, startEarly, true);
  // `?resetDemo=1` (the demo backend's reset link) takes effect on opening.
  if (new URLSearchParams(window.location.search).has('resetDemo')) void start();
}

/** The longest a guest's first render waits for the fonts the page has started to load. */
const FONTS_WAIT_MAX_MS = 1_000;

// A guest's page paints at once: its texts and screen load side by side and the first render waits for both, so
// the first paint is the real page. It also waits for the fonts the page has started to load (the prerendered
// login's copy loads its heading and button faces after its first paint), so that the render over the copy draws
// its text in its own faces at once. With a stored session the first paint is the session check's spinner: the
// screen's chunk then loads alongside the check instead of before the paint.
// With a stored session, what its person last saw on this device is drawn at once, then refreshed (warmCache.ts:
// kept for this sign-in only). Its code loads beside the texts; a guest's page never loads it.
const firstRenderWaitsFor = hasSession
  ? [i18nReady, import('./keptPage').then(({ startWarmVisit }) => startWarmVisit(appQueryClient)).catch(() => undefined)]
  : [
      i18nReady,
      preloadRoute(window.location.pathname).catch(() => undefined),
      Promise.race([document.fonts.ready, new Promise((resolve) => setTimeout(resolve, FONTS_WAIT_MAX_MS))]),
    ];
void Promise.all(firstRenderWaitsFor).then(() => {
  // npm run size counts the scripts fetched before this mark as what the page needs for its first paint.
  performance.mark('app:render');
  // As a transition, React renders the first page in slices of a few milliseconds instead of one long task, so
  // the page stays responsive while it starts (Lighthouse's total blocking time). Without index.html's #root,
  // createRoot throws "Target container is not a DOM element".
  const reactRoot = createRoot(document.getElementById('root')!);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // With a stored session the first thing the app does is the session check: the code that takes the first calls'
  // answers, the layout's signed-in parts, the page's screen (and in demo mode the backend) start loading now,
  // alongside the render, rather than when each is first asked for.
  if (hasSession) {
    void import('./earlyCallCode').then(({ preloadAnswerCode }) => preloadAnswerCode(window.location));
    preloadSignedInParts();
    void startDemoBackend?.();
    void preloadRoute(window.location.pathname).catch(() => undefined);
  }
});
