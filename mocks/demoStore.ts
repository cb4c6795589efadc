import { readJson, writeJson } from '../src/api/client/storage';
import { onDbWrite, parseSnapshot, restoreDb, snapshotDb } from './db/store';

/*
 * Persistence of the demo backend: the store is saved to local storage (`demoBackend` key) after every
 * write, so a reload keeps what the owner made. Kept apart from browser.ts so it runs under Node tests.
 */

/** The URL flag that puts the seed back: `/app/forms?resetDemo=1`. */
export const RESET_DEMO_PARAM = 'resetDemo';

/**
 * Writes the seed. Its rows are loaded only here, on the first visit or a reset: an owner coming back restores
 * the saved store, and the demo backend's chunk stays within its budget without them.
 */
async function writeSeed(): Promise<void> {
  const { seedAsOf } = await import('./db/seed');
  seedAsOf(Date.now());
}

/** Loads the saved store, or the seed when there is none (or it is from an older build). */
export async function loadDemoStore(): Promise<'restored' | 'seeded'> {
  const saved = readJson('demoBackend', parseSnapshot);
  if (saved) {
    restoreDb(saved);
    return 'restored';
  }
  await writeSeed();
  saveDemoStore();
  return 'seeded';
}

export function saveDemoStore(): void {
  try {
    writeJson('demoBackend', snapshotDb());
  } catch {
    // Storage full or blocked: the demo keeps working in memory, it just will not survive a reload.
  }
}

/**
 * Saves after writes. Several writes in one call (a cascade delete) are saved once, after the call's
 * synchronous work, instead of once per row.
 */
export function persistDemoStore(): () => void {
  let pending = false;
  return onDbWrite(() => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      saveDemoStore();
    });
  });
}

/** Back to the seed, saved at once. */
export async function resetDemoStore(): Promise<void> {
  await writeSeed();
  saveDemoStore();
}
