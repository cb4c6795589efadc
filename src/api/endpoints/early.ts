import type { Query } from '../client';
import { apiBaseUrl, getAccessToken } from '../client';
import { sendEarly } from '../client/early';
import { earlyRoutes, fillPath, type PathParams } from './routes';

type EarlyRoutes = typeof earlyRoutes;
/**
 * The calls that may leave early: GETs of the main backend with the bearer. Checked by the type, not at run time:
 * index.html's script carries this code, and its size is counted.
 */
type EarlyEndpoint = {
  [K in keyof EarlyRoutes]: EarlyRoutes[K] extends { method: 'GET' }
    ? EarlyRoutes[K] extends { service: unknown } | { auth: unknown } | { visitor: unknown }
      ? never
      : K
    : never;
}[keyof EarlyRoutes];

/** A GET call a page makes first, named as in the route table. */
export type EarlyCall = { endpoint: EarlyEndpoint; params?: PathParams; query?: Query };

/**
 * Sends these calls now with the stored token; the requests that ask for the same URLs later (once their code has
 * loaded) take the answers instead of asking again.
 */
export function sendEarlyCalls(calls: readonly EarlyCall[]): void {
  const requests = calls.map(({ endpoint, params, query }) => ({ path: fillPath(earlyRoutes[endpoint].path, params), query }));
  sendEarly(requests, getAccessToken());
}

/**
 * Asks for a form's model at the address the widget asks for it (a plain GET, no credentials) while the widget's
 * script is still on its way: the share page does, as the embed code does on an owner's site. The widget's own call
 * then takes the preloaded answer instead of leaving only once its script has arrived and run.
 */
export function preloadWidgetForm(id: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = '';
  link.href = apiBaseUrl() + fillPath(earlyRoutes.getWidgetForm.path, { id });
  document.head.append(link);
}
