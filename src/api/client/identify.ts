/**
 * What a tab does once its person is known (the current user loaded with its token). Not start-up code: it loads
 * with the auth calls (src/api/endpoints/auth.ts), while the refusal of a call for another session is in the
 * first load (./session.ts).
 */
import { ownerWorkKeys, storageKeys } from '../../domain/storage';
import { adoptSignIn, signInOfThisTab, storedSignIn } from './session';
import { readString, setTabOwner, store, tabPerson, writeJson, writeString } from './storage';

/** Moves a stored entry to another name; nothing happens when there is none. */
function move(s: Storage, from: string, to: string): void {
  const value = s.getItem(from);
  if (value === null) return;
  s.setItem(to, value);
  s.removeItem(from);
}

/**
 * Unsaved work kept on the device is its owner's: when a different person signs in here, the previous owner's
 * work is put aside for them (`<name>@<their id>`) and the new person's own kept work, if any, comes back, so
 * nobody sees (or saves) someone else's drafts and each finds theirs again at their next sign-in. Work kept before
 * the owner was recorded is adopted by the next sign-in. This tab works for `userId` from now on.
 */
export function keepWorkOf(userId: string): void {
  setTabOwner(userId);
  const s = store();
  const owner = readString('workOwner');
  if (!s || owner === userId) return;
  for (const key of ownerWorkKeys) {
    const name = storageKeys[key];
    if (owner !== null) move(s, name, `${name}@${owner}`);
    move(s, `${name}@${userId}`, name);
  }
  writeString('workOwner', userId);
}

/**
 * The person of this tab's sign-in is known: the device's unsaved work is theirs (keepWorkOf), and the stored
 * sign-in names them, so other tabs can tell a new sign-in of the same person from another person's. A tab that
 * had not known its person yet takes the stored sign-in as its own.
 */
export function identifySession(user: { id: string; email: string }): void {
  const stored = storedSignIn();
  if (tabPerson() === null) adoptSignIn(stored?.id);
  keepWorkOf(user.id);
  if (stored && stored.id === signInOfThisTab() && stored.userId !== user.id) {
    writeJson('signIn', { ...stored, userId: user.id, email: user.email });
  }
}
