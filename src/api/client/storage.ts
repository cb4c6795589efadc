import { ownerWorkKeys, storageKeys, type StorageKey } from '../../domain/storage';

/**
 * The app's one door to local storage, by the product's key names (src/domain/storage.ts): the api keeps its
 * tokens here, and i18n, features and the demo backend keep their own entries through it.
 */
function store(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Storage can be blocked (privacy modes, sandboxed iframes): behave as if it were empty.
    return undefined;
  }
}

export function readString(key: StorageKey): string | null {
  return store()?.getItem(storageKeys[key]) ?? null;
}

export function writeString(key: StorageKey, value: string | null): void {
  const s = store();
  if (!s) return;
  if (value === null) s.removeItem(storageKeys[key]);
  else s.setItem(storageKeys[key], value);
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

const asRecord = (raw: unknown): Record<string, unknown> => (typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {});

/** One entry of a stored record (drafts by id): the value when `accept` takes it, else null. */
export function readEntry<T>(key: StorageKey, id: string, accept: (value: unknown) => value is T): T | null {
  const value = readJson(key, asRecord)?.[id];
  return accept(value) ? value : null;
}

/** Sets one entry of a stored record, or with null removes it; the record goes with its last entry. */
export function writeEntry(key: StorageKey, id: string, value: unknown): void {
  const record = { ...(readJson(key, asRecord) ?? {}) };
  if (value === null || value === undefined) delete record[id];
  else record[id] = value;
  writeJson(key, Object.keys(record).length > 0 ? record : null);
}

/**
 * Unsaved work kept on the device is its owner's: when a different person signs in here, it is cleared, so they
 * never see (or save) someone else's drafts. The same person finds theirs again after any sign-out or expiry.
 * Work kept before the owner was recorded is adopted by the next sign-in.
 */
export function keepWorkOf(userId: string): void {
  const owner = readString('workOwner');
  if (owner === userId) return;
  if (owner !== null) for (const key of ownerWorkKeys) writeString(key, null);
  writeString('workOwner', userId);
}
