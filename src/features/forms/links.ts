import type { Id } from '../../api';

/** The app's own address of a path under the base path (/app), e.g. for a share link to copy. */
function appUrl(path: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return `${globalThis.location?.origin ?? ''}${base}${path}`;
}

/** The public page that shows only the widget; it also serves the mini landing page of a mini-page form. */
export function shareUrl(formId: Id | string): string {
  return appUrl(`/forms/share/${formId}`);
}

/** In-app paths (for router links) of a form's screens. */
export const formPaths = {
  list: '/forms',
  newByHand: '/forms/new',
  /** The AI-assisted creation flow (features/aiCreate). */
  newWithAi: '/forms/new/ai',
  edit: (id: Id | string) => `/forms/${id}`,
  preview: (id: Id | string) => `/forms/preview/${id}`,
  share: (id: Id | string) => `/forms/share/${id}`,
  results: (id: Id | string) => `/forms/results/${id}`,
  integrations: (id: Id | string) => `/forms/integrations/${id}`,
} as const;
