import { lazy, type ComponentType } from 'react';

const preloads: Array<() => Promise<unknown>> = [];

/**
 * A component whose code (usually a headless library's popup or dialog) loads after the first paint: the first
 * render suspends (the caller's Suspense fallback shows, e.g. a look-alike trigger) while the chunk loads, unless it
 * is already in, in which case it renders at once. `preloadLazyParts()` loads every part defined so far: Storybook
 * does that before each story, so stories render the real component straight away.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> & { preload: () => Promise<unknown> } {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = undefined; // offline: the next render may try again
        throw error;
      },
    ));
  preloads.push(preload);
  const Lazy = lazy(preload) as ComponentType<P>;
  function LazyPart(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  /** Starts loading the code before the first render needs it. */
  LazyPart.preload = preload;
  return LazyPart;
}

/** Loads every lazy part defined so far (Storybook's loader). */
export function preloadLazyParts(): Promise<unknown> {
  return Promise.all(preloads.map((preload) => preload()));
}
