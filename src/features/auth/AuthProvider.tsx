import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { appPaths, formPaths } from '../../domain/paths';
import {
  getCurrentUserQueryOptions,
  isApiError,
  saveSession,
  useCurrentUser,
  useLogout,
  type AuthTokens,
  type User,
} from '../../api';
import type { IdentityProviderConfig } from './identityProvider';
import { typedEmail } from './typedEmail';

/**
 * Logged out, logging in (the current user is loading), logged in — and unavailable: a token is stored but the
 * current user could not be loaded for a reason other than a refused session (server error, network), so the
 * person is neither shown as signed out nor let in until a retry succeeds.
 */
export const authStatuses = ['loggedOut', 'loggingIn', 'loggedIn', 'unavailable'] as const;
export type AuthStatus = (typeof authStatuses)[number];

export type AuthUser = User;

export interface AuthContextValue {
  user: AuthUser | null;
  status: AuthStatus;
  /** True from the start until the load of the current user ends. */
  isLoggingIn: boolean;
  isLoggedIn: boolean;
  /** The stored session could not be checked (see `unavailable`); `retryLoad` asks again. */
  isUnavailable: boolean;
  /** True while a retry of an unavailable session runs. */
  isRetrying: boolean;
  retryLoad: () => void;
  /** Stores tokens that arrived some other way (lifetime-deal link) and loads the user. */
  signInWithTokens: (tokens: AuthTokens) => Promise<AuthUser>;
  /** Removes the tokens, clears the user, revokes the refresh token; goes to /login when on /forms. */
  logout: () => Promise<void>;
  /** The third-party sign-in in use, if any (the real provider, or the demo stand-in). */
  identityProvider: IdentityProviderConfig | null;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export interface AuthProviderProps {
  children: ReactNode;
  identityProvider?: IdentityProviderConfig | null;
}

/**
 * The auth state (logged out, logging in, logged in) over the api layer's current-user query: it loads at start (no call without a stored
 * token), and `isLoggingIn` stays true until that load ends. Login, register and the other sign-ins put the user
 * into the same query, so every screen sees the change at once.
 */
export function AuthProvider({ children, identityProvider = null }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The app-wide retry rule applies: a 5xx or network failure is tried again, a 401 is not.
  const query = useCurrentUser();
  const { mutateAsync: endSession } = useLogout();

  const user = query.data ?? null;
  const status = authStatusOf(user, query.isPending, query.error);
  const { refetch, isFetching } = query;
  const retryLoad = useCallback(() => void refetch(), [refetch]);
  // Someone is signed in: the e-mail typed into the log-in or sign-up form has served.
  useEffect(() => {
    if (user) typedEmail.clear();
  }, [user]);

  const signInWithTokens = useCallback(
    async (tokens: AuthTokens) => {
      saveSession(tokens);
      const next = await queryClient.fetchQuery({ ...getCurrentUserQueryOptions(), staleTime: 0 });
      if (!next) throw new Error('No user after sign-in.');
      return next;
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    const onForms = pathname === formPaths.list;
    await endSession();
    if (onForms) void navigate(appPaths.login, { replace: true });
  }, [pathname, endSession, navigate]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      status,
      isLoggingIn: status === 'loggingIn',
      isLoggedIn: status === 'loggedIn',
      isUnavailable: status === 'unavailable',
      isRetrying: status === 'unavailable' && isFetching,
      retryLoad,
      signInWithTokens,
      logout,
      identityProvider,
    }),
    [user, status, isFetching, retryLoad, signInWithTokens, logout, identityProvider],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

/**
 * Only a 401 (one the client's token refresh could not fix) means signed out; any other failure to load the
 * current user leaves the session as it is, unavailable, with the tokens kept.
 */
export function authStatusOf(user: AuthUser | null, pending: boolean, error: unknown): AuthStatus {
  // Checked first: the user drawn from what this device kept (src/api/queries/warmCache.ts) stays in the query
  // when its refresh is refused, and is nobody's then.
  if (isApiError(error) && error.status === 401) return 'loggedOut';
  if (user) return 'loggedIn';
  if (pending) return 'loggingIn';
  return error ? 'unavailable' : 'loggedOut';
}

/** The auth state; throws a missing-context error outside AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider.');
  return value;
}

/**
 * Whether the signed-in page is shown: a render after the session is known, so that React mounts the page in a
 * background render that yields to the browser every few milliseconds rather than in one long task the moment the
 * session check answers. The guard (its spinner stays meanwhile) and the layout's banners read it alike, so that the
 * banners never appear above the spinner and move it.
 */
export function useSignedInShown(): boolean {
  const { isLoggedIn } = useAuth();
  return useDeferredValue(isLoggedIn) && isLoggedIn;
}
