import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { seedAsOf } from '../db/seed';
import { onDbWrite, parseSnapshot, restoreDb, snapshotDb } from '../db/store';

/*
 * The HTTP demo backend keeps its store in one JSON file, so what owners and visitors made survives a
 * restart. Writes are atomic (a temporary file, flushed to the disk, then renamed over the old one), so a crash or a
 * power cut mid-write never leaves half a file; a file that is unreadable or from another store version is kept
 * aside as `<name>.corrupt-<time>` (the log says where) and the store starts from the seed.
 * While serving, the file is written off the request path: debounced, asynchronously, one write at a time.
 */

export type LoadResult = 'restored' | 'seeded' | 'replaced-corrupt';

/** How long writes gather before the store is saved: a burst of calls (a view count per visitor) is one write. */
export const STORE_WRITE_DEBOUNCE_MS = 250;

export function loadFileStore(file: string, report: (message: string) => void = console.warn): LoadResult {
  if (!existsSync(file)) {
    seedAsOf(Date.now());
    saveFileStore(file);
    return 'seeded';
  }
  let snapshot = null;
  try {
    snapshot = parseSnapshot(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    snapshot = null;
  }
  if (snapshot) {
    restoreDb(snapshot);
    return 'restored';
  }
  const kept = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(file, kept);
  report(`[api] ${file} is not a store this version can read; it is kept as ${kept} and the store starts from the seed.`);
  seedAsOf(Date.now());
  saveFileStore(file);
  return 'replaced-corrupt';
}

const temporaryOf = (file: string) => `${file}.${process.pid}.tmp`;

/** Saves at once (start-up, before the server listens). */
export function saveFileStore(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = temporaryOf(file);
  const handle = openSync(temporary, 'w');
  try {
    writeSync(handle, JSON.stringify(snapshotDb()));
    // On the disk before the rename: otherwise a power cut can leave the new name on an empty file.
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  renameSync(temporary, file);
}

async function saveFileStoreAsync(file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = temporaryOf(file);
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(JSON.stringify(snapshotDb()));
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

export interface FileStorePersistence {
  /** Writes what changed now, if anything did, and resolves when the file holds it (shutdown, tests). */
  flush(): Promise<void>;
  /** Stops listening for changes after writing what is pending. */
  stop(): Promise<void>;
}

/**
 * Saves after writes, debounced: the writes of one call (a cascade delete) and of a burst of calls are saved once,
 * `debounceMs` after the first of them, never on the request path. One write runs at a time; changes made while it
 * runs are saved by the next one.
 */
export function persistToFile(
  file: string,
  { debounceMs = STORE_WRITE_DEBOUNCE_MS, report = console.error }: { debounceMs?: number; report?: (message: string) => void } = {},
): FileStorePersistence {
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  const write = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    writing = writing.then(async () => {
      if (!dirty) return;
      dirty = false;
      try {
        await saveFileStoreAsync(file);
      } catch (error) {
        dirty = true;
        report(`[api] could not save the store to ${file}: ${(error as Error).message}`);
      }
    });
    return writing;
  };

  const unsubscribe = onDbWrite(() => {
    dirty = true;
    // The first change of a burst sets the time; later ones ride along, so steady traffic still saves regularly.
    timer ??= setTimeout(() => void write(), debounceMs);
  });

  return {
    flush: write,
    stop: async () => {
      unsubscribe();
      await write();
    },
  };
}
