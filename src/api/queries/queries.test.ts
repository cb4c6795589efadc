import { CancelledError, environmentManager, focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import type * as ReactQuery from '@tanstack/react-query';
import type { MutationObserver, UseMutationOptions } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readString, writeString } from '../client/storage';
import { configureApiClient, resetApiClientConfig } from '../client';
import type { EmailSubscription } from '../schemas';

/*
 * The unit project runs in Node without a DOM renderer, so the hooks run against a real QueryClient with
 * React's part stubbed: useQueryClient gives the test client and useMutation a MutationObserver. What is
 * tested is ours — the mutation function, the cache update, the order of onSuccess — not React.
 */
const client = { current: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
vi.mock('@tanstack/react-query', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactQuery>();
  return {
    ...actual,
    useQueryClient: () => client.current,
    useMutation: (options: UseMutationOptions<unknown, Error, unknown>) => new actual.MutationObserver(client.current, options),
  };
});

const { formKeys, useUpdateLeadForm, useDeleteLeadForm, getLeadFormQueryOptions, getLeadFormsQueryOptions } = await import('./forms');
const { sessionKeys, useDeleteSessions } = await import('./sessions');
const { integrationKeys, useCreateEmailSubscription, useDeleteEmailSubscription } = await import('./integrations');
const { authKeys, useLogin, useLogout, getCurrentUserQueryOptions } = await import('./auth');
const { getUsageQueryOptions } = await import('./subscription');
const { getMySubscriptionQueryOptions } = await import('./billing');

const ORIGIN = 'http://api.test';
const API = `${ORIGIN}/api/v1`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  client.current = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  configureApiClient({ apiUrl: ORIGIN });
  writeString('accessToken', 'acc');
});
afterEach(() => {
  server.resetHandlers();
  resetApiClientConfig();
  client.current.clear();
});

/** The stubbed useMutation returns a MutationObserver; this runs one mutation through it. */
function run<V>(hook: unknown, variables: V): Promise<unknown> {
  return (hook as MutationObserver<unknown, Error, V>).mutate(variables);
}

const form = (id: number, name = 'F') => ({ id, name, fields: { version: 3 } });
const sub = (id: number): EmailSubscription => ({
  id,
  receiver: 'email',
  receiver_email: `n${id}@b.co`,
  tracking_entity: 'lead',
  tracking_entity_parent: 'lead_form',
  tracking_entity_parent_id: 4,
  tracking_action: 'post',
  is_active: true,
});

describe('retryApiError', () => {
  it('retries network trouble, timeouts and 5xx at most twice; never 4xx, cancels or bad shapes', async () => {
    const { retryApiError } = await import('./shared');
    const { ApiError } = await import('../client');
    expect(retryApiError(0, new ApiError({ message: 'network' }))).toBe(true);
    expect(retryApiError(1, new ApiError({ message: 'timeout' }))).toBe(true);
    expect(retryApiError(0, new ApiError({ message: 'bad_response', status: 502 }))).toBe(true);
    expect(retryApiError(2, new ApiError({ message: 'network' }))).toBe(false);
    expect(retryApiError(0, new ApiError({ message: 'bad_request', status: 400 }))).toBe(false);
    expect(retryApiError(0, new ApiError({ message: 'canceled' }))).toBe(false);
    expect(retryApiError(0, new ApiError({ message: 'bad_response', status: 200 }))).toBe(false);
    expect(retryApiError(0, new Error('bug'))).toBe(false);
  });
});

describe('key factories', () => {
  it('nest lists and details under the area key, ids as text', () => {
    expect(formKeys.all).toEqual(['forms']);
    expect(formKeys.list({ page: 2 })).toEqual(['forms', 'list', { page: 2 }]);
    expect(formKeys.detail(4)).toEqual(formKeys.detail('4'));
    expect(sessionKeys.list(4, { has_lead: true })).toEqual(['sessions', '4', 'list', { has_lead: true }]);
  });
});

/**
 * Puts react-query in a browser-like state (it polls only with a window) on fake timers, and counts the calls to
 * the usage endpoint. Each test that uses it ends with backToRealTime().
 */
function countUsageCallsInFakeTime() {
  environmentManager.setIsServer(() => false);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  let asked = 0;
  server.use(
    http.get(`${API}/subscription/usage/`, () => {
      asked += 1;
      return HttpResponse.json({ used_credits: asked });
    }),
  );
  return () => asked;
}

function backToRealTime() {
  vi.useRealTimers();
  environmentManager.setIsServer(() => typeof window === 'undefined');
}

describe('query options', () => {
  it('fetch and parse through the endpoint', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/lead_forms/4`, ({ request }) => {
        asked.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get('Authorization')}`);
        return HttpResponse.json({ ...form(4), fields: { version: 2, aiPrompt: { value: 'p' } } });
      }),
    );
    const loaded = await client.current.fetchQuery(getLeadFormQueryOptions(4));
    // One call, to the form's address, with the stored token …
    expect(asked).toEqual(['GET /api/v1/lead_forms/4 Bearer acc']);
    // … and what comes back is the current layout: the older one is migrated on the way in.
    expect(loaded.fields).toMatchObject({ version: 3, aiPrompt: 'p' });
    expect(client.current.getQueryData(formKeys.detail(4))).toBe(loaded);
  });

  it('cancelling a query aborts its request: the endpoint gets react-query\'s signal', async () => {
    let arrived = false;
    let aborted = false;
    server.use(
      http.get(`${API}/lead_forms/4`, ({ request }) => {
        arrived = true;
        // Answers only when the client gives up on the request.
        return new Promise<Response>((resolve) =>
          request.signal.addEventListener('abort', () => {
            aborted = true;
            resolve(HttpResponse.json(form(4)));
          }),
        );
      }),
    );
    const loading = client.current.fetchQuery(getLeadFormQueryOptions(4));
    await vi.waitFor(() => expect(arrived).toBe(true));
    await client.current.cancelQueries({ queryKey: formKeys.detail(4) });
    // (react-query rejects a cancelled fetch whatever the endpoint does; what is ours is that the request stops.)
    await expect(loading).rejects.toBeInstanceOf(CancelledError);
    await vi.waitFor(() => expect(aborted).toBe(true));
    // The answer the server gave after the abort reached nobody: nothing was cached from it.
    expect(client.current.getQueryData(formKeys.detail(4))).toBeUndefined();
  });

  it('the current user is null without a token, and no call is made', async () => {
    writeString('accessToken', null);
    let calls = 0;
    server.use(
      http.get(`${API}/auth/user/`, () => {
        calls += 1;
        return HttpResponse.json({}, { status: 401 });
      }),
    );
    await expect(client.current.fetchQuery(getCurrentUserQueryOptions())).resolves.toBeNull();
    expect(calls).toBe(0);
  });

  it('a missing subscription (404) reads as null', async () => {
    server.use(http.get(`${API}/subscription/my/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    await expect(client.current.fetchQuery(getMySubscriptionQueryOptions())).resolves.toBeNull();
  });

  it('the usage query asks the server again every 5 s while it is watched, and stops when it is not', async () => {
    const asked = countUsageCallsInFakeTime();
    const stop = new QueryObserver(client.current, getUsageQueryOptions()).subscribe(() => undefined);
    try {
      await expect.poll(asked).toBe(1);
      await vi.advanceTimersByTimeAsync(4_900);
      expect(asked()).toBe(1);
      await vi.advanceTimersByTimeAsync(100);
      await expect.poll(asked).toBe(2);
      stop();
      await vi.advanceTimersByTimeAsync(20_000);
      expect(asked()).toBe(2);
    } finally {
      stop();
      backToRealTime();
    }
  });

  it('the usage poll pauses while the tab is hidden and goes on when it is shown again', async () => {
    const asked = countUsageCallsInFakeTime();
    client.current.mount(); // as the app's provider does: the client listens to focus changes
    const stop = new QueryObserver(client.current, getUsageQueryOptions()).subscribe(() => undefined);
    try {
      await expect.poll(asked).toBe(1);
      focusManager.setFocused(false); // the tab is hidden
      await vi.advanceTimersByTimeAsync(20_000);
      expect(asked()).toBe(1);
      focusManager.setFocused(true); // shown again: read at once, then every 5 s
      await expect.poll(asked).toBe(2);
      await vi.advanceTimersByTimeAsync(5_000);
      await expect.poll(asked).toBe(3);
    } finally {
      stop();
      client.current.unmount();
      focusManager.setFocused(undefined);
      backToRealTime();
    }
  });

  it('errors are ApiErrors with the server code', async () => {
    server.use(http.get(`${API}/lead_forms/`, () => HttpResponse.json({ code: 'throttled' }, { status: 429 })));
    await expect(client.current.fetchQuery(getLeadFormsQueryOptions())).rejects.toMatchObject({ message: 'throttled', status: 429 });
  });
});

describe('mutations keep the cache fresh', () => {
  it('update: the answer becomes the detail, lists are invalidated, then the own onSuccess runs', async () => {
    server.use(http.put(`${API}/lead_forms/4`, () => HttpResponse.json(form(4, 'Saved'))));
    client.current.setQueryData(formKeys.list({ page: 1 }), { count: 1, next: null, previous: null, results: [] });
    const order: string[] = [];
    const onSuccess = vi.fn(() => {
      order.push(client.current.getQueryState(formKeys.list({ page: 1 }))?.isInvalidated ? 'invalidated' : 'fresh');
    });
    await run(useUpdateLeadForm({ mutationConfig: { onSuccess } }), { id: '4', form: { name: 'Saved', fields: { version: 3 } } });
    expect(client.current.getQueryData(formKeys.detail(4))).toMatchObject({ name: 'Saved' });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['invalidated']);
  });

  it('delete: the detail and the sessions of the form are dropped', async () => {
    server.use(http.delete(`${API}/lead_forms/4`, () => new HttpResponse(null, { status: 204 })));
    client.current.setQueryData(formKeys.detail(4), form(4));
    client.current.setQueryData(sessionKeys.list(4), { count: 0, next: null, previous: null, results: [] });
    await run(useDeleteLeadForm(), 4);
    expect(client.current.getQueryData(formKeys.detail(4))).toBeUndefined();
    expect(client.current.getQueryData(sessionKeys.list(4))).toBeUndefined();
  });

  it('bulk delete of sessions invalidates the sessions and the form (its lead count)', async () => {
    let body: unknown = null;
    server.use(
      http.delete(`${API}/lead_forms/4/session/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ deleted: 2 });
      }),
    );
    client.current.setQueryData(sessionKeys.list(4), { count: 2, next: null, previous: null, results: [] });
    client.current.setQueryData(formKeys.detail(4), form(4));
    await run(useDeleteSessions(), { formId: 4, ids: [1, 2] });
    expect(body).toEqual({ ids: [1, 2] });
    expect(client.current.getQueryState(sessionKeys.list(4))?.isInvalidated).toBe(true);
    expect(client.current.getQueryState(formKeys.detail(4))?.isInvalidated).toBe(true);
  });

  it('notification e-mails change in the cache only after the server confirms', async () => {
    const key = integrationKeys.emailSubscriptions(4);
    client.current.setQueryData(key, [sub(1)]);
    server.use(
      http.post(`${API}/events/subscription/`, () => HttpResponse.json(sub(2), { status: 201 })),
      http.delete(`${API}/events/subscription/1`, () => HttpResponse.json({ message: 'nope' }, { status: 500 })),
      http.delete(`${API}/events/subscription/2`, () => new HttpResponse(null, { status: 204 })),
    );
    await run(useCreateEmailSubscription(), { formId: 4, email: 'n2@b.co' });
    expect(client.current.getQueryData<EmailSubscription[]>(key)?.map((s) => s.id)).toEqual([1, 2]);
    await expect(run(useDeleteEmailSubscription(), { formId: 4, id: 1 })).rejects.toMatchObject({ message: 'nope' });
    expect(client.current.getQueryData<EmailSubscription[]>(key)?.map((s) => s.id)).toEqual([1, 2]);
    await run(useDeleteEmailSubscription(), { formId: 4, id: 2 });
    expect(client.current.getQueryData<EmailSubscription[]>(key)?.map((s) => s.id)).toEqual([1]);
  });

  it('login stores the tokens and loads the profile; logout forgets everything', async () => {
    writeString('accessToken', null);
    server.use(
      http.post(`${API}/auth/login/`, () => HttpResponse.json({ access_token: 'a1', refresh_token: 'r1' })),
      http.get(`${API}/auth/user/`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer a1'
          ? HttpResponse.json({ id: 1, email: 'a@b.co', is_email_verified: true, has_password: true })
          : HttpResponse.json({}, { status: 401 }),
      ),
      http.post(`${API}/auth/logout/`, () => HttpResponse.json({})),
    );
    const user = await run(useLogin(), { email: 'a@b.co', password: 'x' });
    expect(user).toMatchObject({ email: 'a@b.co' });
    expect(readString('refreshToken')).toBe('r1');
    expect(client.current.getQueryData(authKeys.user())).toMatchObject({ id: 1 });
    client.current.setQueryData(formKeys.detail(4), form(4));
    await run(useLogout(), undefined);
    expect(readString('accessToken')).toBeNull();
    expect(client.current.getQueryData(authKeys.user())).toBeNull();
    expect(client.current.getQueryData(formKeys.detail(4))).toBeUndefined();
  });
});
