import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Heading, Inline, Panel, Text } from '../../design-system';
import { formPaths } from '../../domain';
import type { ResendResult } from '../banners';

export interface IncompleteRegistrationProps {
  /** The address waiting for its confirmation. */
  email: string;
  /** How the last press ended (null before any). */
  resendResult: ResendResult;
  /** The e-mail is being asked for. */
  resending: boolean;
  /** Seconds until another e-mail may be asked for (0: now). */
  resendWaitSeconds: number;
  onResend: () => void;
}

/** What is missing before the AI may be used (a confirmed e-mail), and how to get it. */
export function IncompleteRegistration({ email, resendResult, resending, resendWaitSeconds, onResend }: IncompleteRegistrationProps) {
  const { t } = useTranslation('aiCreate');
  return (
    <Panel as="section" radius="lg" aria-labelledby="ai-incomplete-title">
      <Heading level={2} id="ai-incomplete-title">
        {t('incomplete.title')}
      </Heading>
      <Text>{t('incomplete.text', { email })}</Text>
      {resendResult && (
        <Text tone={resendResult === 'sent' ? undefined : 'error'} role={resendResult === 'sent' ? 'status' : 'alert'}>
          {t(resendResult === 'sent' ? 'incomplete.resent' : resendResult === 'throttled' ? 'incomplete.resendThrottled' : 'incomplete.resendFailed')}
        </Text>
      )}
      <Inline align="center">
        <Button loading={resending} disabled={resendWaitSeconds > 0} onClick={onResend}>
          {resendWaitSeconds > 0 ? t('incomplete.resendIn', { seconds: resendWaitSeconds }) : t('incomplete.resend')}
        </Button>
        <Button variant="secondary" render={<Link to={formPaths.newByHand} />}>
          {t('incomplete.byHand')}
        </Button>
      </Inline>
    </Panel>
  );
}
