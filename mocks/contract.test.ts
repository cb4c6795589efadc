/**
 * The contract between the API layer and the mock backend: every call of the API engineer's catalogue is
 * made through its typed function against the mock handlers, signed in as the demo owner, and must come back
 * parsed by its own schema. A call without a handler, a handler answering another status, or mock data that
 * drifted from the schema fails here. The reverse check: every mock handler answers some catalogue call,
 * so a handler with a misspelt path cannot hide.
 */
import { HttpHandler, matchRequestUrl } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient, resetApiClientConfig } from '../src/api/client';
import { catalogue } from '../src/api/endpoints/catalogue';
import { fillPath } from '../src/api/endpoints/routes';
import { catalogueContext as context } from './catalogueContext';
import { resetDb } from './db';
import { allHandlers } from './handlers';
import { createMockServer } from './node';
import { signInAs } from './session';

const ORIGIN = 'http://api.test';
const server = createMockServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetDb();
  configureApiClient({ apiUrl: ORIGIN, reload: () => undefined });
  signInAs('demoOwner');
});
afterEach(() => {
  server.resetHandlers();
  resetApiClientConfig();
});

describe('contract: every call of the catalogue against the mock backend', () => {
  it('has calls to check', () => {
    expect(catalogue.length).toBeGreaterThan(40);
  });

  it.each(catalogue.map((entry) => [`${entry.method} ${entry.path} (${entry.name})`, entry] as const))(
    '%s answers and parses',
    async (_, entry) => {
      const ctx = context();
      // Only a billing customer has a billing portal.
      if (entry.name === 'openBillingPortal') signInAs('proOwner');
      // Register needs an address nobody has; everything else acts as the seeded demo owner.
      // A missing handler, another status, or a body its schema rejects makes the call throw an ApiError.
      await entry.call(entry.name === 'register' ? { ...ctx, email: 'new.owner@example.com' } : ctx);
    },
  );
});

describe('contract: every mock handler answers a call of the catalogue', () => {
  const sample = { id: 1, sessionId: 1, leadId: 1, imageId: 1, sourceId: 1, conversationId: 1, uuid: 'a-visitor-uuid', provider: 'stripe' };
  const urls = catalogue.map((entry) => ({
    method: entry.method,
    url: `${ORIGIN}${entry.service === 'llm' ? '/llm_chain' : '/api/v1'}${fillPath(entry.path, sample)}`,
  }));

  it.each(
    allHandlers()
      .filter((handler): handler is HttpHandler => handler instanceof HttpHandler)
      // The demo backend's own controls (docs/mock-backend.md) stand in for things outside the app, like opening
      // an e-mail's link; the app never calls them.
      .filter((handler) => !String(handler.info.path).includes('/api/v1/demo/'))
      .map((handler) => [`${String(handler.info.method)} ${String(handler.info.path)}`, handler] as const),
  )('%s', (_, handler) => {
    const { method, path } = handler.info;
    if (typeof path !== 'string') throw new Error('Mock handlers match by path.');
    const served = urls.some((u) => u.method === method && matchRequestUrl(new URL(u.url), path).matches);
    expect(served, `no catalogue call reaches ${String(method)} ${path}`).toBe(true);
  });
});
