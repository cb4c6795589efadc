import { readString, writeString } from '../../domain/storage';

/** The stored auth tokens (src/domain/storage keys), read on every call so other tabs' updates count. */
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

export function clearTokens(): void {
  writeString('accessToken', null);
  writeString('refreshToken', null);
}
