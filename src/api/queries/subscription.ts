import { queryOptions, useQuery } from '@tanstack/react-query';
import { USAGE_POLL_INTERVAL_MS } from '../../domain/constants';
import { lazyCalls } from './lazyCalls';
import type { Id } from '../schemas';
import type { QueryHookOptions } from './shared';
import { keyId } from './shared';

/*
 * The subscription area's keys and the usage poll, which the top bar (first load) needs. The plans, checkout
 * and portal hooks are in ./billing, so that only the screens that use them carry them.
 */
const { getUsage, preload: preloadUsage } = lazyCalls(() => import('../endpoints/subscription'));

/** The usage call's code (every signed-in page's top bar asks for it first) starts loading now; see lazyCalls. */
export { preloadUsage };

export const subscriptionKeys = {
  all: ['subscription'] as const,
  tariffs: () => [...subscriptionKeys.all, 'tariffs'] as const,
  mine: () => [...subscriptionKeys.all, 'mine'] as const,
  creditsPerAction: () => [...subscriptionKeys.all, 'creditsPerAction'] as const,
  usage: () => [...subscriptionKeys.all, 'usage'] as const,
  demoCheckout: (id: Id | string) => [...subscriptionKeys.all, 'demoCheckout', keyId(id)] as const,
};

/** The credits badge: polled every 5 s; pass `enabled: signedIn` so it stops after logout. */
export function getUsageQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.usage(),
    queryFn: ({ signal }) => getUsage({ signal }),
    refetchInterval: USAGE_POLL_INTERVAL_MS,
    // A hidden tab does not poll; react-query reads again when the tab is shown (refetchOnWindowFocus).
    refetchIntervalInBackground: false,
  });
}
export function useUsage({ queryConfig }: QueryHookOptions<typeof getUsageQueryOptions> = {}) {
  return useQuery({ ...getUsageQueryOptions(), ...queryConfig });
}
