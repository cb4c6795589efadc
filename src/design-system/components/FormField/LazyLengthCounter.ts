import { lazyPart } from '../../lazyPart';

/**
 * The counter with its code and texts loaded only by a field that has a limit (the login page's fields have none,
 * so its first load does not carry it); render it in a Suspense.
 */
export const LazyLengthCounter = lazyPart(() => import('./LengthCounter').then((module) => module.LengthCounter));
