/**
 * Token refresh of SPEC §4. On a 401 with a stored refresh token ONE refresh runs for all requests that
 * failed meanwhile; each then retries once with the new access token. A refresh that fails with
 * token_not_valid ends the session: the tokens are removed and the page reloads.
 */
import { refreshResponseSchema } from '../schemas/auth';
import { apiClientConfig } from './config';
import { errorFromResponse, TOKEN_NOT_VALID } from './errors';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './tokens';
import { attempt, isSuccessStatus, parseBodyText } from './transport';

export const REFRESH_PATH = '/auth/token/refresh/';

let inFlight: Promise<boolean> | null = null;

async function runRefresh(refresh: string): Promise<boolean> {
  let raw;
  try {
    raw = await attempt({ method: 'POST', path: REFRESH_PATH, body: { refresh } }, null);
  } catch {
    return false; // network or timeout: keep the session, the caller sees its original 401
  }
  const body = parseBodyText(raw.text);
  if (!isSuccessStatus(raw.status)) {
    const error = errorFromResponse(raw.status, body);
    if (error.code === TOKEN_NOT_VALID) {
      clearTokens();
      apiClientConfig().reload();
    }
    return false;
  }
  const parsed = refreshResponseSchema.safeParse(body);
  if (!parsed.success) return false;
  storeTokens(parsed.data);
  return true;
}

/**
 * Makes sure a fresh access token is stored after a request sent with `usedToken` got 401.
 * Resolves true when the request should be retried.
 */
export async function refreshAfterUnauthorized(usedToken: string | null): Promise<boolean> {
  if (inFlight) return inFlight;
  const refresh = getRefreshToken();
  if (!refresh) return false; // no refresh token: the 401 passes through
  // Another request refreshed after this one was sent: just retry with the new token.
  const current = getAccessToken();
  if (current !== null && current !== usedToken) return true;
  inFlight = runRefresh(refresh).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
