import { useEffect } from 'react';

/**
 * While `active` (edits the server does not have, an answer still being made), closing or reloading the page gets
 * the browser's own "leave this page?" question. The one guard of every screen that can lose something that way;
 * the form editor asks about its in-app links too (src/features/editor/useLeaveGuard.ts, built on this).
 */
export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
