/**
 * Every local-storage entry of the product (SPEC §3), under one product-prefixed key scheme.
 * Nothing else reads or writes localStorage directly.
 */
export const storagePrefix = 'lf';

export const storageKeys = {
  accessToken: `${storagePrefix}.accessToken`,
  refreshToken: `${storagePrefix}.refreshToken`,
  locale: `${storagePrefix}.locale`,
  widgetData: `${storagePrefix}.widgetData`,
  previewLastUpdate: `${storagePrefix}.previewLastUpdate`,
  appSettings: `${storagePrefix}.appSettings`,
  tourApp: `${storagePrefix}.tour.app`,
  tourFormStep1: `${storagePrefix}.tour.formStep1`,
  tourFormStep2: `${storagePrefix}.tour.formStep2`,
  tourFormStep3: `${storagePrefix}.tour.formStep3`,
  demoBackend: `${storagePrefix}.demoBackend`,
} as const;

export type StorageKey = keyof typeof storageKeys;

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
