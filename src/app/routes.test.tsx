import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { appRoutes } from './routes';
import { appPaths, chatPaths, formPaths } from '../domain/paths';

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

  it('lands every in-app path of src/domain/paths.ts on a screen of its own, not on the catch-all', () => {
    // A path with ids gets ids (4, 2); chatPaths.list takes a scope instead and gives the default one.
    const built = (paths: Record<string, unknown>) =>
      Object.values(paths).map((path) => (typeof path === 'string' ? path : (path as (...ids: number[]) => string)(4, 2)));
    const all = [...built(appPaths), ...built(formPaths), ...built(chatPaths), chatPaths.list('all')];
    expect(all.length).toBeGreaterThan(25);
    for (const path of all) expect([path, leafPath(path.replace(/\?.*/, ''))]).not.toEqual([path, '*']);
  });
});
