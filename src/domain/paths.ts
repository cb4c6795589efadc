/**
 * Every in-app path (router links and navigations, under the /app base) in one place: the features link to each
 * other's screens through it without importing each other (a feature's index would load that feature's screens
 * with their own). src/app/routes.tsx declares the same paths as patterns; routes.test.tsx checks that each path
 * here lands on its screen.
 */

type Id = number | string;

/** The signed-in menu's pages, the guest's pages and the other single pages. */
export const appPaths = {
  home: '/',
  login: '/login',
  register: '/register',
  prices: '/prices',
  account: '/account',
  community: '/community',
  rewards: '/rewards',
  /** Where the payment provider returns to after a checkout. */
  checkoutSuccess: '/checkout/success',
  checkoutFailure: '/checkout/failure',
  /** Where the e-mail verification link lands when it worked (the app shows My Forms with a note). */
  emailVerified: '/emailVerification/success',
} as const;

/** A form's screens: My Forms, the editor, AI creation, results, preview and share link to each other. */
export const formPaths = {
  list: '/forms',
  newByHand: '/forms/new',
  newWithAi: '/forms/new/ai',
  edit: (id: Id) => `/forms/${id}`,
  preview: (id: Id) => `/forms/preview/${id}`,
  share: (id: Id) => `/forms/share/${id}`,
  results: (id: Id) => `/forms/results/${id}`,
  filling: (id: Id, sessionId: Id) => `/forms/${id}/session/${sessionId}/filling`,
  integrations: (id: Id) => `/forms/integrations/${id}`,
} as const;

/** The chat area's screens; the results feature links a chat's leads to their conversations. */
export const chatPaths = {
  list: (scope: 'mine' | 'all' = 'mine') => (scope === 'all' ? '/chats?scope=all' : '/chats'),
  create: '/chats/new',
  chat: (id: Id) => `/chats/${id}`,
  settings: (id: Id) => `/chats/${id}/settings`,
  visitors: (id: Id) => `/chats/${id}/visitors`,
  /** The chat's leads in the results' table (docs/chats.md). */
  results: (id: Id) => `/chats/${id}/results`,
  uploads: '/chats/uploads',
  /** The public page with only the chat, for visitors (like a form's share page). */
  share: (id: Id) => `/chats/share/${id}`,
} as const;

/** An in-app path as a full address to copy and share (with the origin and the /app base). */
export function absoluteUrl(path: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return `${globalThis.location?.origin ?? ''}${base}${path}`;
}

/** The public page that shows only the form's widget, as a full address to copy and share. */
export function shareUrl(formId: Id): string {
  return absoluteUrl(formPaths.share(formId));
}
