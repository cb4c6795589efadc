import { beginSignIn, endSignIn } from './session';
import { forgetSessionNotices } from './sessionNotices';
import { readString, writeString } from './storage';
import type { AuthTokens } from '../schemas/auth';

/** The stored auth tokens (by the product's storage keys), read on every call so other tabs' updates count. */
export function getAccessToken(): string | null {
  return readString('accessToken');
}

export function getRefreshToken(): string | null {
  return readString('refreshToken');
}

/** Stores new tokens; a refresh answer without `refresh` keeps the stored refresh token. */
export function storeTokens(tokens: { access: string; refresh?: string | null | undefined }): void {
  writeString('accessToken', tokens.access);
  if (tokens.refresh) writeString('refreshToken', tokens.refresh);
}

/** Ends the session on this device: the tokens and what was dismissed for the session go. */
export function clearTokens(): void {
  writeString('accessToken', null);
  writeString('refreshToken', null);
  endSignIn();
  forgetSessionNotices();
}

/** Stores the tokens of a login, register, identity-provider or lifetime-deal sign-in. */
export function saveSession(tokens: AuthTokens): void {
  // A new sign-in starts with every session notice shown again (the auth feature forgets the typed e-mail).
  forgetSessionNotices();
  // Recorded before the tokens: another tab that sees the new tokens already finds the sign-in they belong to.
  beginSignIn();
  storeTokens({ access: tokens.access_token, refresh: tokens.refresh_token });
}
