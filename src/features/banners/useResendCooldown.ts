import { useEffect, useState } from 'react';
import { isApiError, useVerificationEmailSentAt } from '../../api';
import { VERIFICATION_EMAIL_INTERVAL_MS } from '../../domain/constants';
import { resendWaitSeconds } from './navigationState';

/**
 * When a verification e-mail may be asked for again: one per minute, counted down each second from the last
 * press anywhere in the app (the banner's Resend and the AI creation page's button share it).
 */
export function useResendCooldown(intervalMs: number = VERIFICATION_EMAIL_INTERVAL_MS): number {
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

/** A failed resend: the server's one-a-minute refusal (429, an e-mail asked for elsewhere) or any other failure. */
export function resendFailure(error: unknown): 'throttled' | 'failed' {
  return isApiError(error) && error.status === 429 ? 'throttled' : 'failed';
}
