import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Heading, Inline, Panel, Text } from '../../design-system';
import { useSendVerificationEmail, type User } from '../../api';
import { formPaths } from '../../domain';
import { resendFailure, useResendCooldown } from '../banners';

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
    <Panel as="section" radius="lg" aria-labelledby="ai-incomplete-title">
      <Heading level={2} id="ai-incomplete-title">
        {t('incomplete.title')}
      </Heading>
      <Text>{t('incomplete.text', { email: user.email })}</Text>
      {result && (
        <Text tone={result === 'sent' ? undefined : 'error'} role={result === 'sent' ? 'status' : 'alert'}>
          {t(result === 'sent' ? 'incomplete.resent' : result === 'throttled' ? 'incomplete.resendThrottled' : 'incomplete.resendFailed')}
        </Text>
      )}
      <Inline align="center">
        <Button loading={send.isPending} disabled={waitSeconds > 0} onClick={() => send.mutate()}>
          {waitSeconds > 0 ? t('incomplete.resendIn', { seconds: waitSeconds }) : t('incomplete.resend')}
        </Button>
        <Button variant="secondary" render={<Link to={formPaths.newByHand} />}>
          {t('incomplete.byHand')}
        </Button>
      </Inline>
    </Panel>
  );
}
