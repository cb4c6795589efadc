import { describe, expect, it } from 'vitest';
import { readBannerState, resendWaitSeconds, withoutBannerKey } from './navigationState';

describe('readBannerState', () => {
  it('reads each banner and ignores malformed parts', () => {
    expect(
      readBannerState({
        emailVerification: true,
        ltdRedeemed: { plan: 'Pro plan' },
        alert: { tone: 'success', message: 'Saved' },
        other: 1,
      }),
    ).toEqual({ emailVerification: true, ltdRedeemed: { plan: 'Pro plan' }, alert: { tone: 'success', message: 'Saved' } });
    expect(readBannerState({ emailVerification: 'yes', alert: { tone: 'loud', message: 'x' } })).toEqual({});
    expect(readBannerState({ alert: { tone: 'info', message: '  ' } })).toEqual({});
    expect(readBannerState(null)).toEqual({});
  });
});

describe('withoutBannerKey', () => {
  it('drops one key and keeps the rest', () => {
    expect(withoutBannerKey({ alert: {}, from: '/x' }, 'alert')).toEqual({ from: '/x' });
    expect(withoutBannerKey({ alert: {} }, 'alert')).toBeNull();
    expect(withoutBannerKey(undefined, 'alert')).toBeNull();
  });
});

describe('resendWaitSeconds', () => {
  it('counts the seconds left of the minute', () => {
    expect(resendWaitSeconds(null, 5_000, 60_000)).toBe(0);
    expect(resendWaitSeconds(1_000, 1_000, 60_000)).toBe(60);
    expect(resendWaitSeconds(1_000, 31_500, 60_000)).toBe(30);
    expect(resendWaitSeconds(1_000, 61_000, 60_000)).toBe(0);
  });
});
