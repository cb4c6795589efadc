import { queryOptions, useQuery } from '@tanstack/react-query';
import { USAGE_POLL_INTERVAL_MS } from '../../domain/constants';
import {
  getCreditsPerAction,
  getMySubscription,
  getTariffs,
  getUsage,
  goToCheckout,
  redeemLtdCode,
} from '../endpoints';
import type { CheckoutProvider, CheckoutRequest, LtdRedeemResult } from '../schemas';
import { authKeys } from './auth';
import type { MutationHookOptions, QueryHookOptions } from './shared';
import { invalidate, useApiMutation } from './shared';

export const subscriptionKeys = {
  all: ['subscription'] as const,
  tariffs: () => [...subscriptionKeys.all, 'tariffs'] as const,
  mine: () => [...subscriptionKeys.all, 'mine'] as const,
  creditsPerAction: () => [...subscriptionKeys.all, 'creditsPerAction'] as const,
  usage: () => [...subscriptionKeys.all, 'usage'] as const,
};

export function getTariffsQueryOptions() {
  return queryOptions({ queryKey: subscriptionKeys.tariffs(), queryFn: ({ signal }) => getTariffs({ signal }), staleTime: 5 * 60_000 });
}
export function useTariffs({ queryConfig }: QueryHookOptions<typeof getTariffsQueryOptions> = {}) {
  return useQuery({ ...getTariffsQueryOptions(), ...queryConfig });
}

/** null = no subscription record = the free plan. */
export function getMySubscriptionQueryOptions() {
  return queryOptions({ queryKey: subscriptionKeys.mine(), queryFn: ({ signal }) => getMySubscription({ signal }) });
}
export function useMySubscription({ queryConfig }: QueryHookOptions<typeof getMySubscriptionQueryOptions> = {}) {
  return useQuery({ ...getMySubscriptionQueryOptions(), ...queryConfig });
}

export function getCreditsPerActionQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.creditsPerAction(),
    queryFn: ({ signal }) => getCreditsPerAction({ signal }),
    staleTime: 5 * 60_000,
  });
}
export function useCreditsPerAction({ queryConfig }: QueryHookOptions<typeof getCreditsPerActionQueryOptions> = {}) {
  return useQuery({ ...getCreditsPerActionQueryOptions(), ...queryConfig });
}

/** The credits badge: polled every 5 s (SPEC §7); pass `enabled: signedIn` so it stops after logout. */
export function getUsageQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.usage(),
    queryFn: ({ signal }) => getUsage({ signal }),
    refetchInterval: USAGE_POLL_INTERVAL_MS,
  });
}
export function useUsage({ queryConfig }: QueryHookOptions<typeof getUsageQueryOptions> = {}) {
  return useQuery({ ...getUsageQueryOptions(), ...queryConfig });
}

export type CheckoutVariables = { provider: CheckoutProvider; request: CheckoutRequest };

/** Creates the checkout session and sends the browser to the provider's page. */
export function useCheckout({ mutationConfig }: MutationHookOptions<void, CheckoutVariables> = {}) {
  return useApiMutation(
    ({ provider, request }: CheckoutVariables) => goToCheckout(provider, request),
    () => undefined,
    mutationConfig,
  );
}

/** Lifetime-deal code exchange: the plan and the user (ltd_tariff) change. */
export function useRedeemLtdCode({ mutationConfig }: MutationHookOptions<LtdRedeemResult, string> = {}) {
  return useApiMutation(
    (code: string) => redeemLtdCode({ code }),
    (queryClient) => invalidate(queryClient, subscriptionKeys.all, authKeys.user()),
    mutationConfig,
  );
}
