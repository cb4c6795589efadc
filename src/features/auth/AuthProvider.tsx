import { createContext, use, useMemo, type ReactNode } from 'react';

/** SPEC §4: logged out, logging in (the current user is loading), logged in. */
export const authStatuses = ['loggedOut', 'loggingIn', 'loggedIn'] as const;
export type AuthStatus = (typeof authStatuses)[number];

/** The part of the user the shell and guards read. */
export interface AuthUser {
  email: string;
  avatar?: string | null;
  is_email_verified: boolean;
  openai_key?: string | null;
  ltd_tariff?: string | null;
  tariff?: { name: string; credits_per_month: number | null; open_ai_key_source?: string | null } | null;
}

export interface AuthContextValue {
  user: AuthUser | null;
  status: AuthStatus;
  /** True from the start until the first load of the current user ends. */
  isLoggingIn: boolean;
  isLoggedIn: boolean;
  /** Revokes the refresh token, clears tokens and user; goes to /login when on /forms. */
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export interface AuthProviderProps {
  children: ReactNode;
}

export function AuthProvider({ children }: AuthProviderProps) {
  // TODO(api): load the current user with useCurrentUser() from src/api/queries once it lands.
  const value = useMemo<AuthContextValue>(
    () => ({ user: null, status: 'loggedOut', isLoggingIn: false, isLoggedIn: false, logout: async () => {} }),
    [],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The auth state; throws a missing-context error outside AuthProvider (SPEC §8). */
export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider.');
  return value;
}
