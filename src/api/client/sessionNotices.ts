import { readJson, writeJson, writeString } from './storage';

/** The notices of the signed-in pages that can be dismissed for the rest of a sign-in. */
export const sessionNoticeNames = ['verifyEmail'] as const;
export type SessionNotice = (typeof sessionNoticeNames)[number];

const parseNames = (raw: unknown): SessionNotice[] =>
  Array.isArray(raw) ? raw.filter((name): name is SessionNotice => sessionNoticeNames.includes(name as SessionNotice)) : [];

/**
 * Whether the person dismissed a notice during the current sign-in. Kept in local storage, so it holds across
 * navigation, reloads and tabs; a sign-in or sign-out (tokens saved or cleared) forgets it.
 */
export function isSessionNoticeDismissed(name: SessionNotice): boolean {
  return (readJson('sessionNotices', parseNames) ?? []).includes(name);
}

export function dismissSessionNotice(name: SessionNotice): void {
  const dismissed = readJson('sessionNotices', parseNames) ?? [];
  if (!dismissed.includes(name)) writeJson('sessionNotices', [...dismissed, name]);
}

export function forgetSessionNotices(): void {
  writeString('sessionNotices', null);
}
