import type { Query } from '../client';
import { getAccessToken } from '../client';
import { sendEarly } from '../client/early';
import { fillPath, routes, type EndpointName, type PathParams } from './routes';

type Routes = typeof routes;
/**
 * The calls that may leave early: GETs of the main backend with the bearer. Checked by the type, not at run time:
 * index.html's script carries this code, and its size is counted.
 */
type EarlyEndpoint = {
  [K in EndpointName]: Routes[K] extends { method: 'GET' } ? (Routes[K] extends { service: unknown } | { auth: unknown } ? never : K) : never;
}[EndpointName];

/** A GET call a page makes first, named as in the route table. */
export type EarlyCall = { endpoint: EarlyEndpoint; params?: PathParams; query?: Query };

/**
 * Sends these calls now with the stored token; the requests that ask for the same URLs later (once their code has
 * loaded) take the answers instead of asking again.
 */
export function sendEarlyCalls(calls: readonly EarlyCall[]): void {
  const requests = calls.map(({ endpoint, params, query }) => ({ path: fillPath(routes[endpoint].path, params), query }));
  sendEarly(requests, getAccessToken());
}
