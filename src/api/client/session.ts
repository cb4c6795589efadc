/**
 * Which sign-in this tab works for. The tokens live in local storage, shared by every tab of the origin and read on
 * every call: when another tab signs in as someone else, this tab's next call would carry the new person's token
 * on behalf of a screen that shows the first person's work (an editor left open would save A's form into B's
 * account). So a sign-in is recorded with an id and, once known, its person (`signIn` in storage); each tab
 * remembers the sign-in it works for, and a call goes out only while the stored sign-in is still that one, or a new
 * sign-in of the same person. Otherwise the call is refused before it is sent (`session_changed`).
 * Only this refusal is start-up code: telling the owner (the `storage` event that another tab's sign-in fires, and
 * the notice) is SessionChangeWatcher in the banners' chunk, and naming the sign-in's person is ./identify.ts, which
 * loads with the auth calls.
 */
import { ApiError, clientErrorCodes } from './errors';
import { readJson, readString, setTabOwner, tabPerson, writeJson } from './storage';

/** A sign-in: its id, and its person once the app has loaded them. Read from storage, so each field is checked where used. */
type StoredSignIn = { id?: unknown; userId?: unknown; email?: unknown } | null;

/** How the stored session differs from the one this tab works for. */
export type SessionChange =
  | { kind: 'signedOut' }
  /** Someone signed in elsewhere: `email` is theirs once known (null while their account loads). */
  | { kind: 'otherPerson'; email: string | null };

export const storedSignIn = () => readJson('signIn', (raw) => raw as StoredSignIn);

/** The id of the sign-in this tab works for: the one stored when it started, or the one it made itself. */
let mySignIn = storedSignIn()?.id;
export const signInOfThisTab = () => mySignIn;

/** A tab that had not known its person takes the stored sign-in as its own (identifySession in ./identify.ts). */
export function adoptSignIn(id: unknown): void {
  mySignIn = id;
}

/**
 * This tab signs in (with a new id) or out (none): its person is known again once the current user loads, and
 * nothing kept for the previous sign-in is drawn again.
 */
function recordSignIn(id?: string): void {
  writeJson('signIn', id && { id });
  // The last known data kept for the next visit (../queries/warmCache.ts) was the previous sign-in's.
  writeJson('warmCache', null);
  mySignIn = id;
  setTabOwner(null);
}

/** This tab signs in (login, register, third-party, lifetime deal). The id tells sign-ins apart: not a secret. */
export const beginSignIn = () => recordSignIn(String(Math.random()));

/** This tab ends the session (logout, an expired refresh, a deleted account). */
export const endSignIn = () => recordSignIn();

/** How the stored session now differs from this tab's, or null while this tab may call on its behalf. */
export function currentSessionChange(): SessionChange | null {
  const person = tabPerson();
  // A tab that never knew its person (a guest page, a page still loading its account) has nobody's work to protect.
  if (person === null) return null;
  if (readString('accessToken') === null && readString('refreshToken') === null) return { kind: 'signedOut' };
  const stored = storedSignIn();
  if (stored?.id === mySignIn) return null;
  if (stored?.userId === person) {
    // The same person signed in again elsewhere: this tab works for that sign-in now.
    mySignIn = stored.id;
    return null;
  }
  return { kind: 'otherPerson', email: typeof stored?.email === 'string' ? stored.email : null };
}

/** Throws `session_changed` when a call made now would carry another session's token for this tab's screen. */
export function assertSameSession(): void {
  if (currentSessionChange()) throw new ApiError({ message: clientErrorCodes.sessionChanged });
}

/**
 * The stored access token, for a call this tab makes now; throws `session_changed` instead when the stored session
 * is no longer this tab's (nothing is sent then).
 */
export function tokenForThisTab(): string | null {
  assertSameSession();
  return readString('accessToken');
}
