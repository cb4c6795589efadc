import { ownerWorkKeys, storageKeys, type StorageKey } from '../../domain/storage';

/**
 * The app's one door to local storage, by the product's key names (src/domain/storage.ts): the api keeps its
 * tokens here, and i18n, features and the demo backend keep their own entries through it.
 */
export function store(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Storage can be blocked (privacy modes, sandboxed iframes): behave as if it were empty.
    return undefined;
  }
}

export function readString(key: StorageKey): string | null {
  return store()?.getItem(nameOf(key)) ?? null;
}

export function writeString(key: StorageKey, value: string | null): void {
  const s = store();
  if (!s) return;
  if (value === null) s.removeItem(nameOf(key));
  else s.setItem(nameOf(key), value);
}

/** A stored JSON value as `parse` accepts it; null when absent, unreadable or rejected by `parse`. */
export function readJson<T>(key: StorageKey, parse: (raw: unknown) => T): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, value === null || value === undefined ? null : JSON.stringify(value));
}

/** The person this tab works for, once it knows (keepWorkOf); its unsaved work is theirs whoever signs in elsewhere. */
let tabOwner: string | null = null;

export const tabPerson = () => tabOwner;

/** This tab works for `person` (keepWorkOf), or for nobody known yet after it signs in or out (null). */
export function setTabOwner(person: string | null): void {
  tabOwner = person;
}

/**
 * The stored name of `key` in this tab. When another tab signed in as someone else meanwhile (the device's work is
 * no longer this tab's person's), this tab's unsaved work goes to (and comes from) its person's kept copy
 * (`<name>@<user id>`, see keepWorkOf in ./identify.ts), never the new person's entries.
 */
function nameOf(key: StorageKey): string {
  const name = storageKeys[key];
  return tabOwner !== null &&
    (ownerWorkKeys as readonly StorageKey[]).includes(key) &&
    store()?.getItem(storageKeys.workOwner) !== tabOwner
    ? `${name}@${tabOwner}`
    : name;
}
