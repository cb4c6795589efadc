import type { Query } from '../client';
import { getAccessToken } from '../client';
import { sendEarly } from '../client/early';
import { fillPath, routes, type EndpointName, type PathParams } from './routes';

/** A GET call a page makes first, named as in the route table. */
export type EarlyCall = { endpoint: EndpointName; params?: PathParams; query?: Query };

/**
 * Sends these calls now with the stored token; the requests that ask for the same URLs later (once their code has
 * loaded) take the answers instead of asking again.
 */
export function sendEarlyCalls(calls: readonly EarlyCall[]): void {
  const requests = calls.map(({ endpoint, params, query }) => {
    const def = routes[endpoint];
    if (def.method !== 'GET' || 'service' in def || 'auth' in def) throw new Error(`${endpoint} is not a GET of the main backend with the bearer`);
    return { path: fillPath(def.path, params), query };
  });
  sendEarly(requests, getAccessToken());
}
