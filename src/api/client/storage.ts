import { storageKeys, type StorageKey } from '../../domain/storage';

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
