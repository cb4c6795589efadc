/**
 * The fault matrix at the layer every screen reads failures from: each call of the catalogue, made through its
 * typed function against the mock backend, meets each fault of mocks/faults.ts and must end as the one ApiError
 * whose reason, as the one failure mapping of every screen says it (src/lib/failures.ts), is the expected English
 * sentence; never a hang, a crash or a success; an ended session must clear the tokens and reload to the sign-in page, and a
 * refresh that merely failed must keep the session. What the owner sees on the screen is asserted by the stories
 * in `screenChecks` (stories/flows/Faults.stories.tsx). The table of cells is printed after the run.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  clientErrorCodes,
  configureApiClient,
  GENERIC_ERROR_MESSAGE,
  getAccessToken,
  getRefreshToken,
  resetApiClientConfig,
  TOKEN_NOT_VALID,
} from '../src/api/client';
import { catalogue, type CatalogueEntry } from '../src/api/endpoints/catalogue';
import { routes, type RouteDef } from '../src/api/endpoints/routes';
import { catalogueContext } from './catalogueContext';
import { resetDb, seedTokens } from './db';
import { faultMatrix } from './faultMatrix';
import { faultHandlers, faultKinds, reasonOf, type FaultKind } from './faults';
import { failureKind } from '../src/lib/failures';
import englishTexts from '../src/i18n/locales/en/designSystemParts.json';
import { printFaultTable, type CellResult } from './faultTable';
import { createMockServer } from './node';
import { signInAs } from './session';

const ORIGIN = 'http://api.test';
/** The client's timeout for the timeout fault: the handler never answers, the client gives up after this. */
const TEST_TIMEOUT_MS = 25;
const server = createMockServer();
const results = new Map<string, CellResult>();
const reload = vi.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  server.close();
  printFaultTable(results);
});
beforeEach(() => {
  resetDb();
  reload.mockReset();
  configureApiClient({ apiUrl: ORIGIN, reload });
  signInAs('demoOwner');
});
afterEach(() => {
  server.resetHandlers();
  resetApiClientConfig();
});

/** Calls that sign in (no bearer token, no refresh): a 401 is their answer, not an ended session. */
const signsIn = (entry: CatalogueEntry) => (routes[entry.name] as RouteDef).auth === false;
const isVisitorCall = (entry: CatalogueEntry) => (routes[entry.name] as RouteDef).visitor === true;

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => 'succeeded',
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(outcome)}`);
  return outcome;
}

/** What each fault must leave behind for an ordinary signed-in call. */
function expectFailure(fault: FaultKind, error: ApiError) {
  switch (fault) {
    case 'serverError':
      expect(error.status).toBe(500);
      expect(error.code).toBe(clientErrorCodes.badResponse);
      break;
    case 'networkFailure':
      expect(error.status).toBeNull();
      expect(error.code).toBe(clientErrorCodes.network);
      break;
    case 'timeout':
      expect(error.status).toBeNull();
      expect(error.code).toBe(clientErrorCodes.timeout);
      break;
    case 'malformedBody':
      // A success status with a body that is not the call's answer: a bad response (or, for a call that
      // expects no body, the generic failure), never a success.
      expect(error.status).toBe(200);
      expect([clientErrorCodes.badResponse, GENERIC_ERROR_MESSAGE]).toContain(error.code);
      break;
    case 'sessionEnded':
      expect(error.status).toBe(401);
      expect(error.code).toBe(TOKEN_NOT_VALID);
      break;
  }
  expect(englishTexts.failures[failureKind(error)], 'the reason the screens give').toBe(reasonOf[fault]);
}

function expectSessionEnded() {
  expect(getAccessToken()).toBeNull();
  expect(getRefreshToken()).toBeNull();
  expect(reload).toHaveBeenCalledOnce();
}

function expectSessionKept() {
  expect(getAccessToken()).toBe(seedTokens.demoOwner.access_token);
  expect(getRefreshToken()).toBe(seedTokens.demoOwner.refresh_token);
  expect(reload).not.toHaveBeenCalled();
}

const rows = catalogue.filter((entry) => !faultMatrix[entry.name]?.exempt);

describe('fault matrix: every call has its row', () => {
  it.each(catalogue.map((entry) => [entry.name] as const))('%s has fault cells or a reason why not', (name) => {
    const entry = faultMatrix[name] as (typeof faultMatrix)[typeof name] | undefined;
    expect(entry, `call ${name} has no fault cells`).toBeDefined();
    if (entry?.exempt) expect(entry.screens).toHaveLength(0);
    else expect(entry?.screens.length, `call ${name} names no screen`).toBeGreaterThan(0);
  });

  it('names screen stories that exist and meet the call', () => {
    const stories = readFileSync(new URL('../stories/flows/Faults.stories.tsx', import.meta.url), 'utf8');
    for (const [name, entry] of Object.entries(faultMatrix)) {
      for (const story of entry.screenChecks ?? []) {
        const start = stories.indexOf(`export const ${story.replaceAll(' ', '')}: Story`);
        expect(start, `story ${story} of ${name}`).toBeGreaterThanOrEqual(0);
        const end = stories.indexOf('export const ', start + 1);
        const play = stories.slice(start, end < 0 ? undefined : end);
        // The story meets the call itself, or through a helper it calls with the call's name.
        expect(play.includes(`meetEachFault('${name}'`) || play.includes(`'${name}'`), `${story} meets ${name}`).toBe(true);
      }
    }
  });

  it('names only calls of the catalogue', () => {
    const names = new Set(catalogue.map((entry) => entry.name));
    expect(Object.keys(faultMatrix).filter((name) => !names.has(name as CatalogueEntry['name']))).toEqual([]);
  });
});

describe.each(rows.map((entry) => [entry.name, entry] as const))('fault matrix: %s', (name, entry) => {
  it.each(faultKinds.map((fault) => [fault] as const))('%s', async (fault) => {
    const key = `${name} ${fault}`;
    results.set(key, 'failed');
    const ctx = catalogueContext();
    if (fault === 'timeout') configureApiClient({ timeoutMs: TEST_TIMEOUT_MS });

    if (entry.name === 'refreshTokens') {
      // The refresh is never a screen's own call: a signed-in call's token expired, and the refresh meets the fault.
      server.use(...faultHandlers({ method: 'GET', path: routes.getCurrentUser.path, service: 'api' }, 'sessionEnded'));
      server.use(...faultHandlers(entry, fault));
      const error = await failureOf(catalogue.find((other) => other.name === 'getCurrentUser')!.call(ctx));
      // The caller always sees its own 401; only a refused refresh ends the session, any other failure keeps it.
      expect(error.status).toBe(401);
      if (fault === 'sessionEnded') expectSessionEnded();
      else expectSessionKept();
      results.set(key, 'asserted');
      return;
    }

    if (entry.name === 'openBillingPortal') signInAs('proOwner');
    server.use(...faultHandlers(entry, fault));
    const error = await failureOf(entry.call(entry.name === 'register' ? { ...ctx, email: 'new.owner@example.com' } : ctx));

    if (fault === 'sessionEnded' && (signsIn(entry) || isVisitorCall(entry))) {
      // A sign-in call's 401 is its answer (wrong credentials, a used refresh token): no refresh, no reload.
      expect(error.status).toBe(401);
      expect(reload).not.toHaveBeenCalled();
    } else {
      expectFailure(fault, error);
      if (fault === 'sessionEnded') expectSessionEnded();
      else if (entry.name !== 'openBillingPortal') expectSessionKept();
    }
    results.set(key, 'asserted');
  });
});
