import { useSyncExternalStore } from 'react';
import { smallScreenMaxWidth } from '../../design-system/tokens';

const query = `(max-width: ${smallScreenMaxWidth}px)`;

function subscribe(onChange: () => void) {
  const list = globalThis.matchMedia?.(query);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const snapshot = () => globalThis.matchMedia?.(query).matches ?? false;

/** True on screens at or below the app's one breakpoint (hamburger menu, better-experience overlay). */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
