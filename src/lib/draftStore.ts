import { readString, writeString } from '../api/client/storage';
import type { StorageKey } from '../domain/storage';

/*
 * What a person typed and the server does not have yet, kept on this device. Part of the start-up code (the auth
 * feature forgets the typed e-mail at a sign-in), so every screen that keeps a draft finds it loaded.
 */

/**
 * What every read of a draft is checked with: a zod schema, or a schema from ./draftShapes where the screen's code
 * carries no zod (zod is loaded with the api calls, after the first paint). Both answer `safeParse` the same way.
 */
export interface DraftSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The schema of a text draft (the typed e-mail, a chat's question, an entry not added yet). */
export const text: DraftSchema<string> = {
  safeParse: (value) => (typeof value === 'string' ? { success: true, data: value } : { success: false }),
};

/** The stored value; a text that is not JSON (the typed e-mail was kept as plain text) is that text. */
function readStored(key: StorageKey): unknown {
  const raw = readString(key);
  try {
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** Keeps a value, or with undefined or a blank text (nothing typed) removes the key. */
function keep(key: StorageKey, value: unknown): void {
  try {
    writeString(key, value === undefined || (typeof value === 'string' && value.trim() === '') ? null : JSON.stringify(value));
  } catch {
    // Storage full or blocked: the draft still lives on screen; only a reload would lose it.
  }
}

/** The value as the schema accepts it; absent, malformed or outdated is no draft. */
function checked<T>(schema: DraftSchema<T>, value: unknown): T | null {
  const result = value === undefined ? { success: false as const } : schema.safeParse(value);
  return result.success ? result.data : null;
}

/** One draft under a storage key of its own (the AI flow's texts, the typed e-mail). */
export interface Draft<T> {
  /** The draft as the schema accepts it; an absent, malformed or outdated entry reads as no draft (null). */
  read(): T | null;
  /** Keeps the draft; a blank text is nothing typed, and clears it. */
  write(draft: T): void;
  clear(): void;
}

export function createDraft<T>(key: StorageKey, schema: DraftSchema<T>): Draft<T> {
  return {
    read: () => checked(schema, readStored(key)),
    write: (draft) => keep(key, draft),
    clear: () => keep(key, undefined),
  };
}

/** The drafts under one storage key, one per id (a form's, a chat's, a lead's…): read, write, clear as above. */
export interface DraftStore<T> {
  read(id: string | number): T | null;
  write(id: string | number, draft: T): void;
  clear(id: string | number): void;
}

/**
 * The drafts under one storage key, by id; the key goes with its last draft. The keys of a signed-in person's work
 * (ownerWorkKeys in src/domain/storage.ts) are theirs alone: another person signing in on this browser reads none of
 * them (src/api/client/identify.ts puts them aside until they are back).
 */
export function createDraftStore<T>(key: StorageKey, schema: DraftSchema<T>): DraftStore<T> {
  const entries = (): Record<string, unknown> => {
    const stored = readStored(key);
    return typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  };
  const put = (id: string | number, draft: unknown) => {
    const next = entries();
    if (draft === undefined || (typeof draft === 'string' && draft.trim() === '')) delete next[id];
    else next[id] = draft;
    keep(key, Object.keys(next).length > 0 ? next : undefined);
  };
  return {
    read: (id) => {
      const all = entries();
      return checked(schema, Object.hasOwn(all, id) ? all[id] : undefined);
    },
    write: put,
    clear: (id) => {
      if (Object.hasOwn(entries(), id)) put(id, undefined);
    },
  };
}
