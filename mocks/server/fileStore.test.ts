import type * as NodeFs from 'node:fs';
import type * as NodeFsPromises from 'node:fs/promises';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, resetDb } from '../db';
import { persistToFile, saveFileStore } from './fileStore';

/** The file-system calls of a save, in order: the data must be on the disk before the new name points at it. */
const steps = vi.hoisted(() => [] as string[]);

vi.mock('node:fs', async (original) => {
  const fs = await original<typeof NodeFs>();
  return {
    ...fs,
    fsyncSync: (fd: number) => {
      steps.push('fsync');
      fs.fsyncSync(fd);
    },
    renameSync: (from: string, to: string) => {
      steps.push('rename');
      fs.renameSync(from, to);
    },
  };
});

vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof NodeFsPromises>();
  return {
    ...fs,
    open: async (...args: Parameters<typeof fs.open>) => {
      const handle = await fs.open(...args);
      const sync = handle.sync.bind(handle);
      handle.sync = () => {
        steps.push('fsync');
        return sync();
      };
      return handle;
    },
    rename: (from: string, to: string) => {
      steps.push('rename');
      return fs.rename(from, to);
    },
  };
});

beforeEach(() => {
  resetDb();
  steps.length = 0;
});

describe('saving the store file', () => {
  it('flushes the data to the disk before the rename, at start-up', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'api-store-')), 'store.json');
    saveFileStore(file);
    expect(steps).toEqual(['fsync', 'rename']);
  });

  it('flushes the data to the disk before the rename, while serving', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'api-store-')), 'store.json');
    const persistence = persistToFile(file, { debounceMs: 60_000 });
    db.forms.update(1, { views: 4242 });
    await persistence.stop();
    expect(steps).toEqual(['fsync', 'rename']);
    expect(readFileSync(file, 'utf8')).toContain('"views":4242');
  });
});
