import { beforeEach, describe, expect, it } from 'vitest';
import { dismissSessionNotice, isSessionNoticeDismissed } from './sessionNotices';
import { clearTokens, saveSession } from './tokens';

describe('session notices', () => {
  beforeEach(() => localStorage.clear());

  it('stay dismissed in local storage until the next sign-in', () => {
    saveSession({ access_token: 'a', refresh_token: 'r' });
    expect(isSessionNoticeDismissed('verifyEmail')).toBe(false);
    dismissSessionNotice('verifyEmail');
    dismissSessionNotice('verifyEmail');
    expect(localStorage.getItem('lf.sessionNotices')).toBe('["verifyEmail"]');
    expect(isSessionNoticeDismissed('verifyEmail')).toBe(true);
    saveSession({ access_token: 'b', refresh_token: 's' });
    expect(isSessionNoticeDismissed('verifyEmail')).toBe(false);
  });

  it('are forgotten at sign-out', () => {
    dismissSessionNotice('verifyEmail');
    clearTokens();
    expect(isSessionNoticeDismissed('verifyEmail')).toBe(false);
  });

  it('ignore what they do not know in storage', () => {
    localStorage.setItem('lf.sessionNotices', '["somethingElse", 3]');
    expect(isSessionNoticeDismissed('verifyEmail')).toBe(false);
    localStorage.setItem('lf.sessionNotices', 'not json');
    expect(isSessionNoticeDismissed('verifyEmail')).toBe(false);
  });
});
