import { beginSignIn, endSignIn } from '../src/api/client/session';
import { writeString } from '../src/api/client/storage';
import { seedTokens } from './db/seedIds';
import { db, type UserRow } from './db/store';
import { unauthorized } from './http';

/*
 * Bearer-token auth of the mock backend, as the real server does it: every call except login, register,
 * refresh and logout needs `Authorization: Bearer <access>` of a live session, else 401 token_not_valid.
 * Tokens are counters, not random, so runs are repeatable.
 */

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The signed-in user of the request, or the 401 answer to send. */
export function authenticate(request: Request): { user: UserRow } | { response: Response } {
  const token = bearerToken(request);
  if (token === null) return { response: unauthorized('Authentication credentials were not provided.') };
  const session = db.authSessions.find((s) => s.access === token && !s.revoked);
  const user = session ? db.users.get(session._userId) : undefined;
  return user ? { user } : { response: unauthorized() };
}

/** Starts a session for the user and returns its tokens. */
export function issueTokens(userId: number): { access_token: string; refresh_token: string } {
  const id = db.authSessions.takeId();
  db.authSessions.insert({ id, _userId: userId, access: `access-${id}`, refresh: `refresh-${id}`, revoked: false });
  return { access_token: `access-${id}`, refresh_token: `refresh-${id}` };
}

/**
 * Rotation: the old refresh token is revoked (its access token dies with it) and a new pair is issued.
 * Null when the refresh token is unknown or already used.
 */
export function rotateTokens(refresh: string): { access: string; refresh: string } | null {
  const session = db.authSessions.find((s) => s.refresh === refresh && !s.revoked);
  if (!session) return null;
  db.authSessions.update(session.id, { revoked: true });
  const next = issueTokens(session._userId);
  return { access: next.access_token, refresh: next.refresh_token };
}

/** Logout: revokes the session of this refresh token. */
export function revokeRefreshToken(refresh: string): boolean {
  const session = db.authSessions.find((s) => s.refresh === refresh && !s.revoked);
  if (!session) return false;
  db.authSessions.update(session.id, { revoked: true });
  return true;
}

/**
 * Puts a seeded session's tokens where the API client reads them, so a story or test starts signed in
 * without calling login. Use after `resetDb()` (the seed holds these sessions).
 */
export function signInAs(who: keyof typeof seedTokens = 'demoOwner'): void {
  // As a sign-in in this tab: the tab works for this session from now on, whoever it worked for before.
  beginSignIn();
  writeString('accessToken', seedTokens[who].access_token);
  writeString('refreshToken', seedTokens[who].refresh_token);
}

export function signOut(): void {
  writeString('accessToken', null);
  writeString('refreshToken', null);
  endSignIn();
}
