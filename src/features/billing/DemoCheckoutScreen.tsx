import { knownPlanOf } from '../../domain/planNames';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useCompleteDemoCheckout, useDemoCheckout, type DemoCheckoutOutcome } from '../../api';
import { Button, Heading, InlineAlert, Spinner, Stack } from '../../design-system';
import * as styles from './billing.css';
import { formatPrice, planKind } from './plans';
import { useRedirect } from './redirect';
import { numberFormat } from '../../domain/intl';
import { appPaths } from '../../domain/paths';

/**
 * /checkout/demo/{id}: the demo backend's stand-in for the card payment provider's page. It says plainly that
 * it is a demo; Pay and Cancel end the session on the demo backend, which answers where the provider would send
 * the browser back (the checkout's success_url or cancel_url).
 */
export function DemoCheckoutScreen() {
  const { t, i18n } = useTranslation('billing');
  const { checkoutId = '' } = useParams();
  const redirect = useRedirect();
  const checkout = useDemoCheckout(checkoutId);
  const [outcome, setOutcome] = useState<DemoCheckoutOutcome | null>(null);
  const complete = useCompleteDemoCheckout({
    mutationConfig: {
      onSuccess: ({ redirect_url }) => redirect(redirect_url),
      onError: (error) => {
        console.error('Demo checkout failed', error);
        setOutcome(null);
      },
    },
  });
  const end = (next: DemoCheckoutOutcome) => {
    setOutcome(next);
    complete.mutate({ id: checkoutId, outcome: next });
  };

  const session = checkout.data;
  const tariff = session?.tariff;
  const amount =
    tariff && tariff.price !== null
      ? `${formatPrice(tariff.price, i18n.language)} ${t(tariff.billing_period === 'year' ? 'prices.price.perYear' : 'prices.price.perMonth')}`
      : '';
  const known = tariff ? knownPlanOf(tariff.name) : null;
  const planName = !tariff ? '' : planKind(tariff) === 'free' ? t('prices.freeName') : known ? t(`planNames.${known}`) : tariff.name;

  return (
    <Stack as="section" className={styles.demoPage} aria-labelledby="demo-checkout-title">
      <span className={styles.demoBadge}>{t('demo.badge')}</span>
      {checkout.isPending ? (
        <>
          <Heading level={1} id="demo-checkout-title">
            {t('demo.badge')}
          </Heading>
          <Spinner size="lg" tone="primary" />
        </>
      ) : !session || !tariff ? (
        <>
          <Heading level={1} id="demo-checkout-title">
            {t('demo.badge')}
          </Heading>
          <InlineAlert>
            {t('demo.notFound')}
          </InlineAlert>
          <Button variant="secondary" render={<Link to={appPaths.prices} />}>
            {t('demo.toPlans')}
          </Button>
        </>
      ) : (
        <>
          <Heading level={1} id="demo-checkout-title">
            {t('demo.title', { plan: planName })}
          </Heading>
          <p className={styles.demoNotice}>{t('demo.notice')}</p>
          <Stack as="dl" gap="xs" className={styles.summary}>
            <div className={styles.summaryRow}>
              <dt>{t('demo.plan')}</dt>
              <dd>{planName}</dd>
            </div>
            <div className={styles.summaryRow}>
              <dt>{t('demo.credits')}</dt>
              <dd>
                {tariff.credits_per_month === null
                  ? '∞'
                  : t('prices.credits', { credits: numberFormat(i18n.language).format(tariff.credits_per_month) })}
              </dd>
            </div>
            <div className={styles.summaryRow}>
              <dt>{t('demo.amount')}</dt>
              <dd>{amount}</dd>
            </div>
          </Stack>
          {session.status !== 'open' ? (
            <>
              <InlineAlert>
                {t('demo.ended')}
              </InlineAlert>
              <Button variant="secondary" render={<Link to={appPaths.prices} />}>
                {t('demo.toPlans')}
              </Button>
            </>
          ) : (
            <Stack gap="sm">
              {complete.isError && (
                <InlineAlert>
                  {t('demo.failed')}
                </InlineAlert>
              )}
              <Button fullWidth loading={outcome === 'paid'} disabled={outcome === 'declined'} onClick={() => end('paid')}>
                {t('demo.pay', { amount: tariff.price !== null ? formatPrice(tariff.price, i18n.language) : '' })}
              </Button>
              <Button fullWidth variant="secondary" loading={outcome === 'declined'} disabled={outcome === 'paid'} onClick={() => end('declined')}>
                {t('demo.cancel')}
              </Button>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
