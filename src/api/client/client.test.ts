import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readString, writeString } from './storage';
import { configureApiClient, resetApiClientConfig } from './config';
import type { ApiError} from './errors';
import { isApiError } from './errors';
import { earlyStateKey, sendEarly } from './early';
import { request } from './http';

const API = 'http://api.test/api/v1';
const server = setupServer();
const reload = vi.fn();
const okSchema = z.object({ ok: z.literal(true) });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  reload.mockReset();
  configureApiClient({ apiUrl: 'http://api.test', reload });
});
afterEach(() => {
  server.resetHandlers();
  resetApiClientConfig();
  vi.useRealTimers();
});

function signIn(access = 'old-access', refresh = 'old-refresh') {
  writeString('accessToken', access);
  writeString('refreshToken', refresh);
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

const get = (path: string) => request({ method: 'GET', path, schema: okSchema });

describe('token refresh', () => {
  it('ten concurrent 401s share one refresh and each retries once with the new token', async () => {
    signIn();
    let refreshCalls = 0;
    const seen: string[] = [];
    server.use(
      http.get(`${API}/thing/:n/`, ({ request: req }) => {
        const auth = req.headers.get('Authorization') ?? '';
        seen.push(auth);
        return auth === 'Bearer new-access'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ code: 'token_not_valid', detail: 'expired' }, { status: 401 });
      }),
      http.post(`${API}/auth/token/refresh/`, async ({ request: req }) => {
        refreshCalls += 1;
        expect(await req.json()).toEqual({ refresh: 'old-refresh' });
        expect(req.headers.get('Authorization')).toBeNull();
        await delay(20);
        return HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' });
      }),
    );
    const results = await Promise.all(Array.from({ length: 10 }, (_, n) => get(`/thing/${n}/`)));
    expect(results).toEqual(Array.from({ length: 10 }, () => ({ ok: true })));
    expect(refreshCalls).toBe(1);
    expect(seen.filter((a) => a === 'Bearer old-access')).toHaveLength(10);
    expect(seen.filter((a) => a === 'Bearer new-access')).toHaveLength(10);
    expect(readString('accessToken')).toBe('new-access');
    expect(readString('refreshToken')).toBe('new-refresh');
  });

  it('a refresh failing with token_not_valid removes the tokens and reloads', async () => {
    signIn();
    server.use(
      http.get(`${API}/thing/`, () => HttpResponse.json({ detail: 'expired' }, { status: 401 })),
      http.post(`${API}/auth/token/refresh/`, () =>
        HttpResponse.json({ code: 'token_not_valid', detail: 'Token is invalid or expired' }, { status: 401 }),
      ),
    );
    const error = await failure(get('/thing/'));
    expect(error.status).toBe(401);
    expect(readString('accessToken')).toBeNull();
    expect(readString('refreshToken')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('concurrent calls whose refresh fails with token_not_valid reload once and all reject with 401', async () => {
    signIn();
    let refreshCalls = 0;
    server.use(
      http.get(`${API}/thing/:n/`, () => HttpResponse.json({}, { status: 401 })),
      http.post(`${API}/auth/token/refresh/`, async () => {
        refreshCalls += 1;
        await delay(10);
        return HttpResponse.json({ code: 'token_not_valid' }, { status: 401 });
      }),
    );
    const errors = await Promise.all([1, 2, 3].map((n) => failure(get(`/thing/${n}/`))));
    expect(errors.map((e) => e.status)).toEqual([401, 401, 401]);
    expect(refreshCalls).toBe(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a 401 that arrives after another call already refreshed retries without a second refresh', async () => {
    signIn();
    const refresh = vi.fn();
    server.use(
      http.get(`${API}/late/`, ({ request: req }) => {
        if (req.headers.get('Authorization') === 'Bearer newer') return HttpResponse.json({ ok: true });
        writeString('accessToken', 'newer'); // another call's refresh finished meanwhile
        return HttpResponse.json({}, { status: 401 });
      }),
      http.post(`${API}/auth/token/refresh/`, () => {
        refresh();
        return HttpResponse.json({ access: 'x' });
      }),
    );
    await expect(get('/late/')).resolves.toEqual({ ok: true });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('without a refresh token the 401 passes through and no refresh is tried', async () => {
    writeString('accessToken', 'a');
    const refresh = vi.fn();
    server.use(
      http.get(`${API}/thing/`, () => HttpResponse.json({ code: 'not_authenticated', detail: 'No' }, { status: 401 })),
      http.post(`${API}/auth/token/refresh/`, () => {
        refresh();
        return HttpResponse.json({});
      }),
    );
    const error = await failure(get('/thing/'));
    expect(error).toMatchObject({ message: 'not_authenticated', details: 'No', status: 401 });
    expect(refresh).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 after a refresh passes through', async () => {
    signIn();
    let calls = 0;
    server.use(
      http.get(`${API}/thing/`, () => {
        calls += 1;
        return HttpResponse.json({}, { status: 401 });
      }),
      http.post(`${API}/auth/token/refresh/`, () => HttpResponse.json({ access: 'new-access' })),
    );
    const error = await failure(get('/thing/'));
    expect(error.status).toBe(401);
    expect(calls).toBe(2);
    expect(readString('refreshToken')).toBe('old-refresh'); // a refresh answer without `refresh` keeps it
  });
  it('a call waiting on the shared refresh stops waiting when its caller aborts; the refresh goes on', async () => {
    signIn();
    let releaseRefresh!: () => void;
    const refreshHeld = new Promise<void>((resolve) => (releaseRefresh = resolve));
    let refreshStarted = false;
    let secondHits = 0;
    server.use(
      http.get(`${API}/thing/:name/`, ({ request: req, params }) => {
        if (params.name === 'second') secondHits += 1;
        return req.headers.get('Authorization') === 'Bearer new-access'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ code: 'token_not_valid' }, { status: 401 });
      }),
      http.post(`${API}/auth/token/refresh/`, async () => {
        refreshStarted = true;
        await refreshHeld;
        return HttpResponse.json({ access: 'new-access' });
      }),
    );
    const first = get('/thing/first/');
    await vi.waitFor(() => expect(refreshStarted).toBe(true));

    const controller = new AbortController();
    let secondOutcome: string | null = null;
    void failure(request({ method: 'GET', path: '/thing/second/', schema: okSchema, signal: controller.signal })).then(
      (error) => (secondOutcome = error.message),
    );
    await vi.waitFor(() => expect(secondHits).toBe(1)); // its 401 arrived: it now waits on the refresh
    controller.abort();
    // Rejected while the refresh is still held: it did not wait for it.
    await vi.waitFor(() => expect(secondOutcome).toBe('canceled'), { timeout: 2000 });

    releaseRefresh();
    await expect(first).resolves.toEqual({ ok: true });
    expect(secondHits).toBe(1); // never retried after its caller gave up
    expect(readString('accessToken')).toBe('new-access');
  });
});

describe('bearer token', () => {
  it.each([
    ['/auth/login/', false],
    ['/auth/register/', false],
    ['/auth/token/refresh/', false],
    ['/auth/logout/', false],
    ['/auth/user/', true],
  ])('%s sends the bearer: %s', async (path, withBearer) => {
    signIn();
    let header: string | null = 'unset';
    server.use(
      http.post(`${API}${path}`, ({ request: req }) => {
        header = req.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await request({ method: 'POST', path, body: {}, schema: okSchema, auth: withBearer });
    expect(header).toBe(withBearer ? 'Bearer old-access' : null);
  });
});

describe('language', () => {
  it("asks for answers in the page's language", async () => {
    let language: string | null = null;
    server.use(
      http.get(`${API}/auth/user/`, ({ request: req }) => {
        language = req.headers.get('Accept-Language');
        return HttpResponse.json({ ok: true });
      }),
    );
    vi.stubGlobal('document', { documentElement: { lang: 'ru' } });
    try {
      await request({ method: 'GET', path: '/auth/user/', schema: okSchema, auth: false });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(language).toBe('ru');
  });
});

describe('failures become one ApiError', () => {
  it('timeout', async () => {
    configureApiClient({ timeoutMs: 30 });
    server.use(
      http.get(`${API}/slow/`, async () => {
        await delay(500);
        return HttpResponse.json({ ok: true });
      }),
    );
    expect(await failure(get('/slow/'))).toMatchObject({ message: 'timeout', status: null });
  });

  it('timeout with fake timers at the 45 s default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get(`${API}/never/`, () => new Promise<Response>(() => {})));
    const pending = failure(get('/never/'));
    await vi.advanceTimersByTimeAsync(45_000);
    expect(await pending).toMatchObject({ message: 'timeout' });
  });

  it('canceled by the caller', async () => {
    server.use(
      http.get(`${API}/slow/`, async () => {
        await delay(500);
        return HttpResponse.json({ ok: true });
      }),
    );
    const controller = new AbortController();
    const pending = failure(request({ method: 'GET', path: '/slow/', schema: okSchema, signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ message: 'canceled' });
  });

  it('network failure', async () => {
    server.use(http.get(`${API}/down/`, () => HttpResponse.error()));
    expect(await failure(get('/down/'))).toMatchObject({ message: 'network', status: null });
  });

  it('server code wins, then message, then the client code by status class, then the generic text', async () => {
    server.use(
      http.get(`${API}/code/`, () => HttpResponse.json({ code: 'incorrect_old_password', detail: 'Wrong' }, { status: 400 })),
      http.get(`${API}/message/`, () => HttpResponse.json({ message: 'quota_exceeded' }, { status: 403 })),
      http.get(`${API}/nested/`, () => HttpResponse.json({ error: { message: 'Address already added' } }, { status: 400 })),
      http.get(`${API}/fields/`, () =>
        HttpResponse.json({ detail: { email: ['Enter a valid email address.'] } }, { status: 400 }),
      ),
      http.get(`${API}/boom/`, () => new HttpResponse('<h1>oops</h1>', { status: 502 })),
      http.delete(`${API}/gone/1`, () => HttpResponse.json({ ok: true }, { status: 200 })),
    );
    expect(await failure(get('/code/'))).toMatchObject({
      message: 'incorrect_old_password',
      details: 'Wrong',
      data: { code: 'incorrect_old_password', detail: 'Wrong' },
      status: 400,
    });
    expect(await failure(get('/message/'))).toMatchObject({ message: 'quota_exceeded', status: 403 });
    expect(await failure(get('/nested/'))).toMatchObject({ message: 'Address already added', status: 400 });
    const fields = await failure(get('/fields/'));
    expect(fields.message).toBe('bad_request');
    expect(fields.fieldErrors).toEqual({ email: 'Enter a valid email address.' });
    expect(await failure(get('/boom/'))).toMatchObject({ message: 'bad_response', data: '<h1>oops</h1>', status: 502 });
    const unexpected = await failure(
      request({ method: 'DELETE', path: '/gone/1', schema: z.unknown(), expectStatus: 204 }),
    );
    expect(unexpected).toMatchObject({ message: 'Something went wrong.', status: 200 });
  });

  it('a malformed or wrongly shaped success is bad_response', async () => {
    server.use(
      http.get(`${API}/shape/`, () => HttpResponse.json({ ok: 'yes' })),
      http.get(`${API}/text/`, () => new HttpResponse('not json', { status: 200 })),
    );
    const shape = await failure(get('/shape/'));
    expect(shape).toMatchObject({ message: 'bad_response', data: { ok: 'yes' }, status: 200 });
    expect(Array.isArray(shape.details)).toBe(true);
    expect(await failure(get('/text/'))).toMatchObject({ message: 'bad_response', data: 'not json' });
  });
});

describe('bodies and bases', () => {
  it('sends JSON and query, parses text holding JSON from the AI chat service', async () => {
    server.use(
      http.post(`${API}/echo/`, async ({ request: req }) => {
        const url = new URL(req.url);
        return HttpResponse.json({ body: await req.json(), page: url.searchParams.get('page'), ct: req.headers.get('content-type') });
      }),
      http.post('http://api.test/llm_chain/simple/chat/7', () => HttpResponse.text(JSON.stringify(JSON.stringify({ ideas: [] })))),
    );
    const echo = await request({
      method: 'POST',
      path: '/echo/',
      query: { page: 2, skip: undefined },
      body: { a: 1 },
      schema: z.object({ body: z.object({ a: z.number() }), page: z.string(), ct: z.string() }),
    });
    expect(echo).toEqual({ body: { a: 1 }, page: '2', ct: 'application/json' });
    const llm = await request({
      method: 'POST',
      service: 'llm',
      path: 'simple/chat/7',
      body: {},
      responseType: 'jsonText',
      schema: z.object({ ideas: z.array(z.string()) }),
    });
    expect(llm).toEqual({ ideas: [] });
  });
});

describe('answers sent early', () => {
  /** A handler counting the calls it answers, answering each with its number. */
  function countCalls(path: string) {
    const calls: string[] = [];
    server.use(
      http.get(`${API}${path}`, ({ request: req }) => {
        calls.push(req.url);
        return HttpResponse.json({ ok: true, n: calls.length });
      }),
    );
    return calls;
  }
  const numbered = z.object({ ok: z.literal(true), n: z.number() });
  // Each test is a page of its own: nothing sent early yet, and the app's client has not asked.
  beforeEach(() => {
    delete (globalThis as { [earlyStateKey]?: unknown })[earlyStateKey];
  });

  it('the first request for the same URL takes the answer sent early (query keys in any order), the next one asks again', async () => {
    signIn();
    const calls = countCalls('/list/');
    sendEarly([{ path: '/list/', query: { page: 1, page_size: 10 } }], 'old-access');
    const first = await request({ method: 'GET', path: '/list/', query: { page_size: 10, page: 1 }, schema: numbered });
    expect(first.n).toBe(1);
    expect(calls).toHaveLength(1);
    const second = await request({ method: 'GET', path: '/list/', query: { page: 1, page_size: 10 }, schema: numbered });
    expect(second.n).toBe(2);
  });

  it('an answer sent with another token, or for another page, is not used', async () => {
    signIn('new-access');
    const calls = countCalls('/list/');
    sendEarly([{ path: '/list/', query: { page: 1 } }], 'old-access');
    sendEarly([{ path: '/list/', query: { page: 2 } }], 'new-access');
    const answer = await request({ method: 'GET', path: '/list/', query: { page: 1 }, schema: numbered });
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(new URL(calls[2] ?? '').searchParams.get('page')).toBe('1');
    expect(answer.n).toBeGreaterThan(1);
  });

  it('once the app has begun asking itself, nothing more is sent early: it would only be asked twice', async () => {
    signIn();
    const calls = countCalls('/list/');
    await request({ method: 'GET', path: '/list/', schema: numbered });
    sendEarly([{ path: '/list/' }], 'old-access');
    // Asked after the early one would have left: only the app's two requests reached the server.
    await request({ method: 'GET', path: '/list/', query: { page: 2 }, schema: numbered });
    expect(calls.map((url) => new URL(url).search)).toEqual(['', '?page=2']);
  });

  it('an early request that failed on the network is asked again by the request that takes it', async () => {
    signIn();
    let calls = 0;
    server.use(http.get(`${API}/flaky/`, () => (++calls === 1 ? HttpResponse.error() : HttpResponse.json({ ok: true }))));
    sendEarly([{ path: '/flaky/' }], 'old-access');
    await expect(get('/flaky/')).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('an early 401 refreshes the tokens and asks again like any other answer', async () => {
    signIn();
    server.use(
      http.get(`${API}/me/`, ({ request: req }) =>
        req.headers.get('Authorization') === 'Bearer new-access'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ code: 'token_not_valid', detail: 'expired' }, { status: 401 }),
      ),
      http.post(`${API}/auth/token/refresh/`, () => HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' })),
    );
    sendEarly([{ path: '/me/' }], 'old-access');
    await expect(get('/me/')).resolves.toEqual({ ok: true });
    expect(readString('accessToken')).toBe('new-access');
  });
});
