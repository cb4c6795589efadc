/** Where a signed-in person lands when no origin path is known. */
export const DEFAULT_SIGNED_IN_PATH = '/forms';

const PROBE_ORIGIN = 'http://in-app.invalid';

/**
 * The origin path to return to after login, or `fallback`. Only an in-app path is accepted (no open redirect).
 * The value is normalised first (percent-decoding, backslashes folded to `/`, control characters stripped, dot
 * segments resolved) and only then judged, so `/.//evil.com` or `/%2e//evil.com` cannot turn into `//evil.com`
 * after the check.
 */
export function safeInAppPath(value: unknown, fallback: string = DEFAULT_SIGNED_IN_PATH): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  const normalised = normaliseForJudging(value);
  if (normalised === null) return fallback;
  if (!normalised.startsWith('/') || normalised.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(normalised, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The guest pages are never an origin: returning there after login would bounce straight back.
  if (/^\/(login|register)(\/|$|\?|#)/i.test(path)) return fallback;
  return path;
}

/** Decoded until stable (double encoding hides `%2f` as `%252f`), backslashes as slashes, no control characters. */
function normaliseForJudging(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) {
      // eslint-disable-next-line no-control-regex -- browsers drop these inside URLs, so they must not hide a scheme or `//`
      return current.replace(/\\/g, '/').replace(/[\u0000-\u001f\u007f]/g, '');
    }
    current = decoded;
  }
  return null; // still encoded after four rounds: nothing a real link needs
}

/** Navigation state the guards put on `/login`: where the person was going. */
export interface OriginState {
  from: string;
}

export function originFromState(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as Partial<OriginState>).from : undefined;
  return safeInAppPath(from);
}
