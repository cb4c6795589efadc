import { lazyPart } from '../../lazyPart';

/** The overlay (a modal dialog) with its code loaded only when a small screen shows it; render it in a Suspense. */
export const LazySmallScreenOverlay = lazyPart(() =>
  import('./SmallScreenOverlay').then((module) => module.SmallScreenOverlay),
);
