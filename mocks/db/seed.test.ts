import { beforeEach, describe, expect, it } from 'vitest';
import { leadFormSchema, leadSessionSchema, userSchema } from '../../src/api/schemas';
import { db, onDbWrite, parseSnapshot, resetDb, restoreDb, SEED_NOW, seedAsOf, snapshotDb, toPublic } from '.';
import { isValidEmail, isValidPhone } from '../../src/domain/validators';
import { seedForms, seedUsers } from './seedIds';

describe('the seed', () => {
  beforeEach(() => resetDb());

  it('is deterministic: two resets give the same store', () => {
    const first = JSON.stringify(snapshotDb());
    resetDb();
    expect(JSON.stringify(snapshotDb())).toBe(first);
  });

  it('has the demo owner with an unverified e-mail (so the banner shows)', () => {
    const owner = db.users.get(seedUsers.demoOwner.id);
    expect(owner?.email).toBe('demo@example.com');
    expect(owner?.is_email_verified).toBe(false);
    expect(userSchema.parse(toPublic(owner ?? {}))).toMatchObject({ email: 'demo@example.com' });
  });

  it('holds leads whose contact details pass the app rules (an owner editing one meets no false error)', () => {
    const leads = db.sessions.all().flatMap((session) => (session.lead ? [session.lead] : []));
    expect(leads.length).toBeGreaterThan(0);
    for (const lead of leads) {
      if (lead.email) expect(isValidEmail(lead.email), lead.email).toBe(true);
      if (lead.phone) expect(isValidPhone(lead.phone), lead.phone).toBe(true);
    }
  });

  it('holds forms that parse with the app schema, old layouts included (migrated on parse)', () => {
    for (const row of db.forms.all()) {
      const { _legacyFields, ...rest } = row;
      const sent = _legacyFields === undefined ? toPublic(rest) : { ...toPublic(rest), fields: _legacyFields };
      expect(leadFormSchema.parse(sent).fields.version).toBe(3);
    }
    expect(db.forms.get(seedForms.legacyV1)?._legacyFields).toHaveProperty('steps');
  });

  it('has sessions with and without leads', () => {
    const sessions = db.sessions.where((s) => s._formId === seedForms.published);
    expect(sessions.filter((s) => s.has_lead)).toHaveLength(8);
    expect(sessions.filter((s) => !s.has_lead)).toHaveLength(4);
    for (const s of sessions) leadSessionSchema.parse(toPublic(s));
  });

  it('saves and restores a snapshot, and tells listeners about writes', () => {
    let writes = 0;
    const stop = onDbWrite(() => writes++);
    db.forms.delete(seedForms.emptyDraft);
    expect(writes).toBe(1);
    const saved = parseSnapshot(JSON.parse(JSON.stringify(snapshotDb())));
    expect(saved).not.toBeNull();
    resetDb();
    expect(db.forms.get(seedForms.emptyDraft)).toBeDefined();
    if (saved) restoreDb(saved);
    expect(db.forms.get(seedForms.emptyDraft)).toBeUndefined();
    expect(parseSnapshot({ version: 0 })).toBeNull();
    stop();
  });

  it('is moved to the day the live demo writes it: recent, never in the future, the rest untouched', () => {
    const newestSession = () => Math.max(...db.sessions.all().map((s) => Date.parse(s.created_at ?? '')));
    const newestViewDay = () => db.formViews.all().map((v) => v.date).sort().at(-1);
    const seededNewest = newestSession();
    const day = 86_400_000;
    for (const now of [Date.parse(SEED_NOW) + 300 * day + 5 * 3_600_000, Date.parse(SEED_NOW) + 300 * day - 3_600_000]) {
      seedAsOf(now);
      expect(newestSession()).toBeLessThanOrEqual(now);
      // As old as in the seed, give or take the day it was moved by.
      expect(now - newestSession()).toBeLessThan(Date.parse(SEED_NOW) - seededNewest + day);
      expect(newestViewDay()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(newestViewDay() ?? '')).toBeGreaterThan(now - 2 * day);
      expect(db.forms.get(seedForms.published)?.name).toBe('Marketing plan generator');
    }
    // Before the seed's own day (a machine with a wrong clock) nothing moves.
    seedAsOf(Date.parse(SEED_NOW) - day);
    expect(newestSession()).toBe(seededNewest);
  });
});

