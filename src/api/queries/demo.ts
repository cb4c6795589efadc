import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyCalls } from './lazyCalls';
import { authKeys } from './auth';
import type { MutationHookOptions, QueryHookOptions } from './shared';
import { invalidate, useApiMutation } from './shared';

/** The demo backends' inbox (designed here, demo only): its calls load with the demo's pages. */
const { confirmDemoEmail, getDemoInbox } = lazyCalls(() => import('../endpoints/demo'));

export const demoKeys = {
  all: ['demo'] as const,
  inbox: () => [...demoKeys.all, 'inbox'] as const,
};

export function getDemoInboxQueryOptions() {
  return queryOptions({ queryKey: demoKeys.inbox(), queryFn: ({ signal }) => getDemoInbox({ signal }) });
}
export function useDemoInbox({ queryConfig }: QueryHookOptions<typeof getDemoInboxQueryOptions> = {}) {
  return useQuery({ ...getDemoInboxQueryOptions(), ...queryConfig });
}

/** Follows a verification link: the user is read again, so the verify banner goes and AI creation opens. */
export function useConfirmDemoEmail({ mutationConfig }: MutationHookOptions<void, string> = {}) {
  return useApiMutation((token: string) => confirmDemoEmail(token), (queryClient) => invalidate(queryClient, authKeys.all), mutationConfig);
}
