import { useEffect, useState } from 'react';
import { VERIFICATION_EMAIL_INTERVAL_MS } from '../../domain/constants';
import { resendWaitSeconds } from './navigationState';

/** When Resend may be used again: one verification e-mail per minute, counted down each second. */
export function useResendCooldown(intervalMs: number = VERIFICATION_EMAIL_INTERVAL_MS) {
  const [lastSentAt, setLastSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const waitSeconds = resendWaitSeconds(lastSentAt, now, intervalMs);

  useEffect(() => {
    if (waitSeconds === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds, now]);

  return {
    waitSeconds,
    markSent: () => {
      const at = Date.now();
      setLastSentAt(at);
      setNow(at);
    },
  };
}
