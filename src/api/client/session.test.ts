import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * Two tabs of one browser: each has its own copy of the api client's modules (its own memory), both share one
 * local storage. A tab reads the stored sign-in on every call, so no event is needed for the refusal (the notice's
 * `storage` listener is the banners' SessionChangeWatcher, covered by e2e/secondTab.spec.ts).
 */
const API = 'http://api.test/api/v1';
const server = setupServer();
const sentWith: string[] = [];
const okSchema = z.object({ ok: z.literal(true) });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  sentWith.length = 0;
  server.use(
    http.put(`${API}/forms/7/`, ({ request }) => {
      sentWith.push(request.headers.get('Authorization') ?? '');
      return HttpResponse.json({ ok: true });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});

async function openTab() {
  vi.resetModules();
  const [config, httpClient, tokens, session, storage, identify] = await Promise.all([
    import('./config'),
    import('./http'),
    import('./tokens'),
    import('./session'),
    import('./storage'),
    import('./identify'),
  ]);
  config.configureApiClient({ apiUrl: 'http://api.test', reload: () => undefined });
  return {
    ...tokens,
    ...session,
    ...storage,
    ...identify,
    /** The editor's autosave of form 7. */
    save: () => httpClient.request({ method: 'PUT', path: '/forms/7/', body: { name: 'Quote' }, schema: okSchema }),
    /** Signs in and loads the person, as the login form and the current-user query do. */
    signIn(userId: string, email: string, tokenPrefix: string) {
      tokens.saveSession({ access_token: `${tokenPrefix}-access`, refresh_token: `${tokenPrefix}-refresh` });
      identify.identifySession({ id: userId, email });
    },
  };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the call to be refused');
}

describe('a second tab signs in as someone else', () => {
  it("stops the first tab's calls before B's token leaves, says who signed in, and resumes when A is back", async () => {
    const tabA = await openTab();
    tabA.signIn('1', 'a@example.com', 'a');
    await tabA.save();
    expect(sentWith).toEqual(['Bearer a-access']);

    const tabB = await openTab();
    tabB.saveSession({ access_token: 'b-access', refresh_token: 'b-refresh' });
    // B's account is still loading: nobody knows who it is yet, and nothing goes out from A's screen meanwhile.
    expect(tabA.currentSessionChange()).toEqual({ kind: 'otherPerson', email: null });
    expect(await refusal(tabA.save())).toBe('session_changed');

    tabB.identifySession({ id: '2', email: 'b@example.com' });
    expect(tabA.currentSessionChange()).toEqual({ kind: 'otherPerson', email: 'b@example.com' });
    expect(await refusal(tabA.save())).toBe('session_changed');
    expect(sentWith).toEqual(['Bearer a-access']);

    // A signs in again in the second tab: the first tab works for that sign-in and saves again.
    tabB.signIn('1', 'a@example.com', 'a2');
    expect(tabA.currentSessionChange()).toBeNull();
    await tabA.save();
    expect(sentWith).toEqual(['Bearer a-access', 'Bearer a2-access']);
  });

  it('a token refresh in another tab is no change of person', async () => {
    const tabA = await openTab();
    tabA.signIn('1', 'a@example.com', 'a');
    const tabB = await openTab();
    tabB.storeTokens({ access: 'a-access-refreshed', refresh: 'a-refresh-rotated' });
    expect(tabA.currentSessionChange()).toBeNull();
    await tabA.save();
    expect(sentWith).toEqual(['Bearer a-access-refreshed']);
  });

  it('a sign-out in another tab stops the calls', async () => {
    const tabA = await openTab();
    tabA.signIn('1', 'a@example.com', 'a');
    const tabB = await openTab();
    tabB.clearTokens();
    expect(tabA.currentSessionChange()).toEqual({ kind: 'signedOut' });
    expect(await refusal(tabA.save())).toBe('session_changed');
    expect(sentWith).toEqual([]);
  });

  it("A's unsaved work stays A's: B never sees it, A's tab keeps writing it, and it comes back at A's next sign-in", async () => {
    const tabA = await openTab();
    tabA.signIn('1', 'a@example.com', 'a');
    tabA.writeJson('formDrafts', { '7': 'A typed this' });

    const tabB = await openTab();
    tabB.signIn('2', 'b@example.com', 'b');
    expect(tabB.readString('formDrafts')).toBeNull();
    // Typed in A's tab after B signed in: kept for A, not put into B's drafts.
    tabA.writeJson('formDrafts', { '7': 'A typed more' });
    expect(tabB.readString('formDrafts')).toBeNull();
    expect(tabA.readString('formDrafts')).toBe(JSON.stringify({ '7': 'A typed more' }));
    tabB.writeJson('formDrafts', { new: 'B typed this' });

    // A signs in again (in any tab): A's work comes back, B's is kept for B.
    const tabC = await openTab();
    tabC.signIn('1', 'a@example.com', 'a3');
    expect(tabC.readString('formDrafts')).toBe(JSON.stringify({ '7': 'A typed more' }));
    tabC.signIn('2', 'b@example.com', 'b2');
    expect(tabC.readString('formDrafts')).toBe(JSON.stringify({ new: 'B typed this' }));
  });

  it('a guest tab (no known person) follows the sign-ins of other tabs', async () => {
    const guest = await openTab();
    const tabB = await openTab();
    tabB.signIn('2', 'b@example.com', 'b');
    expect(guest.currentSessionChange()).toBeNull();
    await guest.save();
    expect(sentWith).toEqual(['Bearer b-access']);
  });
});
