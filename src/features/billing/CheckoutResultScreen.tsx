import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { refreshPlanAndCredits, useMySubscription, type Subscription } from '../../api';
import { Button, Heading, Inline, Spinner, Stack, Text } from '../../design-system';
import { SUPPORT_EMAIL } from '../../domain/constants';
import { appPaths, formPaths } from '../../domain/paths';
import * as styles from './billing.css';

/** One outcome of a checkout: its icon, its heading and what follows. */
function Outcome({ kind, title, children }: { kind: keyof typeof marks; title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" align="center" className={styles.result} aria-labelledby="checkout-result-title">
      <span className={styles.resultIcon[kind]}>
        <svg width="64" height="64" viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="4" aria-hidden="true">
          <circle cx="32" cy="32" r="28" />
          <path d={marks[kind]} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <Heading level={1} id="checkout-result-title">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The outcomes' marks inside their circle: a tick, a cross, a clock. */
const marks = { paid: 'M20 33l8 8 16-17', failed: 'M23 23l18 18M41 23 23 41', pending: 'M32 18v15l10 6' };

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
  const { t } = useTranslation('billing');
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

  if (subscription.isError && !subscription.data) {
    return (
      <Stack as="section" align="center" className={styles.result} aria-labelledby="checkout-result-title">
        <Heading level={1} id="checkout-result-title">
          {t('success.checkFailed')}
        </Heading>
        <Button variant="secondary" onClick={() => void subscription.refetch()}>
          {t('success.checkAgain')}
        </Button>
      </Stack>
    );
  }
  if (state === null) {
    return (
      <Stack as="section" align="center" className={styles.result} aria-busy="true" aria-label={t('success.checking')}>
        <Spinner label={t('success.checking')} />
      </Stack>
    );
  }
  if (state === 'none') {
    return (
      <Outcome kind="failed" title={t('none.title')}>
        <Text tone="muted">{t('none.text')}</Text>
        <Text tone="muted">{t('none.justPaid')}</Text>
        <Inline justify="center">
          <Button render={<Link to={appPaths.prices} />}>{t('none.action')}</Button>
          <Button variant="secondary" onClick={() => void subscription.refetch()} loading={subscription.isFetching}>
            {t('success.checkAgain')}
          </Button>
        </Inline>
      </Outcome>
    );
  }
  if (state === 'pending') {
    return (
      <Outcome kind="pending" title={t('pending.title')}>
        <Text tone="muted">{t('pending.text')}</Text>
        <Text tone="muted">{t('pending.recheck')}</Text>
        <Button variant="secondary" render={<Link to={formPaths.list} />}>
          {t('success.action')}
        </Button>
      </Outcome>
    );
  }
  return (
    <Outcome kind="paid" title={t('success.title')}>
      <Text tone="muted">{t('success.active')}</Text>
      <Text tone="muted">{t('success.credits')}</Text>
      <Text tone="muted">{t('success.receipt')}</Text>
      <Button render={<Link to={formPaths.list} />}>{t('success.action')}</Button>
    </Outcome>
  );
}

/** /checkout/failure: four lines on what happened, with the way to try again and to reach support. */
export function CheckoutFailureScreen() {
  const { t } = useTranslation('billing');
  return (
    <Outcome kind="failed" title={t('failure.title')}>
      <Text tone="muted">{t('failure.unchanged')}</Text>
      <Text tone="muted">{t('failure.retry')}</Text>
      <Text tone="muted">
        <Trans
          t={t}
          i18nKey="failure.support"
          values={{ email: SUPPORT_EMAIL }}
          components={{
            mail: (
              <a className={styles.mailLink} href={`mailto:${SUPPORT_EMAIL}`}>
                {SUPPORT_EMAIL}
              </a>
            ),
          }}
        />
      </Text>
      <Button render={<Link to={appPaths.prices} />}>{t('failure.action')}</Button>
    </Outcome>
  );
}
