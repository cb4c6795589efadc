import { useEffect, useState } from 'react';
import { isApiError, useSendVerificationEmail, useVerificationEmailSentAt } from '../../api';
import { VERIFICATION_EMAIL_INTERVAL_MS } from '../../domain/constants';
import { resendWaitSeconds } from './navigationState';

/** What the last press of Resend came to: sent, refused by the one-a-minute rule (429), or failed. */
export type ResendResult = 'sent' | 'throttled' | 'failed' | null;

/**
 * Sending the verification e-mail again, as the banner's Resend and the AI creation page's button both do: the
 * result of the last press (cleared by the next one, so an old message never stands beside a new attempt), and how
 * many seconds are left before the next may be asked for.
 */
export function useResendVerification() {
  const [result, setResult] = useState<ResendResult>(null);
  const waitSeconds = useResendCooldown();
  const send = useSendVerificationEmail({
    mutationConfig: {
      onSuccess: () => setResult('sent'),
      onError: (error) => setResult(isApiError(error) && error.status === 429 ? 'throttled' : 'failed'),
    },
  });
  return {
    result,
    waitSeconds,
    sending: send.isPending,
    resend: () => {
      setResult(null);
      send.mutate();
    },
    clearResult: () => setResult(null),
  };
}

/** One e-mail per minute, counted down each second from the last press anywhere in the app. */
function useResendCooldown(intervalMs: number = VERIFICATION_EMAIL_INTERVAL_MS): number {
  const lastSentAt = useVerificationEmailSentAt();
  const [now, setNow] = useState(() => Date.now());
  const waitSeconds = resendWaitSeconds(lastSentAt, Math.max(now, lastSentAt ?? 0), intervalMs);

  useEffect(() => {
    if (waitSeconds === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds, now]);

  return waitSeconds;
}
