import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { originFromState, useAuth, useSignedInShown, type OriginState } from '../features/auth';
import { BetterExperienceOverlay } from '../features/shell';
import { PageSpinner } from './PageSpinner';
import { SessionUnavailable } from './SessionUnavailable';
import { appPaths } from '../domain/paths';

/** Protected pages: signed-out people go to /login, which remembers where they were going. */
export function RequireAuth() {
  const { isLoggingIn, isLoggedIn, isUnavailable, user } = useAuth();
  const location = useLocation();
  const pageShown = useSignedInShown();
  // Who was signed in while these pages showed: when they sign out here, the page they leave stays theirs.
  const [lastUserId, setLastUserId] = useState<string | null>(null);
  if (user && String(user.id) !== lastUserId) setLastUserId(String(user.id));
  if (isLoggingIn || (isLoggedIn && !pageShown)) return <PageSpinner />;
  // A failed check of the stored session is not a sign-out: stay here, keep the tokens, offer a retry.
  if (isUnavailable) return <SessionUnavailable />;
  if (!isLoggedIn) {
    const state: OriginState = { from: `${location.pathname}${location.search}${location.hash}`, owner: lastUserId };
    return <Navigate to={appPaths.login} replace state={state} />;
  }
  return <Outlet />;
}

/**
 * /login and /register are for guests. Whether the person is a guest is decided once, when the first load of
 * the current user ends: someone who signs in on this page stays on it until the screen itself moves on after
 * AUTH_REDIRECT_DELAY_MS, instead of being bounced away the moment the profile arrives.
 */
export function GuestOnly() {
  const { isLoggingIn, isLoggedIn, isUnavailable, user } = useAuth();
  const location = useLocation();
  const [signedInOnEntry, setSignedInOnEntry] = useState<boolean | null>(null);
  if (isUnavailable) return <SessionUnavailable />;
  if (signedInOnEntry === null && !isLoggingIn) setSignedInOnEntry(isLoggedIn);
  if (signedInOnEntry === null) return <PageSpinner />;
  if (signedInOnEntry) return <Navigate to={originFromState(location.state, user?.id)} replace />;
  return <Outlet />;
}

/** Builder pages ask for a bigger screen on small ones; Back goes back in history. */
export function BetterExperience() {
  return (
    <>
      <Outlet />
      <BetterExperienceOverlay />
    </>
  );
}
