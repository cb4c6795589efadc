import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../design-system';
import { useSendVerificationEmail, type User } from '../../api';
import { formPaths } from '../../domain';
import { resendFailure, useResendCooldown } from '../banners';
import * as styles from './aiCreate.css';

type Resend = 'sent' | 'throttled' | 'failed' | null;

/** What is missing before the AI may be used (a confirmed e-mail), and how to get it. */
export function IncompleteRegistration({ user }: { user: User }) {
  const { t } = useTranslation('aiCreate');
  const [result, setResult] = useState<Resend>(null);
  const waitSeconds = useResendCooldown();
  const send = useSendVerificationEmail({
    mutationConfig: {
      onSuccess: () => setResult('sent'),
      onError: (error) => setResult(resendFailure(error)),
    },
  });
  return (
    <section className={styles.panel} aria-labelledby="ai-incomplete-title">
      <h2 id="ai-incomplete-title" className={styles.panelTitle}>
        {t('incomplete.title')}
      </h2>
      <p className={styles.text}>{t('incomplete.text', { email: user.email })}</p>
      {result && (
        <p className={result === 'sent' ? styles.text : styles.errorText} role={result === 'sent' ? 'status' : 'alert'}>
          {t(result === 'sent' ? 'incomplete.resent' : result === 'throttled' ? 'incomplete.resendThrottled' : 'incomplete.resendFailed')}
        </p>
      )}
      <div className={styles.actions}>
        <Button loading={send.isPending} disabled={waitSeconds > 0} onClick={() => send.mutate()}>
          {waitSeconds > 0 ? t('incomplete.resendIn', { seconds: waitSeconds }) : t('incomplete.resend')}
        </Button>
        <Button variant="secondary" render={<Link to={formPaths.newByHand} />}>
          {t('incomplete.byHand')}
        </Button>
      </div>
    </section>
  );
}
