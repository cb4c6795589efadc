import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, getAccessToken, getRefreshToken, resetApiClientConfig } from '../src/api/client';
import { getCurrentUser } from '../src/api/endpoints/auth';
import { getLeadForms } from '../src/api/endpoints/forms';
import { resetDb, seedTokens } from './db';
import { createMockServer } from './node';
import { authScenarios, formsScenarios, integrationsScenarios } from './scenarios';
import { signInAs } from './session';
import { call, TEST_ORIGIN } from './testing';

const server = createMockServer();
const reload = vi.fn();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetDb();
  reload.mockReset();
  configureApiClient({ apiUrl: TEST_ORIGIN, reload });
  signInAs('demoOwner');
});
afterEach(() => {
  server.resetHandlers();
  resetApiClientConfig();
});

describe('area scenarios', () => {
  it('empty() empties the list and keeps the other calls working', async () => {
    server.use(...formsScenarios.empty());
    expect((await call('GET', '/lead_forms/')).body).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await call('GET', '/lead_forms/1')).status).toBe(200);
  });

  it('serverError(status) fails every call of the area', async () => {
    server.use(...formsScenarios.serverError(503));
    expect(await call('GET', '/lead_forms/')).toEqual({ status: 503, body: { detail: 'A server error occurred.' } });
    expect((await call('DELETE', '/lead_forms/1')).status).toBe(503);
    expect((await call('GET', '/auth/user/')).status).toBe(200);
  });

  it('fieldErrors(map) rejects writes only', async () => {
    server.use(...formsScenarios.fieldErrors({ name: ['Too long.'] }));
    expect(await call('POST', '/lead_forms/', { body: { name: 'x' } })).toEqual({ status: 400, body: { detail: { name: ['Too long.'] } } });
    expect((await call('GET', '/lead_forms/')).status).toBe(200);
  });

  it('slow(ms) answers late but as usual', async () => {
    server.use(...integrationsScenarios.slow(50));
    const started = performance.now();
    const { status } = await call('GET', '/email/template/email_ai_answer/');
    expect(status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('neverEnding() stays pending; networkError() fails without a response', async () => {
    server.use(...formsScenarios.neverEnding());
    const pending = Symbol('pending');
    const raced = await Promise.race([call('GET', '/lead_forms/'), new Promise((r) => setTimeout(() => r(pending), 50))]);
    expect(raced).toBe(pending);
    server.resetHandlers();
    server.use(...formsScenarios.networkError());
    await expect(call('GET', '/lead_forms/')).rejects.toThrow();
  });
});

describe('auth-wide scenarios, through the real API client', () => {
  it('expiredAccessToken(): the first call gets 401, the client refreshes and the retry succeeds', async () => {
    server.use(...authScenarios.expiredAccessToken());
    await expect(getLeadForms({ page: 1, page_size: 5 })).resolves.toMatchObject({ count: 7 });
    expect(getAccessToken()).not.toBe(seedTokens.demoOwner.access_token);
    expect(getRefreshToken()).not.toBe(seedTokens.demoOwner.refresh_token);
    expect(reload).not.toHaveBeenCalled();
  });

  it('refreshFails(): token_not_valid ends the session (tokens removed, page reloaded)', async () => {
    server.use(...authScenarios.refreshFails());
    await expect(getCurrentUser()).rejects.toMatchObject({ code: 'token_not_valid', status: 401 });
    expect(getAccessToken()).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('handlers by area', () => {
  it('lists auth first, so the token scenarios see every call', async () => {
    const { handlers } = await import('./handlers');
    expect(Object.keys(handlers)).toEqual(['auth', 'subscription', 'forms', 'sessions', 'chats', 'uploads', 'integrations', 'llm', 'widget', 'chatEmbed', 'demo']);
  });
});
