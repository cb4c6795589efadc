import { setupWorker } from 'msw/browser';
import { allHandlers } from './handlers';

/** The demo backend: the mock handlers running in the browser's service worker. */
export async function startDemoBackend(baseUrl: string): Promise<void> {
  const worker = setupWorker(...allHandlers());
  await worker.start({
    serviceWorker: { url: `${baseUrl}mockServiceWorker.js`, options: { scope: baseUrl } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
