import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { lazyCalls } from './lazyCalls';
import type { CheckoutProvider, CheckoutRequest, CheckoutSession, DemoCheckoutOutcome, Id, LtdRedeemResult } from '../schemas';
import { authKeys } from './auth';
import type { MutationHookOptions, QueryHookOptions } from './shared';
import { invalidate, useApiMutation } from './shared';
import { subscriptionKeys } from './subscription';

/** The plans page, checkout, billing portal and the demo provider's page (their screens' chunks only). */
const {
  completeDemoCheckout,
  createCheckoutSession,
  getCreditsPerAction,
  getDemoCheckout,
  getMySubscription,
  getTariffs,
  openBillingPortal,
  redeemLtdCode,
} = lazyCalls(() => import('../endpoints/subscription'));

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

export type CheckoutVariables = { provider: CheckoutProvider; request: CheckoutRequest };

/**
 * Creates the checkout session; the caller sends the browser to its redirect_url (the provider's page, which
 * may be a page of the app itself on the demo backend).
 */
export function useCheckout({ mutationConfig }: MutationHookOptions<CheckoutSession, CheckoutVariables> = {}) {
  return useApiMutation(({ provider, request }: CheckoutVariables) => createCheckoutSession(provider, request), () => undefined, mutationConfig);
}

/** The billing portal's URL for a paying customer; `returnUrl` is where the portal sends them back. */
export function useBillingPortal({ mutationConfig }: MutationHookOptions<{ url: string }, string> = {}) {
  return useApiMutation((returnUrl: string) => openBillingPortal({ return_url: returnUrl }), () => undefined, mutationConfig);
}

/** After a purchase (or on the success page): plan, subscription, user and credits are read again. */
export function refreshPlanAndCredits(queryClient: QueryClient): Promise<unknown> {
  return invalidate(queryClient, subscriptionKeys.all, authKeys.all);
}

export function getDemoCheckoutQueryOptions(id: Id | string) {
  return queryOptions({ queryKey: subscriptionKeys.demoCheckout(id), queryFn: ({ signal }) => getDemoCheckout(id, { signal }) });
}
export function useDemoCheckout(id: Id | string, { queryConfig }: QueryHookOptions<typeof getDemoCheckoutQueryOptions> = {}) {
  return useQuery({ ...getDemoCheckoutQueryOptions(id), ...queryConfig });
}

export type CompleteDemoCheckoutVariables = { id: Id | string; outcome: DemoCheckoutOutcome };
/** The demo provider's Pay / Decline: answers where to send the browser back. */
export function useCompleteDemoCheckout({ mutationConfig }: MutationHookOptions<CheckoutSession, CompleteDemoCheckoutVariables> = {}) {
  return useApiMutation(
    ({ id, outcome }: CompleteDemoCheckoutVariables) => completeDemoCheckout(id, outcome),
    (queryClient, _data, { id }) => queryClient.removeQueries({ queryKey: subscriptionKeys.demoCheckout(id) }),
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
