import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { onDbWrite, parseSnapshot, resetDb, restoreDb, snapshotDb } from '../db';

/*
 * The HTTP demo backend keeps its store in one JSON file, so what owners and visitors made survives a
 * restart. Writes are atomic (a temporary file renamed over the old one), so a crash mid-write never leaves
 * half a file; a file that is unreadable or from another store version is reported and replaced by the seed.
 */

export type LoadResult = 'restored' | 'seeded' | 'replaced-corrupt';

export function loadFileStore(file: string, report: (message: string) => void = console.warn): LoadResult {
  if (!existsSync(file)) {
    resetDb();
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
  report(`[api] ${file} is not a store this version can read; starting from the seed and replacing it.`);
  resetDb();
  saveFileStore(file);
  return 'replaced-corrupt';
}

export function saveFileStore(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(snapshotDb()));
  renameSync(temporary, file);
}

/** Saves after writes: the writes of one call (a cascade delete) are saved once, when the call's work is done. */
export function persistToFile(file: string): () => void {
  let pending = false;
  return onDbWrite(() => {
    if (pending) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      saveFileStore(file);
    });
  });
}
