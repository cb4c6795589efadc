import { environmentManager, QueryObserver, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient, getCurrentUserQueryOptions, resetApiClientConfig, saveSession } from '../api';
import { AppProviders } from './AppProviders';

const USER_URL = 'http://api.test/api/v1/auth/user/';
const server = setupServer();
let hits = 0;
let hitTimes: number[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // Behave as in the browser: without a window react-query would never retry by default, hiding the defaults.
  environmentManager.setIsServer(() => false);
});
afterAll(() => {
  environmentManager.setIsServer(() => typeof window === 'undefined');
  server.close();
});
beforeEach(() => {
  hits = 0;
  hitTimes = [];
  configureApiClient({ apiUrl: 'http://api.test', reload: () => undefined });
  saveSession({ access_token: 'access', refresh_token: '' }); // no refresh token: a 401 is final
});
afterEach(() => {
  server.resetHandlers();
  resetApiClientConfig();
});

function answerUserWith(response: () => Response) {
  server.use(
    http.get(USER_URL, () => {
      hits += 1;
      hitTimes.push(performance.now());
      return response();
    }),
  );
}

/** The query client a screen of the app gets from the app's own providers. */
function appQueryClient(): QueryClient {
  let client: QueryClient | undefined;
  function Probe() {
    client = useQueryClient();
    return null;
  }
  renderToString(
    <AppProviders>
      <Probe />
    </AppProviders>,
  );
  if (!client) throw new Error('AppProviders gave no query client');
  // The page's one client: each test starts it empty.
  client.clear();
  return client;
}

/** Runs the start-up user query as a screen's useQuery does, and keeps what the screen would see. */
function watchUserQuery(client: QueryClient) {
  const observer = new QueryObserver(client, getCurrentUserQueryOptions());
  let latest = observer.getCurrentResult();
  observer.subscribe((result) => (latest = result));
  return {
    failures: () => latest.failureCount,
    shownError: () => (latest.status === 'error' ? { status: latest.error.status, code: latest.error.code } : null),
  };
}

describe("the app's query client", () => {
  it.each([
    ['a 4xx', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }), 404],
    ['an expired session (401)', () => HttpResponse.json({ code: 'token_not_valid' }, { status: 401 }), 401],
  ])('shows %s after one request: asking again would get the same answer', async (_, response, status) => {
    answerUserWith(response);
    const query = watchUserQuery(appQueryClient());
    // Shown at once (a retry would wait a second first), after a single request.
    await expect.poll(query.shownError, { timeout: 900 }).toMatchObject({ status });
    expect(hits).toBe(1);
  });

  // Real time: react-query's retry delays are 1 s and 2 s, so this test takes about 3 s.
  it('retries a 503 twice with a growing delay, then shows it', { timeout: 10_000 }, async () => {
    answerUserWith(() => HttpResponse.json({ detail: 'Unavailable' }, { status: 503 }));
    const query = watchUserQuery(appQueryClient());
    await expect.poll(query.failures, { timeout: 2_000 }).toBe(2);
    expect(query.shownError()).toBeNull(); // still loading between tries
    await expect.poll(query.shownError, { timeout: 5_000 }).toMatchObject({ status: 503 });
    expect(hits).toBe(3);
    const [first = 0, second = 0, third = 0] = hitTimes;
    expect(second - first).toBeGreaterThanOrEqual(990);
    expect(third - second).toBeGreaterThanOrEqual(1_990);
  });
});
