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
import { catalogue, type CatalogueContext } from '../src/api/endpoints/catalogue';
import { fillPath } from '../src/api/endpoints/routes';
import { db, DEMO_PASSWORD, resetDb, seedForms, seedTariffs, seedTokens, seedUsers } from './db';
import { allHandlers } from './handlers';
import { createMockServer } from './node';
import { signInAs } from './session';

const ORIGIN = 'http://api.test';
const server = createMockServer();

function context(): CatalogueContext {
  const session = db.sessions.find((s) => s._formId === seedForms.published && s.lead !== null);
  const image = db.designImages.find((i) => i._formId === seedForms.published);
  const subscription = db.emailSubscriptions.find((s) => s.tracking_entity_parent_id === seedForms.published);
  const chat = db.chats.get(1);
  const upload = db.uploads.find((u) => u._ownerId === seedUsers.demoOwner.id);
  // An open checkout of the demo owner, as the checkout call leaves it, for the demo provider's calls.
  const checkoutId = db.checkouts.takeId();
  db.checkouts.insert({
    id: checkoutId,
    _userId: seedUsers.demoOwner.id,
    _tariffId: seedTariffs.creator,
    status: 'open',
    success_url: 'http://app.test/app/checkout/success',
    cancel_url: 'http://app.test/app/checkout/failure',
  });
  if (!session?.lead || !image || !subscription || !chat?.sources[0]?.id || !upload) {
    throw new Error('The seed lost a row the contract test needs.');
  }
  return {
    formId: seedForms.published,
    sessionId: session.id,
    sessionUuid: session._uuid ?? '',
    leadId: session.lead.id,
    imageId: image.id,
    chatId: chat.id,
    sourceId: chat.sources[0].id,
    uploadId: upload.id,
    emailSubscriptionId: subscription.id,
    adminClientId: seedUsers.proOwner.id,
    tariffId: seedTariffs.creator,
    checkoutId,
    chainId: 'lead-form-builder',
    refreshToken: seedTokens.demoOwner.refresh_token,
    email: seedUsers.demoOwner.email,
    password: DEMO_PASSWORD,
  };
}

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
  const sample = { id: 1, sessionId: 1, leadId: 1, imageId: 1, sourceId: 1, provider: 'stripe' };
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
