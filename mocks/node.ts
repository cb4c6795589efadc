import { setupServer } from 'msw/node';
import { allHandlers } from './handlers';

/**
 * The mock backend for unit tests in Node: every handler, and any call without one fails the test loudly.
 * Pair with `resetDb()` (and `signInAs()`) in `beforeEach`.
 */
export function createMockServer(): ReturnType<typeof setupServer> {
  return setupServer(...allHandlers());
}
