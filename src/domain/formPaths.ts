/**
 * In-app paths (router links, under the /app base) of a form's screens, in one place: My Forms, the editor, AI
 * creation, results, preview and share all link to each other, and a feature importing another feature's index
 * for a path would load that feature's screens with its own.
 */
export const formPaths = {
  list: '/forms',
  newByHand: '/forms/new',
  newWithAi: '/forms/new/ai',
  edit: (id: number | string) => `/forms/${id}`,
  preview: (id: number | string) => `/forms/preview/${id}`,
  share: (id: number | string) => `/forms/share/${id}`,
  results: (id: number | string) => `/forms/results/${id}`,
  filling: (id: number | string, sessionId: number | string) => `/forms/${id}/session/${sessionId}/filling`,
  integrations: (id: number | string) => `/forms/integrations/${id}`,
} as const;

/** The public page that shows only the form's widget, as a full address to copy and share. */
export function shareUrl(formId: number | string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return `${globalThis.location?.origin ?? ''}${base}${formPaths.share(formId)}`;
}
