import { clearTokens, getRefreshToken, request } from '../client';
import {
  authTokensSchema,
  currentCreditsSchema,
  emptySchema,
  refreshResponseSchema,
  userSchema,
} from '../schemas';
import type { ChangePassword, Credentials, Id, IdentityProviderCode, RefreshRequest, UserUpdate } from '../schemas';
import { route } from './routes';
import type { CallOptions } from './types';

/** Not a call: what the app does with the current user's answer, loaded with the calls (src/api/queries/auth.ts). */
export { identifySession } from '../client/identify';

export function getCurrentUser(options: CallOptions = {}) {
  return request({ ...route('getCurrentUser'), schema: userSchema, signal: options.signal });
}

/** Like every sign-in call, sent without a bearer token (its route says so). */
export function login(credentials: Credentials, options: CallOptions = {}) {
  return request({ ...route('login'), body: credentials, schema: authTokensSchema, signal: options.signal });
}

/** Identity-provider code exchange: a login, so its route sends no bearer token either. */
export function loginWithGoogle(body: IdentityProviderCode, options: CallOptions = {}) {
  return request({ ...route('loginWithGoogle'), body, schema: authTokensSchema, signal: options.signal });
}

/** The refresh call itself; the client runs it on a 401, this is for completeness and the mock contract. */
export function refreshTokens(body: RefreshRequest, options: CallOptions = {}) {
  return request({ ...route('refreshTokens'), body, schema: refreshResponseSchema, signal: options.signal });
}

/** Revokes a refresh token (a sign-in call: no bearer token). */
export function logout(body: RefreshRequest, options: CallOptions = {}) {
  return request({ ...route('logout'), body, schema: emptySchema, signal: options.signal });
}

export function register(credentials: Credentials, options: CallOptions = {}) {
  return request({ ...route('register'), body: credentials, schema: authTokensSchema, signal: options.signal });
}

/** Deletes the account and everything in it; success only on 204. */
export function deleteAccount(options: CallOptions = {}) {
  return request({ ...route('deleteAccount'), schema: emptySchema, expectStatus: 204, signal: options.signal });
}

export function updateUser(body: UserUpdate, options: CallOptions = {}) {
  return request({ ...route('updateUser'), body, schema: userSchema, signal: options.signal });
}

export function getCurrentCredits(options: CallOptions = {}) {
  return request({ ...route('getCurrentCredits'), schema: currentCreditsSchema, signal: options.signal });
}

/** Asks for another verification e-mail (the server allows one per minute). No payload. */
export function sendVerificationEmail(options: CallOptions = {}) {
  return request({ ...route('sendVerificationEmail'), schema: emptySchema, signal: options.signal });
}

/** `old_password` is left out when the user has no password yet. Wrong old password: code incorrect_old_password. */
export function changePassword(body: ChangePassword, options: CallOptions = {}) {
  return request({ ...route('changePassword'), body, schema: emptySchema, signal: options.signal });
}

/** Admin access: tokens to act as the client with this id (response shape designed here). */
export function getAdminAccessToken(id: Id | string, options: CallOptions = {}) {
  return request({ ...route('getAdminAccessToken', { id }), schema: authTokensSchema, signal: options.signal });
}

export { saveSession } from '../client/tokens';

/**
 * Logout: the stored tokens are removed first (the user is out even when the
 * network fails), then the refresh token is revoked; a failed revoke is ignored.
 */
export async function endSession(): Promise<void> {
  const refresh = getRefreshToken();
  clearTokens();
  if (!refresh) return;
  try {
    await logout({ refresh });
  } catch {
    // Revoking is best effort: the token expires on its own.
  }
}

