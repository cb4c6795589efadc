/**
 * Token refresh. On a 401 with a stored refresh token ONE refresh runs for all requests that
 * failed meanwhile; each then retries once with the new access token. A refresh that fails with
 * token_not_valid ends the session: the tokens are removed and the page reloads.
 */
import { refreshResponseSchema } from '../schemas/auth';
import { apiClientConfig } from './config';
import { ApiError, clientErrorCodes, errorFromResponse, TOKEN_NOT_VALID } from './errors';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './tokens';
import { assertSameSession } from './session';
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
 * Settles like `shared`, except that the caller's abort rejects at once with `canceled`: a caller that gave up
 * stops waiting, while the refresh itself goes on for everyone else who needs it.
 */
function untilAborted<T>(shared: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return shared;
  const canceled = () => new ApiError({ message: clientErrorCodes.canceled, cause: signal.reason });
  if (signal.aborted) return Promise.reject(canceled());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(canceled());
    signal.addEventListener('abort', onAbort, { once: true });
    shared.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Makes sure a fresh access token is stored after a request sent with `usedToken` got 401.
 * Resolves true when the request should be retried; rejects with `canceled` when `signal` aborts meanwhile.
 */
export async function refreshAfterUnauthorized(usedToken: string | null, signal?: AbortSignal): Promise<boolean> {
  if (inFlight) return untilAborted(inFlight, signal);
  // The stored refresh token may be another person's by now: refreshing with it would hand this tab their session.
  assertSameSession();
  const refresh = getRefreshToken();
  if (!refresh) return false; // no refresh token: the 401 passes through
  // Another request refreshed after this one was sent: just retry with the new token.
  const current = getAccessToken();
  if (current !== null && current !== usedToken) return true;
  inFlight = runRefresh(refresh).finally(() => {
    inFlight = null;
  });
  return untilAborted(inFlight, signal);
}
