import { setupWorker } from 'msw/browser';
import { configureMockDelays } from './config';
import { snapshotDb, type DbSnapshot } from './db/store';
import { loadDemoStore, persistDemoStore, RESET_DEMO_PARAM, resetDemoStore } from './demoStore';
import { allHandlers } from './handlers';

/** Console controls of the demo backend: `window.__demoBackend.reset()` puts the seed back. */
export interface DemoBackendControls {
  /** Back to the seed (documented in docs/mock-backend.md), then reloads the page. */
  reset(): void;
  /** The whole store, for a look in the console. */
  snapshot(): DbSnapshot;
}

declare global {
  interface Window {
    __demoBackend?: DemoBackendControls;
  }
}

/** `?resetDemo=1` in the address: reset, then drop the flag so a reload does not reset again. */
async function resetFromUrl(): Promise<void> {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(RESET_DEMO_PARAM)) return;
  await resetDemoStore();
  url.searchParams.delete(RESET_DEMO_PARAM);
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The demo backend: the mock handlers running in the browser's service worker, over the store saved in
 * local storage. AI calls take a couple of seconds, so the waiting states of the app are visible.
 */
export async function startDemoBackend(baseUrl: string): Promise<void> {
  configureMockDelays({ request: 150, ai: 2_000, trainingPage: 400, token: 40 });
  await loadDemoStore();
  await resetFromUrl();
  persistDemoStore();
  window.__demoBackend = {
    reset() {
      void resetDemoStore().then(() => window.location.reload());
    },
    snapshot: snapshotDb,
  };
  const worker = setupWorker(...allHandlers());
  await worker.start({
    serviceWorker: { url: `${baseUrl}mockServiceWorker.js`, options: { scope: baseUrl } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
