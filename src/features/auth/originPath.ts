/** Where a signed-in person lands when no origin path is known. */
export const DEFAULT_SIGNED_IN_PATH = '/forms';

const PROBE_ORIGIN = 'http://in-app.invalid';

/**
 * The origin path to return to after login, or `fallback`. Only an in-app path is accepted (no open redirect):
 * it must start with a single `/`, carry no scheme, no `//host` or `/\host`, and no control characters; it must
 * also resolve to the app's own origin once parsed.
 */
export function safeInAppPath(value: unknown, fallback: string = DEFAULT_SIGNED_IN_PATH): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected here
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The guest pages are never an origin: returning there after login would bounce straight back.
  if (/^\/(login|register)(\/|$|\?|#)/.test(path)) return fallback;
  return path;
}

/** Navigation state the guards put on `/login`: where the person was going. */
export interface OriginState {
  from: string;
}

export function originFromState(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as Partial<OriginState>).from : undefined;
  return safeInAppPath(from);
}
