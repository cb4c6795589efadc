import { useEffect } from 'react';

/**
 * While `active`, closing or reloading the tab gets the browser's own question first: what the person would lose
 * (edits the server does not have yet, an answer still being written) is named by the screen, not here. In-app
 * links need more (the editor asks in a dialog: features/editor/useLeaveGuard.ts).
 */
export function useUnloadWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
