import { formPaths } from '../../domain/paths';

/** Where a signed-in person lands when no origin path is known. */
export const DEFAULT_SIGNED_IN_PATH = formPaths.list;

const PROBE_ORIGIN = 'http://in-app.invalid';

/**
 * The origin path to return to after login, or `fallback`. Only an in-app path is accepted (no open redirect).
 * A normalised copy is judged (percent-decoding, backslashes folded to `/`, control characters stripped, dot
 * segments resolved), so `/.//evil.com` or `/%2e//evil.com` cannot turn into `//evil.com` after the check. What is
 * returned is the original as the URL parser reads it (dot segments resolved, its encoding kept): decoding it
 * would change its meaning (`?q=a%26b` would come back as two parameters, `?search=%23Field2` as a hash).
 */
export function safeInAppPath(value: unknown, fallback: string = DEFAULT_SIGNED_IN_PATH): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  const normalised = normaliseForJudging(value);
  if (normalised === null) return fallback;
  const judged = inAppPathOf(normalised);
  // The guest pages are never an origin: returning there after login would bounce straight back.
  if (judged === null || /^\/(login|register)(\/|$|\?|#)/i.test(judged)) return fallback;
  return inAppPathOf(value) ?? fallback;
}

/** `value`'s path, query and hash when it is a same-origin path that starts with exactly one `/`, else null. */
function inAppPathOf(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Decoded until stable (double encoding hides `%2f` as `%252f`), backslashes as slashes, no control characters. */
function normaliseForJudging(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // A malformed original is no link the app wrote. Once decoded, a lone `%` is plain text (`?q=50%25` is a
      // search for "50%"), so the escapes still in it are decoded one run at a time.
      if (round === 0) return null;
      decoded = current.replace(/(%[0-9a-f]{2})+/gi, decodeRunOrKeep);
    }
    if (decoded === current) {
      // eslint-disable-next-line no-control-regex -- browsers drop these inside URLs, so they must not hide a scheme or `//`
      return current.replace(/\\/g, '/').replace(/[\u0000-\u001f\u007f]/g, '');
    }
    current = decoded;
  }
  return null; // still encoded after four rounds: nothing a real link needs
}

function decodeRunOrKeep(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    return run;
  }
}

/**
 * Navigation state the guards put on `/login`: where the person was going, and whose page it was. A page someone
 * was on when they signed out (or their session ended) is theirs: another person signing in next starts on
 * My Forms instead of that person's results ("This form was not found"). A page a guest asked for has no owner.
 */
export interface OriginState {
  from: string;
  /** The id of the signed-in person who left the page, or null when a guest asked for it. */
  owner?: string | null;
}

/** Where to go after signing in: the origin when the person signing in may have it, else My Forms. */
export function originFromState(state: unknown, signedInId?: string | number | null): string {
  const { from, owner } = typeof state === 'object' && state !== null ? (state as Partial<OriginState>) : {};
  const someoneElses = typeof owner === 'string' && signedInId !== undefined && signedInId !== null && owner !== String(signedInId);
  return someoneElses ? DEFAULT_SIGNED_IN_PATH : safeInAppPath(from);
}
