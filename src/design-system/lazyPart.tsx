import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

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

/**
 * A part a page only might open (a dialog): nothing renders and nothing loads until `open` is first true; its code
 * loads then, and from then on it stays mounted so that it closes the way it opened.
 */
export function lazyWhenOpened<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazyPart(load);
  return function OpenedOnce(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** Loads every lazy part defined so far (Storybook's loader). */
export function preloadLazyParts(): Promise<unknown> {
  return Promise.all(preloads.map((preload) => preload()));
}

/** How the look-alike trigger was pressed: the real popup opens the way its own trigger would have. */
export type OpenedWith = 'keyboard' | 'pointer';

/**
 * For a popup whose lazy part also draws the trigger (an Ariakit menu or select): until the look-alike trigger is
 * pressed, the part neither renders nor (until the pointer is over the trigger or it has focus) loads, so it costs
 * a page nothing at its start. A press mounts the part, opened. Render both in one Suspense boundary from the start,
 * the look-alike also as its fallback: the swap is then a transition within it, which keeps the look-alike in place
 * until the code is in.
 */
export function usePopupOnIntent(part: { preload: () => Promise<unknown> }, disabled?: boolean) {
  const [openedWith, setOpenedWith] = useState<OpenedWith | null>(null);
  const preload = () => void part.preload().catch(() => undefined); // offline: the press tries again
  const open = (how: OpenedWith) => {
    if (disabled) return;
    preload();
    startTransition(() => setOpenedWith(how));
  };
  return {
    openedWith,
    triggerProps: {
      onPointerEnter: preload,
      // Like the real disabled trigger, a press does not focus it.
      onMouseDown: (event: { preventDefault: () => void }) => {
        if (disabled) event.preventDefault();
      },
      onFocus: preload,
      // A click without a pointer (detail 0) came from Enter or Space.
      onClick: (event: { detail: number }) => open(event.detail === 0 ? 'keyboard' : 'pointer'),
      onKeyDown: (event: { key: string; preventDefault: () => void }) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        open('keyboard');
      },
    },
  };
}

/**
 * In the real part of a select that usePopupOnIntent mounted: opens it at once, anchored to (and returning focus
 * to) the real trigger, which takes the returned ref.
 */
export function useShownOnMount(store: { setDisclosureElement: (element: HTMLElement | null) => void; show: () => void }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!trigger.current) return;
    store.setDisclosureElement(trigger.current);
    store.show();
  }, [store]);
  return trigger;
}
