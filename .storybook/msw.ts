import { setupWorker } from 'msw/browser';

/** API calls that reached no handler during the current story; the vitest setup fails the story on any. */
export const unhandledApiRequests: string[] = [];

const isApiCall = (url: URL) => /\/(api\/v1|llm_chain)\//.test(url.pathname);

// Relative to the preview iframe, so a static Storybook build works from any path on any host.
const workerUrl = new URL('mockServiceWorker.js', document.baseURI).pathname;

export async function setupStoryWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: workerUrl },
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (!isApiCall(url)) return;
      unhandledApiRequests.push(`${request.method} ${url.pathname}${url.search}`);
      print.error();
    },
  });
  return worker;
}
