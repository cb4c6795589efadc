import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../domain/storage';

/*
 * A visit is a fresh copy of the api client's modules (its own memory) over the one local storage of the device,
 * and a fresh query client: what the first visit keeps, the next one draws, or must not.
 */
async function visit() {
  vi.resetModules();
  const [tokens, identify, warm, warmPage] = await Promise.all([
    import('../client/tokens'),
    import('../client/identify'),
    import('./warmCache'),
    import('./warmPage'),
  ]);
  const client = new QueryClient();
  return {
    ...tokens,
    ...warm,
    keptPageOfSignIn: warmPage.keptPageOfSignIn,
    client,
    /** Signs in and loads the person, as the login form and the current-user query do. */
    signIn(userId: string) {
      tokens.saveSession({ access_token: `${userId}-access`, refresh_token: `${userId}-refresh` });
      identify.identifySession({ id: userId, email: `${userId}@example.com` });
    },
    /** The person's data as the screens load it: the user (with a secret), a forms list, forms and their statistics. */
    load(userId: string) {
      client.setQueryData(['auth', 'user'], { id: Number(userId), email: `${userId}@example.com`, openai_key: 'sk-secret-1234', zapier_invite_link: 'https://zap.example/invite' });
      client.setQueryData(['forms', 'list', { page: 1 }], { count: 1, results: [{ id: 7, name: `Quiz of ${userId}` }] });
      client.setQueryData(['forms', 'detail', '7'], { id: 7, name: `Quiz of ${userId}` });
      client.setQueryData(['forms', 'detail', '7', 'statistics', {}], { views: 3 });
      client.setQueryData(['results', 'leads', '7'], [{ email: 'visitor@example.com' }]);
    },
  };
}

const stored = () => localStorage.getItem(storageKeys.warmCache);

beforeEach(() => localStorage.clear());

describe('the warm cache', () => {
  it('draws what the person saw at their last visit, marked stale so that it is refreshed at once', async () => {
    const first = await visit();
    first.signIn('1');
    first.load('1');
    first.saveWarmCache(first.client);

    const next = await visit();
    expect(next.restoreWarmCache(next.client)).toBe(3);
    expect(next.client.getQueryData(['forms', 'list', { page: 1 }])).toEqual({ count: 1, results: [{ id: 7, name: 'Quiz of 1' }] });
    expect(next.client.getQueryData(['forms', 'detail', '7'])).toEqual({ id: 7, name: 'Quiz of 1' });
    const list = next.client.getQueryCache().find({ queryKey: ['forms', 'list', { page: 1 }] });
    expect(list?.isStale()).toBe(true);
  });

  it('keeps only safe answers: no secret of the user, no statistics, no leads', async () => {
    const first = await visit();
    first.signIn('1');
    first.load('1');
    first.saveWarmCache(first.client);
    const text = stored() ?? '';
    expect(text).not.toContain('sk-secret');
    expect(text).not.toContain('zap.example');
    expect(text).not.toContain('statistics');
    expect(text).not.toContain('visitor@example.com');

    const next = await visit();
    next.restoreWarmCache(next.client);
    // Whether the person has a key is kept (the banners ask), the key is not.
    expect(next.client.getQueryData(['auth', 'user'])).toMatchObject({ id: 1, openai_key: '••••', zapier_invite_link: null });
  });

  it('is forgotten at sign-out', async () => {
    const first = await visit();
    first.signIn('1');
    first.load('1');
    first.saveWarmCache(first.client);
    expect(stored()).not.toBeNull();
    first.clearTokens();
    expect(stored()).toBeNull();
  });

  it('shows nothing of one person to another who signs in on the device, even without a sign-out', async () => {
    const first = await visit();
    first.signIn('1');
    first.load('1');
    first.saveWarmCache(first.client);

    const other = await visit();
    other.signIn('2');
    expect(stored()).toBeNull();
    expect(other.restoreWarmCache(other.client)).toBe(0);
    expect(other.client.getQueryData(['forms', 'list', { page: 1 }])).toBeUndefined();
  });

  it('is not drawn for another sign-in or person than the one it was kept for, and is removed', async () => {
    const first = await visit();
    first.signIn('1');
    first.load('1');
    first.saveWarmCache(first.client);
    const kept = stored()!;
    // Written back by something that bypassed the sign-in's clearing: the stored sign-in is now another person's.
    const other = await visit();
    other.signIn('2');
    localStorage.setItem(storageKeys.warmCache, kept);
    const next = await visit();
    expect(next.restoreWarmCache(next.client)).toBe(0);
    expect(stored()).toBeNull();
  });

  it('is not written by a tab whose sign-in another tab replaced', async () => {
    const tabA = await visit();
    tabA.signIn('1');
    tabA.load('1');
    // Another tab of the browser signs in as someone else: tab A still has person 1's answers in memory.
    const tabB = await visit();
    tabB.signIn('2');
    tabA.saveWarmCache(tabA.client);
    expect(stored()).toBeNull();
  });

  it('is written only once the person of the sign-in is known', async () => {
    const tab = await visit();
    tab.saveSession({ access_token: 'a', refresh_token: 'r' });
    tab.load('1');
    tab.saveWarmCache(tab.client);
    expect(stored()).toBeNull();
  });

  it('drops what another shape (another version of the app) kept', async () => {
    const first = await visit();
    first.signIn('1');
    first.load('1');
    first.saveWarmCache(first.client);
    const entry = JSON.parse(stored()!);
    localStorage.setItem(storageKeys.warmCache, JSON.stringify({ ...entry, version: `0/${entry.version}` }));

    const next = await visit();
    expect(next.restoreWarmCache(next.client)).toBe(0);
    expect(next.client.getQueryData(['forms', 'list', { page: 1 }])).toBeUndefined();
    expect(stored()).toBeNull();
  });

  describe('the page as drawn', () => {
    const myForms = { path: '/forms', language: 'en', small: false, html: '<main>Quiz of 1</main>' };
    /** A visit of `userId` that loaded their data and kept My Forms as drawn. */
    async function myFormsKeptBy(userId: string) {
      const first = await visit();
      first.signIn(userId);
      first.load(userId);
      first.saveWarmCache(first.client, () => myForms);
      return first;
    }

    it('is kept with the answers and given back to the same sign-in and person', async () => {
      await myFormsKeptBy('1');

      const next = await visit();
      expect(next.keptPageOfSignIn()).toEqual(myForms);
    });

    it('stays as it was when a later save has no page to keep (the person is on another page)', async () => {
      const first = await myFormsKeptBy('1');
      first.client.setQueryData(['forms', 'detail', '8'], { id: 8, name: 'Another' });
      first.saveWarmCache(first.client, () => null);

      const next = await visit();
      expect(next.keptPageOfSignIn()).toEqual(myForms);
    });

    it('is not given to another sign-in or person, nor kept by another version of the app', async () => {
      await myFormsKeptBy('1');
      const kept = stored()!;

      const older = await visit();
      localStorage.setItem(storageKeys.warmCache, JSON.stringify({ ...JSON.parse(kept), version: `0/${JSON.parse(kept).version}` }));
      expect(older.keptPageOfSignIn()).toBeNull();

      const other = await visit();
      other.signIn('2');
      localStorage.setItem(storageKeys.warmCache, kept);
      expect(other.keptPageOfSignIn()).toBeNull();

      const signedOut = await visit();
      signedOut.clearTokens();
      localStorage.setItem(storageKeys.warmCache, kept);
      expect(signedOut.keptPageOfSignIn()).toBeNull();
    });

    it('is not given back when it is not whole', async () => {
      await myFormsKeptBy('1');
      const entry = JSON.parse(stored()!);
      localStorage.setItem(storageKeys.warmCache, JSON.stringify({ ...entry, page: { ...myForms, html: 42 } }));
      expect((await visit()).keptPageOfSignIn()).toBeNull();
    });
  });

  it('writes again when a kept answer arrives, not when the credits poll answers', async () => {
    const tab = await visit();
    tab.signIn('1');
    tab.load('1');
    vi.useFakeTimers();
    try {
      tab.startWarmCache(tab.client);
      tab.client.setQueryData(['subscription', 'usage'], { credits: 5 });
      vi.runAllTimers();
      expect(stored()).toBeNull();
      tab.client.setQueryData(['forms', 'detail', '8'], { id: 8, name: 'New' });
      vi.runAllTimers();
      expect(stored()).toContain('"New"');
      expect(stored()).toContain('"credits":5');
    } finally {
      vi.useRealTimers();
    }
  });
});
