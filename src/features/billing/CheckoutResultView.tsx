import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Heading, Inline, Spinner, Stack, Text } from '../../design-system';
import { SUPPORT_EMAIL } from '../../domain/constants';
import { appPaths, formPaths } from '../../domain/paths';
import * as styles from './billing.css';

/**
 * Where a checkout stands: being checked, the check failed, no purchase on this account, the payment being
 * confirmed, paid, or (back from the provider's failure page) not paid.
 */
export const checkoutOutcomes = ['checking', 'checkFailed', 'none', 'pending', 'paid', 'failed'] as const;
export type CheckoutOutcome = (typeof checkoutOutcomes)[number];

export interface CheckoutResultViewProps {
  outcome: CheckoutOutcome;
  /** The subscription is being asked about again (the "Check again" of 'none'). */
  rechecking?: boolean;
  /** Ask the subscription again ('checkFailed', 'none'). */
  onCheckAgain?: () => void;
}

/** The outcomes' marks inside their circle: a tick, a cross, a clock. */
const marks = { paid: 'M20 33l8 8 16-17', failed: 'M23 23l18 18M41 23 23 41', pending: 'M32 18v15l10 6' };

/** One outcome of a checkout: its icon, its heading, its lines (muted) and what follows. */
function Outcome({ kind, title, lines, children }: { kind: keyof typeof marks; title: ReactNode; lines: readonly ReactNode[]; children: ReactNode }) {
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
      {lines.map((line, index) => (
        <Text key={index} tone="muted">
          {line}
        </Text>
      ))}
      {children}
    </Stack>
  );
}

/** /checkout/success and /checkout/failure: what became of the purchase, and the way on. */
export function CheckoutResultView({ outcome, rechecking = false, onCheckAgain }: CheckoutResultViewProps) {
  const { t } = useTranslation('billing');
  switch (outcome) {
    case 'checkFailed':
      return (
        <Stack as="section" align="center" className={styles.result} aria-labelledby="checkout-result-title">
          <Heading level={1} id="checkout-result-title">
            {t('success.checkFailed')}
          </Heading>
          <Button variant="secondary" onClick={onCheckAgain}>
            {t('success.checkAgain')}
          </Button>
        </Stack>
      );
    case 'checking':
      return (
        <Stack as="section" align="center" className={styles.result} aria-busy="true" aria-label={t('success.checking')}>
          <Spinner label={t('success.checking')} />
        </Stack>
      );
    case 'none':
      return (
        <Outcome kind="failed" title={t('none.title')} lines={[t('none.text'), t('none.justPaid')]}>
          <Inline justify="center">
            <Button render={<Link to={appPaths.prices} />}>{t('none.action')}</Button>
            <Button variant="secondary" onClick={onCheckAgain} loading={rechecking}>
              {t('success.checkAgain')}
            </Button>
          </Inline>
        </Outcome>
      );
    case 'pending':
      return (
        <Outcome kind="pending" title={t('pending.title')} lines={[t('pending.text'), t('pending.recheck')]}>
          <Button variant="secondary" render={<Link to={formPaths.list} />}>
            {t('success.action')}
          </Button>
        </Outcome>
      );
    case 'paid':
      return (
        <Outcome kind="paid" title={t('success.title')} lines={[t('success.active'), t('success.credits'), t('success.receipt')]}>
          <Button render={<Link to={formPaths.list} />}>{t('success.action')}</Button>
        </Outcome>
      );
    case 'failed':
      return (
        <Outcome
          kind="failed"
          title={t('failure.title')}
          lines={[
            t('failure.unchanged'),
            t('failure.retry'),
            <Trans
              key="support"
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
            />,
          ]}
        >
          <Button render={<Link to={appPaths.prices} />}>{t('failure.action')}</Button>
        </Outcome>
      );
  }
}
