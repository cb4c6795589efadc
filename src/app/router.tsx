import { lazy, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { routerBasename } from './config';
import { appRoutes } from './routes';

type LoadedRoute = { Component?: ComponentType | null; element?: ReactNode };
const loaders = new WeakMap<RouteObject, () => Promise<LoadedRoute>>();

/** A route's `lazy` import, started at most once (by a preload or by the first render, whichever comes first). */
function loaderOf(route: RouteObject): (() => Promise<LoadedRoute>) | undefined {
  if (typeof route.lazy !== 'function') return undefined;
  let loader = loaders.get(route);
  if (!loader) {
    const load = route.lazy as () => Promise<LoadedRoute>;
    let started: Promise<LoadedRoute> | undefined;
    // A failed import (offline) may be tried again by the next render.
    loader = () =>
      (started ??= load().catch((error: unknown) => {
        started = undefined;
        throw error;
      }));
    loaders.set(route, loader);
  }
  return loader;
}

/**
 * The app runs react-router in its declarative mode (useRoutes): the data router (createBrowserRouter) adds
 * about 17 KB gzip to the first load, and the app uses none of its data APIs. routes.tsx still describes every
 * route as a route object with `lazy` and `errorElement`; this turns them into elements: a `lazy` route becomes a
 * React.lazy screen (the layouts' Suspense shows the spinner meanwhile) and an errorElement a boundary around it.
 */
export function toElementRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: _lazy, errorElement, children, element, ...rest } = route;
    const load = loaderOf(route);
    let content: ReactNode = element;
    if (load) {
      const Screen = lazy(async () => {
        const loaded = await load();
        const Loaded = loaded.Component;
        return { default: Loaded ? () => <Loaded /> : () => loaded.element ?? null };
      });
      content = <Screen />;
    }
    if (errorElement) content = <RouteErrorBoundary fallback={errorElement}>{content}</RouteErrorBoundary>;
    return { ...rest, element: content, children: children && toElementRoutes(children) } as RouteObject;
  });
}

/** Starts loading the lazy screens of a path, so they arrive while the rest of the start-up runs. */
export function preloadRoute(pathname: string, routes: RouteObject[] = appRoutes): Promise<unknown> {
  const matches = matchRoutes(routes, pathname, routerBasename) ?? [];
  return Promise.all(matches.map(({ route }) => loaderOf(route)?.()));
}

const elementRoutes = toElementRoutes(appRoutes);

/** Every route of the app; put it inside a BrowserRouter (the app) or a MemoryRouter (stories, tests). */
export function AppRoutes() {
  return useRoutes(elementRoutes);
}
