import { beforeEach, describe, expect, it } from 'vitest';
import { readString } from '../src/api/client/storage';
import { db, DB_SNAPSHOT_VERSION, resetDb, seedForms } from './db';
import { loadDemoStore, persistDemoStore, resetDemoStore } from './demoStore';

describe('demo store persistence', () => {
  beforeEach(() => resetDb());

  it('seeds and saves when nothing is stored, restores what was saved', async () => {
    expect(await loadDemoStore()).toBe('seeded');
    const stop = persistDemoStore();
    db.forms.delete(seedForms.emptyDraft);
    await Promise.resolve();
    stop();
    resetDb();
    expect(await loadDemoStore()).toBe('restored');
    expect(db.forms.get(seedForms.emptyDraft)).toBeUndefined();
    await resetDemoStore();
    expect(db.forms.get(seedForms.emptyDraft)).toBeDefined();
    expect(await loadDemoStore()).toBe('restored');
    expect(db.forms.get(seedForms.emptyDraft)).toBeDefined();
  });

  it('ignores a saved store it cannot read', async () => {
    localStorage.setItem('lf.demoBackend', '{"version":-1}');
    expect(await loadDemoStore()).toBe('seeded');
    expect(readString('demoBackend')).toContain(`"version":${DB_SNAPSHOT_VERSION}`);
  });
});
