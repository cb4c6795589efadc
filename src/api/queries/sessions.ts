import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { deleteSession, deleteSessions, getFilling, getSessions, updateLead } from '../endpoints';
import type { Id, Lead, LeadPatch, SessionListParams } from '../schemas';
import { formKeys } from './forms';
import type { MutationHookOptions, QueryHookOptions } from './shared';
import { invalidate, keyId, useApiMutation } from './shared';

/** Sessions and leads of one form live under ['sessions', formId]. */
export const sessionKeys = {
  all: ['sessions'] as const,
  form: (formId: Id | string) => [...sessionKeys.all, keyId(formId)] as const,
  list: (formId: Id | string, params: SessionListParams = {}) => [...sessionKeys.form(formId), 'list', params] as const,
  filling: (formId: Id | string, sessionId: Id | string) =>
    [...sessionKeys.form(formId), 'filling', keyId(sessionId)] as const,
};

export function getSessionsQueryOptions(formId: Id | string, params: SessionListParams = {}) {
  return queryOptions({
    queryKey: sessionKeys.list(formId, params),
    queryFn: ({ signal }) => getSessions(formId, params, { signal }),
    placeholderData: keepPreviousData,
  });
}
export function useSessions(
  formId: Id | string,
  params: SessionListParams = {},
  { queryConfig }: QueryHookOptions<typeof getSessionsQueryOptions> = {},
) {
  return useQuery({ ...getSessionsQueryOptions(formId, params), ...queryConfig });
}

export function getFillingQueryOptions(formId: Id | string, sessionId: Id | string) {
  return queryOptions({
    queryKey: sessionKeys.filling(formId, sessionId),
    queryFn: ({ signal }) => getFilling(formId, sessionId, { signal }),
  });
}
export function useFilling(
  formId: Id | string,
  sessionId: Id | string,
  { queryConfig }: QueryHookOptions<typeof getFillingQueryOptions> = {},
) {
  return useQuery({ ...getFillingQueryOptions(formId, sessionId), ...queryConfig });
}

export type UpdateLeadVariables = { formId: Id | string; sessionId: Id | string; leadId: Id | string; patch: LeadPatch };

export function useUpdateLead({ mutationConfig }: MutationHookOptions<Lead, UpdateLeadVariables> = {}) {
  return useApiMutation(
    ({ formId, sessionId, leadId, patch }: UpdateLeadVariables) => updateLead(formId, sessionId, leadId, patch),
    (queryClient, _lead, { formId }) => invalidate(queryClient, sessionKeys.form(formId)),
    mutationConfig,
  );
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

export function useDeleteSessions({ mutationConfig }: MutationHookOptions<void, DeleteSessionsVariables> = {}) {
  return useApiMutation(
    ({ formId, ids }: DeleteSessionsVariables) => deleteSessions(formId, ids),
    (queryClient, _data, { formId }) => invalidate(queryClient, sessionKeys.form(formId), formKeys.detail(formId), formKeys.lists()),
    mutationConfig,
  );
}
