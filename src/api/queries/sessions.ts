import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { lazyCalls } from './lazyCalls';
import type { DeleteSessionsResult, FillingParams, Id, Lead, LeadPatch, LeadSession, Paged, SessionListParams } from '../schemas';
import { formKeys } from './forms';
import type { MutationHookOptions, QueryHookOptions } from './shared';
import { invalidate, keyId, pageQueryOptions, useApiMutation } from './shared';

/** The calls load with their schemas on first use (see lazyCalls). */
const { deleteSession, deleteSessions, getFilling, getSessions, updateLead } = lazyCalls(() => import('../endpoints/sessions'));

/** Sessions and leads of one form live under ['sessions', formId]. */
export const sessionKeys = {
  all: ['sessions'] as const,
  form: (formId: Id | string) => [...sessionKeys.all, keyId(formId)] as const,
  list: (formId: Id | string, params: SessionListParams = {}) => [...sessionKeys.form(formId), 'list', params] as const,
  filling: (formId: Id | string, sessionId: Id | string, params: FillingParams = {}) =>
    [...sessionKeys.form(formId), 'filling', keyId(sessionId), params] as const,
};

export function getSessionsQueryOptions(formId: Id | string, params: SessionListParams = {}) {
  return pageQueryOptions(sessionKeys.list(formId, params), ({ signal }) => getSessions(formId, params, { signal }));
}
export function useSessions(
  formId: Id | string,
  params: SessionListParams = {},
  { queryConfig }: QueryHookOptions<typeof getSessionsQueryOptions> = {},
) {
  return useQuery({ ...getSessionsQueryOptions(formId, params), ...queryConfig });
}

export function getFillingQueryOptions(formId: Id | string, sessionId: Id | string, params: FillingParams = {}) {
  return queryOptions({
    queryKey: sessionKeys.filling(formId, sessionId, params),
    queryFn: ({ signal }) => getFilling(formId, sessionId, params, { signal }),
  });
}
export function useFilling(
  formId: Id | string,
  sessionId: Id | string,
  params: FillingParams = {},
  { queryConfig }: QueryHookOptions<typeof getFillingQueryOptions> = {},
) {
  return useQuery({ ...getFillingQueryOptions(formId, sessionId, params), ...queryConfig });
}

export type UpdateLeadVariables = { formId: Id | string; sessionId: Id | string; leadId: Id | string; patch: LeadPatch };

export function useUpdateLead({ mutationConfig }: MutationHookOptions<Lead, UpdateLeadVariables> = {}) {
  return useApiMutation(
    ({ formId, sessionId, leadId, patch }: UpdateLeadVariables) => updateLead(formId, sessionId, leadId, patch),
    (queryClient, _lead, { formId }) => invalidate(queryClient, sessionKeys.form(formId)),
    mutationConfig,
  );
}

/** A lead's contact details changed in every cached page of sessions (shown at once, before the server answers). */
export function patchCachedLead(
  queryClient: QueryClient,
  formId: Id | string,
  sessionId: Id,
  patch: LeadPatch,
): () => void {
  const pages = queryClient.getQueriesData<Paged<LeadSession>>({ queryKey: [...sessionKeys.form(formId), 'list'] });
  for (const [key, page] of pages) {
    if (!page) continue;
    queryClient.setQueryData<Paged<LeadSession>>(key, {
      ...page,
      results: page.results.map((s) => (s.id === sessionId && s.lead ? { ...s, lead: { ...s.lead, ...patch, field_values: patch.field_values ?? s.lead.field_values } } : s)),
    });
  }
  // Puts every page back as it was: the server refused the change.
  return () => {
    for (const [key, page] of pages) queryClient.setQueryData(key, page);
  };
}

export type DeleteSessionVariables = { formId: Id | string; sessionId: Id | string };

/** Deleting sessions changes the form's lead count too, so the form is refreshed with them. */
export function useDeleteSession({ mutationConfig }: MutationHookOptions<void, DeleteSessionVariables> = {}) {
  return useApiMutation(
    ({ formId, sessionId }: DeleteSessionVariables) => deleteSession(formId, sessionId),
    (queryClient, _data, { formId }) => invalidate(queryClient, sessionKeys.form(formId), formKeys.detail(formId), formKeys.lists()),
    mutationConfig,
  );
}

export type DeleteSessionsVariables = { formId: Id | string; ids: readonly Id[] };

export function useDeleteSessions({ mutationConfig }: MutationHookOptions<DeleteSessionsResult, DeleteSessionsVariables> = {}) {
  return useApiMutation(
    ({ formId, ids }: DeleteSessionsVariables) => deleteSessions(formId, ids),
    (queryClient, _data, { formId }) => invalidate(queryClient, sessionKeys.form(formId), formKeys.detail(formId), formKeys.lists()),
    mutationConfig,
  );
}
