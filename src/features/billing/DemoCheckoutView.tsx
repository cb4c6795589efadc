import { knownPlanOf } from '../../domain/planNames';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DemoCheckout, DemoCheckoutOutcome } from '../../api';
import { Button, Heading, InlineAlert, ProblemNotice, Spinner, Stack } from '../../design-system';
import * as styles from './billing.css';
import { formatPrice, planKind } from './plans';
import { numberFormat } from '../../domain/intl';
import { appPaths } from '../../domain/paths';

export interface DemoCheckoutViewProps {
  /** The session is being read. */
  loading: boolean;
  /** The session, null when it could not be read. */
  checkout: DemoCheckout | null;
  /** Why the session could not be read when it is not that there is no such checkout (offline, a server error). */
  loadFailure: string | null;
  onRetryLoad: () => void;
  /** The end the owner chose, sent and not answered yet: its button is busy, the other one disabled. */
  ending: DemoCheckoutOutcome | null;
  /** The last Pay or Cancel did not reach the demo backend. */
  endFailed: boolean;
  /** Pay ('paid') or Cancel ('declined'). */
  onEnd: (outcome: DemoCheckoutOutcome) => void;
}

/** Why the page cannot be paid (no such checkout, or it has ended), and the way back to the plans. */
function Stopped({ message }: { message: string }) {
  const { t } = useTranslation('billing');
  return (
    <>
      <InlineAlert>{message}</InlineAlert>
      <Button variant="secondary" render={<Link to={appPaths.prices} />}>
        {t('demo.toPlans')}
      </Button>
    </>
  );
}

/**
 * /checkout/demo/{id}: the demo backend's stand-in for the card payment provider's page. It says plainly that
 * it is a demo, what would be paid, and offers Pay and Cancel while the session is open.
 */
export function DemoCheckoutView({ loading, checkout, loadFailure, onRetryLoad, ending, endFailed, onEnd }: DemoCheckoutViewProps) {
  const { t, i18n } = useTranslation('billing');
  const tariff = checkout?.tariff;
  const amount =
    tariff && tariff.price !== null
      ? `${formatPrice(tariff.price, i18n.language)} ${t(tariff.billing_period === 'year' ? 'prices.price.perYear' : 'prices.price.perMonth')}`
      : '';
  const known = tariff ? knownPlanOf(tariff.name) : null;
  const planName = !tariff ? '' : planKind(tariff) === 'free' ? t('prices.freeName') : known ? t(`planNames.${known}`) : tariff.name;

  return (
    <Stack as="section" className={styles.demoPage} aria-labelledby="demo-checkout-title">
      <span className={styles.demoBadge}>{t('demo.badge')}</span>
      {loading || !checkout || !tariff ? (
        <>
          <Heading level={1} id="demo-checkout-title">
            {t('demo.badge')}
          </Heading>
          {loading ? (
            <Spinner size="lg" tone="primary" />
          ) : loadFailure ? (
            <ProblemNotice message={loadFailure} onRetry={onRetryLoad} retryLabel={t('prices.retry')} />
          ) : (
            <Stopped message={t('demo.notFound')} />
          )}
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
          {checkout.status !== 'open' ? (
            <Stopped message={t('demo.ended')} />
          ) : (
            <Stack gap="sm">
              {endFailed && <InlineAlert>{t('demo.failed')}</InlineAlert>}
              <Button fullWidth loading={ending === 'paid'} disabled={ending === 'declined'} onClick={() => onEnd('paid')}>
                {t('demo.pay', { amount: tariff.price !== null ? formatPrice(tariff.price, i18n.language) : '' })}
              </Button>
              <Button fullWidth variant="secondary" loading={ending === 'declined'} disabled={ending === 'paid'} onClick={() => onEnd('declined')}>
                {t('demo.cancel')}
              </Button>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
