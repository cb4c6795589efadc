import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { appRoutes } from './routes';

const leafPath = (path: string) => {
  const matches = matchRoutes(appRoutes, path) ?? [];
  return matches.map((m) => m.route.path).filter(Boolean).join('/');
};

function everyRoute(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);
}

describe('appRoutes', () => {
  it.each([
    ['/forms', 'forms'],
    ['/forms/42', 'forms/:formId'],
    ['/forms/preview/42', 'forms/preview/:formId'],
    ['/forms/share/42', 'forms/share/:formId'],
    ['/chats/share/5', 'chats/share/:chatId'],
    ['/chats/5', 'chats/:chatId'],
    ['/chats/5/settings', 'chats/:chatId/settings'],
    ['/forms/results/42', 'forms/results/:formId'],
    ['/forms/42/session/7/filling', 'forms/:formId/session/:sessionId/filling'],
    ['/forms/integrations/42', 'forms/integrations/:formId'],
    ['/prices', 'prices'],
    ['/community', 'community'],
    ['/rewards', 'rewards'],
    ['/account', 'account'],
    ['/login', 'login'],
    ['/register', 'register'],
    ['/checkout/success', 'checkout/success'],
    ['/checkout/failure', 'checkout/failure'],
    ['/checkout/demo/3', 'checkout/demo/:checkoutId'],
    ['/emailVerification/success', 'emailVerification/success'],
    ['/emailVerification/failure', 'emailVerification/failure'],
    ['/admin_access', 'admin_access'],
    ['/token_exchange', 'token_exchange'],
    ['/anything/else', '*'],
  ])('%s matches %s', (path, pattern) => {
    expect(leafPath(path)).toBe(pattern);
  });

  it('gives every route an error boundary', () => {
    const routes = everyRoute(appRoutes);
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => !route.errorElement)).toEqual([]);
  });
});
