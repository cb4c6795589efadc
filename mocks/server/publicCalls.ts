import { routes, type RouteDef } from '../../src/api/endpoints/routes';

/*
 * The calls a visitor's browser makes from an owner's site (the widget's, marked `visitor` in the route
 * table), which the backend answers to any origin. Every other call is answered only to the app's origins.
 */
const toPattern = (path: string) =>
  new RegExp(`^/api/v1${path.replace(/\/$/, '').replace(/\{\w+\}/g, '[^/]+')}/?$`);

const visitorCalls = Object.values(routes as Record<string, RouteDef>)
  .filter((route) => route.visitor)
  .map((route) => ({ method: route.method, pattern: toPattern(route.path) }));

export function isPublicCall(method: string, pathname: string): boolean {
  return visitorCalls.some((call) => call.method === method && call.pattern.test(pathname));
}
