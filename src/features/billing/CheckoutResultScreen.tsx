import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshPlanAndCredits, useMySubscription, type Subscription } from '../../api';
import { CheckoutResultView } from './CheckoutResultView';

/** How often a purchase the provider has not confirmed yet is asked about again. */
const PENDING_RECHECK_MS = 5_000;

/** What the subscription call says of the purchase: a plan in force, one waiting for the payment, or none. */
export type PurchaseState = 'active' | 'pending' | 'none';
export function purchaseStateOf(subscription: Pick<Subscription, 'status'> | null): PurchaseState {
  const status = subscription?.status ?? '';
  if (status === 'active' || status === 'trialing') return 'active';
  // The provider's words for a payment not confirmed yet; an ended subscription (canceled, expired) is no purchase.
  return ['incomplete', 'pending', 'processing'].includes(status) ? 'pending' : 'none';
}

/**
 * /checkout/success: what the subscription call says, not what the address claims (it can be opened without
 * paying). Active: the thanks, with plan and credits read again. Pending: the payment is being confirmed, asked
 * again every few seconds. None: no purchase on this account, and the way to the plans.
 */
export function CheckoutSuccessScreen() {
  const queryClient = useQueryClient();
  const subscription = useMySubscription({
    queryConfig: {
      refetchOnMount: 'always',
      refetchInterval: (query) => (query.state.data && purchaseStateOf(query.state.data) === 'pending' ? PENDING_RECHECK_MS : false),
    },
  });
  // An answer kept from before this page (read while the owner was on the plans, then paying) says nothing of the
  // purchase: only one asked for after the page opened does.
  const state = subscription.data === undefined || !subscription.isFetchedAfterMount ? null : purchaseStateOf(subscription.data);
  useEffect(() => {
    if (state === 'active') void refreshPlanAndCredits(queryClient);
  }, [state, queryClient]);

  return (
    <CheckoutResultView
      outcome={subscription.isError && !subscription.data ? 'checkFailed' : state === null ? 'checking' : state === 'active' ? 'paid' : state}
      rechecking={subscription.isFetching}
      onCheckAgain={() => void subscription.refetch()}
    />
  );
}

/** /checkout/failure: four lines on what happened, with the way to try again and to reach support. */
export function CheckoutFailureScreen() {
  return <CheckoutResultView outcome="failed" />;
}
