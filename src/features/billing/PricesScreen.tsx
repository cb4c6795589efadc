import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillingPortal, useCheckout, useCreditsPerAction, useMySubscription, useTariffs, type BillingPeriod, type Id } from '../../api';
import { useSnackbar } from '../../design-system';
import { useAuth } from '../auth';
import { creditCost, currentPlan, initialPeriod, planCards, planKind } from './plans';
import { PricesView } from './PricesView';
import { absoluteUrl, appPaths } from '../../domain/paths';
import { useRedirect } from './redirect';

/** The card payment provider named in the checkout call (/subscription/create-checkout-session/{provider}/). */
const CHECKOUT_PROVIDER = 'stripe';

/**
 * /prices: plans from the server, the owner's current plan (no subscription record = Free), a purchase through
 * the provider's checkout, and the billing portal for paying customers. Plans-page and checkout errors are
 * logged for support and the owner is told that it did not work.
 */
export function PricesScreen() {
  const { t } = useTranslation('billing');
  const { show } = useSnackbar();
  const { user } = useAuth();
  const redirect = useRedirect();
  const tariffs = useTariffs();
  const subscription = useMySubscription();
  const costs = useCreditsPerAction();
  const [chosenPeriod, setPeriod] = useState<BillingPeriod | null>(null);
  const [buyingId, setBuyingId] = useState<Id | null>(null);

  const checkout = useCheckout({
    mutationConfig: {
      // The browser leaves for the provider: the button keeps spinning until it is gone.
      onSuccess: ({ redirect_url }) => redirect(redirect_url),
      onError: (error) => {
        console.error('Checkout failed', error);
        setBuyingId(null);
        show({ tone: 'error', message: t(error.message === 'already_subscribed' ? 'prices.alreadySubscribed' : 'prices.checkoutFailed') });
      },
    },
  });
  const portal = useBillingPortal({
    mutationConfig: {
      onSuccess: ({ url }) => redirect(url),
      onError: (error) => {
        console.error('Billing portal failed', error);
        show({ tone: 'error', message: t('prices.portal.failed') });
      },
    },
  });

  useEffect(() => {
    if (tariffs.error) console.error('Reading the plans failed', tariffs.error);
    if (subscription.error) console.error('Reading the subscription failed', subscription.error);
    if (costs.error) console.error('Reading the credit costs failed', costs.error);
  }, [tariffs.error, subscription.error, costs.error]);

  // Only a failed plans list stops the page; a failed subscription read is logged and the plans shown as for Free.
  const mine = subscription.isError ? null : (subscription.data ?? null);
  const loaded = tariffs.data ?? [];
  const period = chosenPeriod ?? initialPeriod(mine);
  const cards = tariffs.data ? planCards(loaded, mine, user, period) : [];
  const yearly = planCards(loaded, null, null, 'year').map((card) => card.yearlySavingPercent ?? 0);
  const bestSaving = yearly.length > 0 ? Math.max(...yearly) : 0;
  const current = currentPlan(loaded, mine, user);

  return (
    <PricesView
      status={tariffs.isPending || subscription.isPending ? 'loading' : tariffs.isError ? 'error' : 'ready'}
      cards={cards}
      period={period}
      onPeriodChange={setPeriod}
      yearlySaving={bestSaving > 0 ? bestSaving : null}
      costs={costs.data ?? []}
      replyCost={creditCost(costs.data, 'ai_reply_lead_form')}
      paying={current.paying && current.tariff !== null && planKind(current.tariff) !== 'free'}
      buyingId={buyingId}
      onBuy={(tariff) => {
        setBuyingId(tariff.id);
        checkout.mutate({
          provider: CHECKOUT_PROVIDER,
          request: { tariff_id: tariff.id, success_url: absoluteUrl(appPaths.checkoutSuccess), cancel_url: absoluteUrl(appPaths.checkoutFailure) },
        });
      }}
      onManageBilling={() => portal.mutate(absoluteUrl(appPaths.prices))}
      portalPending={portal.isPending}
      onRetry={() => void tariffs.refetch()}
    />
  );
}
