/**
 * Banners that arrive through navigation state: the e-mail verification result, the lifetime-deal
 * redemption and a generic alert any screen may send along with a navigation:
 * `navigate('/forms', { state: { alert: { tone: 'success', message: '…' } } })`.
 */
export const alertTones = ['info', 'success', 'warning', 'error'] as const;
export type AlertTone = (typeof alertTones)[number];

export interface NavigationAlert {
  tone: AlertTone;
  message: string;
}

export interface BannerNavigationState {
  /** From /emailVerification/success (true) or /failure (false). */
  emailVerification?: boolean;
  /** After a lifetime-deal redemption: the plan the deal gave (its name, or the tariff parameter). */
  ltdRedeemed?: { plan: string };
  alert?: NavigationAlert;
}

export type BannerStateKey = keyof BannerNavigationState;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Reads the banner part of a navigation state, ignoring anything malformed. */
export function readBannerState(state: unknown): BannerNavigationState {
  if (!isRecord(state)) return {};
  const result: BannerNavigationState = {};
  if (typeof state.emailVerification === 'boolean') result.emailVerification = state.emailVerification;
  const ltd = state.ltdRedeemed;
  if (isRecord(ltd) && typeof ltd.plan === 'string') result.ltdRedeemed = { plan: ltd.plan };
  const alert = state.alert;
  if (
    isRecord(alert) &&
    typeof alert.message === 'string' &&
    alert.message.trim() !== '' &&
    (alertTones as readonly unknown[]).includes(alert.tone)
  ) {
    result.alert = { tone: alert.tone as AlertTone, message: alert.message };
  }
  return result;
}

/** The navigation state without one banner's key (the rest of the state is kept). */
export function withoutBannerKey(state: unknown, key: BannerStateKey): Record<string, unknown> | null {
  if (!isRecord(state)) return null;
  const rest = Object.fromEntries(Object.entries(state).filter(([k]) => k !== key));
  return Object.keys(rest).length > 0 ? rest : null;
}

/** Seconds until Resend may be used again (one verification e-mail per minute); 0 when it may. */
export function resendWaitSeconds(lastSentAt: number | null, now: number, intervalMs: number): number {
  if (lastSentAt === null) return 0;
  const left = lastSentAt + intervalMs - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
