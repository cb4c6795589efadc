/**
 * The last page the stored sign-in's person saw on this device, kept beside their warm answers (warmCache.ts): the
 * markup React had drawn for it. index.html's script paints it before any of the app's code has arrived
 * (src/app/keptPage.ts), and the app then renders the same page over it from the kept answers. Small on purpose:
 * index.html's script carries this module, and its size is counted.
 */
import { storedSignIn } from '../client/session';
import { readJson } from '../client/storage';
import { getAccessToken } from '../client/tokens';

/**
 * Raise it when what is kept changes shape without a new app version; every new version of the app (a release)
 * drops what an older one kept, since a kept answer is not parsed again and a kept page is the old version's markup.
 */
const KEPT_SHAPE = 2;
export const warmCacheVersion = `${KEPT_SHAPE}/${__APP_VERSION__}`;

/** A page as drawn: where (path and query under the app's base), in which language and layout, and its markup. */
export type KeptPage = { path: string; language: string; small: boolean; html: string };

/** The stored sign-in, when its person is known: the only one what is kept may belong to. */
export function identifiedSignIn(): { id: string; person: string } | null {
  const stored = storedSignIn();
  return getAccessToken() && typeof stored?.id === 'string' && typeof stored.userId === 'string'
    ? { id: stored.id, person: stored.userId }
    : null;
}

type KeptEntry = { version?: unknown; signIn?: unknown; person?: unknown; page?: Partial<KeptPage> | null };

/** The kept page, when it was kept by this version of the app for the stored sign-in and its person. */
export function keptPageOfSignIn(): KeptPage | null {
  const entry = readJson('warmCache', (raw) => raw as KeptEntry | null);
  const signIn = identifiedSignIn();
  const page = entry?.page;
  const whole =
    typeof page?.path === 'string' && typeof page.language === 'string' && typeof page.small === 'boolean' && typeof page.html === 'string';
  return whole && signIn && entry?.version === warmCacheVersion && entry.signIn === signIn.id && entry.person === signIn.person
    ? (page as KeptPage)
    : null;
}
