import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyCalls } from './lazyCalls';
import type { Id, LeadForm, LeadFormWrite, PageParams, StatisticsParams } from '../schemas';
import type { MutationHookOptions, QueryHookOptions } from './shared';
import { cacheSavedItem, forgetDeletedItem, keyId, pageQueryOptions, useApiMutation } from './shared';

/** The calls load with their schemas on first use (see lazyCalls). */
const {
  createLeadForm,
  deleteLeadForm,
  exportLeadsCsv,
  getFormStatistics,
  getLeadForm,
  getLeadForms,
  updateLeadForm,
  preload: preloadFormCalls,
} = lazyCalls(() => import('../endpoints/forms'));

/** My Forms' list call (the first call of /forms) starts loading now; see lazyCalls. */
export { preloadFormCalls };

/**
 * The calls the editor's autosave sequences itself (compare with the server's copy, then update or create),
 * loaded on first use like every other call, so that they do not bring zod into a screen's chunk.
 */
export const leadFormCalls = { getLeadForm, createLeadForm, updateLeadForm };

export const formKeys = {
  all: ['forms'] as const,
  lists: () => [...formKeys.all, 'list'] as const,
  list: (params: PageParams = {}) => [...formKeys.lists(), params] as const,
  details: () => [...formKeys.all, 'detail'] as const,
  detail: (id: Id | string) => [...formKeys.details(), keyId(id)] as const,
  statistics: (id: Id | string, params: StatisticsParams) => [...formKeys.detail(id), 'statistics', params] as const,
};

export function getLeadFormsQueryOptions(params: PageParams = {}) {
  return pageQueryOptions(formKeys.list(params), ({ signal }) => getLeadForms(params, { signal }));
}
export function useLeadForms(
  params: PageParams = {},
  { queryConfig }: QueryHookOptions<typeof getLeadFormsQueryOptions> = {},
) {
  return useQuery({ ...getLeadFormsQueryOptions(params), ...queryConfig });
}

export function getLeadFormQueryOptions(id: Id | string) {
  return queryOptions({ queryKey: formKeys.detail(id), queryFn: ({ signal }) => getLeadForm(id, { signal }) });
}
export function useLeadForm(id: Id | string, { queryConfig }: QueryHookOptions<typeof getLeadFormQueryOptions> = {}) {
  return useQuery({ ...getLeadFormQueryOptions(id), ...queryConfig });
}

export function getFormStatisticsQueryOptions(id: Id | string, params: StatisticsParams) {
  return queryOptions({
    queryKey: formKeys.statistics(id, params),
    queryFn: ({ signal }) => getFormStatistics(id, params, { signal }),
  });
}
export function useFormStatistics(
  id: Id | string,
  params: StatisticsParams,
  { queryConfig }: QueryHookOptions<typeof getFormStatisticsQueryOptions> = {},
) {
  return useQuery({ ...getFormStatisticsQueryOptions(id, params), ...queryConfig });
}

export function useCreateLeadForm({ mutationConfig }: MutationHookOptions<LeadForm, LeadFormWrite> = {}) {
  return useApiMutation((form: LeadFormWrite) => createLeadForm(form), cacheSavedItem(formKeys), mutationConfig);
}

export type UpdateLeadFormVariables = { id: Id | string; form: LeadFormWrite };

/** Saves the form; the answer becomes the cached detail, the lists are refreshed. */
export function useUpdateLeadForm({ mutationConfig }: MutationHookOptions<LeadForm, UpdateLeadFormVariables> = {}) {
  return useApiMutation(({ id, form }: UpdateLeadFormVariables) => updateLeadForm(id, form), cacheSavedItem(formKeys), mutationConfig);
}

/** Irreversible; drops the form's cached detail and its sessions, refreshes the lists. */
export function useDeleteLeadForm({ mutationConfig }: MutationHookOptions<void, Id | string> = {}) {
  // ['sessions', id] = sessionKeys.form(id); spelled out because sessions.ts imports this module.
  return useApiMutation((id: Id | string) => deleteLeadForm(id), forgetDeletedItem(formKeys, (id) => ['sessions', keyId(id)]), mutationConfig);
}

export type ExportLeadsCsvVariables = { id: Id | string; onProgress?: (loaded: number, total: number | null) => void; signal?: AbortSignal };

/** Downloads the leads CSV and saves it; resolves with the file name. */
export function useExportLeadsCsv({ mutationConfig }: MutationHookOptions<string, ExportLeadsCsvVariables> = {}) {
  return useApiMutation(
    ({ id, onProgress, signal }: ExportLeadsCsvVariables) => exportLeadsCsv(id, { onProgress, signal }),
    () => undefined,
    mutationConfig,
  );
}
