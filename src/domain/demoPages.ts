/*
 * The demo backends' own pages: the inbox of the e-mails the demo "sent" and the page about the automation
 * connector. Built in only on a demo backend (in the browser, or `npm run api` with VITE_DEMO_BACKEND=true): the
 * condition is a build-time constant, so a build against a real backend has neither the routes nor the links.
 */
export const demoPagesBuilt = !import.meta.env.VITE_API_URL || import.meta.env.VITE_DEMO_BACKEND === 'true';

/** In-app paths of the demo's pages (router links, under the /app base). */
export const demoPaths = {
  inbox: '/demo/inbox',
  email: (id: number | string) => `/demo/inbox/${id}`,
  connector: '/demo/connector',
} as const;

let inboxInBanner = demoPagesBuilt;

/** Whether the verify banner links to the demo inbox (on wherever the pages are built). */
export const demoInboxInBanner = (): boolean => inboxInBanner;

/**
 * Storybook only: the verify banner is on nearly every signed-in screen's story, and their pictures show the
 * banner as it was before the inbox; the stories about the inbox turn its link on (parameters.demoInboxInBanner).
 */
export function showDemoInboxInBanner(shown: boolean): void {
  inboxInBanner = demoPagesBuilt && shown;
}
