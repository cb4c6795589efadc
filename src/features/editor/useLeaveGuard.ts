import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUnloadWarning } from '../../lib/useUnloadWarning';

/**
 * Asks before leaving the editor while edits have not reached the server. The app's router is declarative (no
 * navigation blocker), so in-app links are caught at the document in the capture phase, before the router's own
 * click handler; closing or reloading the tab gets the browser's own question.
 */
export function useLeaveGuard(active: boolean) {
  const navigate = useNavigate();
  const [pendingHref, setPendingHref] = useState<string | null>(null);
  useUnloadWarning(active);

  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      setPendingHref(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [active]);

  // The same object while nothing changes, so that the dialog asking is not drawn again on every keystroke.
  return useMemo(() => {
    const base = import.meta.env.BASE_URL.replace(/\/+$/, '');
    return {
      pending: pendingHref !== null,
      stay: () => setPendingHref(null),
      leave: () => {
        setPendingHref(null);
        // The link's href carries the base path (/app); the router's paths do not.
        if (pendingHref !== null) void navigate(pendingHref.startsWith(base) ? pendingHref.slice(base.length) || '/' : pendingHref);
      },
    };
  }, [pendingHref, navigate]);
}
