import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { refreshPlanAndCredits } from '../../api';
import { Button } from '../../design-system';
import { SUPPORT_EMAIL } from '../../domain/constants';
import { formPaths } from '../../domain/formPaths';
import * as styles from './billing.css';

const CheckIcon = () => (
  <svg width="64" height="64" viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="4" aria-hidden="true">
    <circle cx="32" cy="32" r="28" />
    <path d="M20 33l8 8 16-17" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const ErrorIcon = () => (
  <svg width="64" height="64" viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="4" aria-hidden="true">
    <circle cx="32" cy="32" r="28" />
    <path d="M23 23l18 18M41 23 23 41" strokeLinecap="round" />
  </svg>
);

/** /checkout/success: four lines of thanks; the plan and credits are read again, as the purchase changed them. */
export function CheckoutSuccessScreen() {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  useEffect(() => {
    void refreshPlanAndCredits(queryClient);
  }, [queryClient]);
  return (
    <section className={styles.result} aria-labelledby="checkout-result-title">
      <span className={styles.resultIcon.success}>
        <CheckIcon />
      </span>
      <h1 id="checkout-result-title" className={styles.heading}>
        {t('success.title')}
      </h1>
      <p className={styles.line}>{t('success.active')}</p>
      <p className={styles.line}>{t('success.credits')}</p>
      <p className={styles.line}>{t('success.receipt')}</p>
      <Button render={<Link to={formPaths.list} />}>{t('success.action')}</Button>
    </section>
  );
}

/** /checkout/failure: four lines on what happened, with the way to try again and to reach support. */
export function CheckoutFailureScreen() {
  const { t } = useTranslation('billing');
  return (
    <section className={styles.result} aria-labelledby="checkout-result-title">
      <span className={styles.resultIcon.failure}>
        <ErrorIcon />
      </span>
      <h1 id="checkout-result-title" className={styles.heading}>
        {t('failure.title')}
      </h1>
      <p className={styles.line}>{t('failure.unchanged')}</p>
      <p className={styles.line}>{t('failure.retry')}</p>
      <p className={styles.line}>
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
      </p>
      <Button render={<Link to="/prices" />}>{t('failure.action')}</Button>
    </section>
  );
}
