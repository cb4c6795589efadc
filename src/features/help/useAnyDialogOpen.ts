import { useSyncExternalStore } from 'react';

/** Every kind of modal overlay the app or a third party may put on the page (Help, confirmations, sign-in). */
const dialogSelector = '[role="dialog"], [role="alertdialog"], dialog[open]';

/** A dialog kept in the page while closed (hidden, not laid out) does not count. */
const anyDialogOpen = () =>
  typeof document !== 'undefined' &&
  Array.from(document.querySelectorAll<HTMLElement>(dialogSelector)).some((dialog) => dialog.getClientRects().length > 0);

function subscribe(onChange: () => void) {
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return () => {};
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['role', 'open', 'hidden'] });
  return () => observer.disconnect();
}

/**
 * True while a dialog is open anywhere in the document. The app tour asks before it starts, so it never opens
 * on top of another overlay (one overlay at a time), whoever opened that one.
 */
export function useAnyDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, anyDialogOpen, () => false);
}
