import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { safeHref, WEB_SCHEMES } from '../../domain/safeUrl';

const base = () => import.meta.env.BASE_URL.replace(/\/$/, '');

/** The in-app path of an address of this app (same origin, under the base path), else null. */
export function appPathOf(url: string): string | null {
  const origin = globalThis.location?.origin;
  if (!origin) return null;
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return null;
  }
  if (target.origin !== origin) return null;
  const prefix = base();
  if (prefix && target.pathname !== prefix && !target.pathname.startsWith(`${prefix}/`)) return null;
  return `${target.pathname.slice(prefix.length) || '/'}${target.search}${target.hash}`;
}

/**
 * Sends the browser where a billing call says: the payment provider's or billing portal's page. A page of the app
 * itself (the demo backend's provider page, a return address) opens in the app without a reload.
 */
export function useRedirect(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const inApp = appPathOf(url);
      if (inApp !== null) void navigate(inApp);
      else if (safeHref(url, WEB_SCHEMES) !== null) globalThis.location.assign(url);
      // A javascript: or data: address from a compromised answer must not run in the app's page.
      else console.error('Refused to follow a billing redirect that is not a web address', url);
    },
    [navigate],
  );
}
