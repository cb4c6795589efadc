import type { Id } from '../../api';

/** In-app paths of the screens this feature shows (and of My Forms and the form's editor it links back to). */
export const resultsPaths = {
  forms: '/forms',
  results: (formId: Id | string) => `/forms/results/${formId}`,
  filling: (formId: Id | string, sessionId: Id | string) => `/forms/${formId}/session/${sessionId}/filling`,
  integrations: (formId: Id | string) => `/forms/integrations/${formId}`,
  edit: (formId: Id | string) => `/forms/${formId}`,
} as const;

/** The public page that shows only the widget: what an owner shares to collect leads. */
export function shareUrl(formId: Id | string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return `${globalThis.location?.origin ?? ''}${base}/forms/share/${formId}`;
}
