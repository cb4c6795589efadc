import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getCurrentUserQueryOptions, saveSession, useCurrentUser, useLogout, type AuthTokens, type User } from '../../api';
import type { IdentityProviderConfig } from './identityProvider';

/** SPEC §4: logged out, logging in (the current user is loading), logged in. */
export const authStatuses = ['loggedOut', 'loggingIn', 'loggedIn'] as const;
export type AuthStatus = (typeof authStatuses)[number];

export type AuthUser = User;

export interface AuthContextValue {
  user: AuthUser | null;
  status: AuthStatus;
  /** True from the start until the load of the current user ends. */
  isLoggingIn: boolean;
  isLoggedIn: boolean;
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
 * The auth state of SPEC §4 over the api layer's current-user query: it loads at start (no call without a stored
 * token), and `isLoggingIn` stays true until that load ends. Login, register and the other sign-ins put the user
 * into the same query, so every screen sees the change at once.
 */
export function AuthProvider({ children, identityProvider = null }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const query = useCurrentUser({ queryConfig: { retry: false } });
  const { mutateAsync: endSession } = useLogout();

  const user = query.data ?? null;
  const status: AuthStatus = user ? 'loggedIn' : query.isPending ? 'loggingIn' : 'loggedOut';

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
    const onForms = pathname === '/forms';
    await endSession();
    if (onForms) void navigate('/login', { replace: true });
  }, [pathname, endSession, navigate]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      status,
      isLoggingIn: status === 'loggingIn',
      isLoggedIn: status === 'loggedIn',
      signInWithTokens,
      logout,
      identityProvider,
    }),
    [user, status, signInWithTokens, logout, identityProvider],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The auth state; throws a missing-context error outside AuthProvider (SPEC §8). */
export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider.');
  return value;
}
