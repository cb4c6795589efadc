import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { getAccessToken, saveSession } from '../client';
import { lazyCalls } from './lazyCalls';
import type { AuthTokens, Credentials, Id, User } from '../schemas';
import type { MutationConfig, MutationHookOptions, QueryHookOptions } from './shared';
import { useApiMutation } from './shared';

/** The calls load with their schemas on first use (see lazyCalls). */
const {
  endSession,
  getAdminAccessToken,
  getCurrentCredits,
  getCurrentUser: getCurrentUserCall,
  identifySession,
  login,
  loginWithGoogle,
  register,
  sendVerificationEmail,
  preload: preloadAuthCalls,
} = lazyCalls(() => import('../endpoints/auth'));

/** The session check's calls and schemas (and zod) start loading now; see lazyCalls. */
export const preloadSessionCheck = preloadAuthCalls;

export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
  credits: () => [...authKeys.all, 'credits'] as const,
  verificationEmailSentAt: () => [...authKeys.all, 'verificationEmailSentAt'] as const,
};

/**
 * The signed-in user; the device's unsaved work is theirs from now on (identifySession). An answer that arrives after
 * the session changed (signed out, someone else signed in) decides nothing.
 */
async function getCurrentUser(options?: { signal?: AbortSignal }): Promise<User> {
  const token = getAccessToken();
  const user = await getCurrentUserCall(options);
  if (getAccessToken() === token) await identifySession({ id: String(user.id), email: user.email });
  return user;
}

/** The signed-in user, or null without a stored token (no call is made then: logged out). */
export function getCurrentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.user(),
    queryFn: ({ signal }): Promise<User | null> => (getAccessToken() ? getCurrentUser({ signal }) : Promise.resolve(null)),
    staleTime: 60_000,
  });
}

export function useCurrentUser({ queryConfig }: QueryHookOptions<typeof getCurrentUserQueryOptions> = {}) {
  return useQuery({ ...getCurrentUserQueryOptions(), ...queryConfig });
}

export function getCurrentCreditsQueryOptions() {
  return queryOptions({ queryKey: authKeys.credits(), queryFn: ({ signal }) => getCurrentCredits({ signal }) });
}

export function useCurrentCredits({ queryConfig }: QueryHookOptions<typeof getCurrentCreditsQueryOptions> = {}) {
  return useQuery({ ...getCurrentCreditsQueryOptions(), ...queryConfig });
}

/** Stores the tokens, then loads the profile (login and register fetch the profile on success). */
async function signIn(queryClient: QueryClient, tokens: AuthTokens): Promise<User> {
  saveSession(tokens);
  const user = await getCurrentUser();
  queryClient.setQueryData(authKeys.user(), user);
  return user;
}

/** The user of a sign-in is put in the cache by the mutation itself; nothing else to refresh. */
const nothing = () => undefined;

export function useLogin({ mutationConfig }: MutationHookOptions<User, Credentials> = {}) {
  return useSignIn((credentials: Credentials) => login(credentials), mutationConfig);
}

export function useRegister({ mutationConfig }: MutationHookOptions<User, Credentials> = {}) {
  return useSignIn((credentials: Credentials) => register(credentials), mutationConfig);
}

/** Third-party identity code exchange. */
export function useLoginWithGoogle({ mutationConfig }: MutationHookOptions<User, string> = {}) {
  return useSignIn((code: string) => loginWithGoogle({ code }), mutationConfig);
}

/** Admin access: signs in as the client behind a token id (the token-exchange screen). */
export function useAdminAccessLogin({ mutationConfig }: MutationHookOptions<User, Id | string> = {}) {
  return useSignIn((id: Id | string) => getAdminAccessToken(id), mutationConfig);
}

function useSignIn<V>(getTokens: (variables: V) => Promise<AuthTokens>, config?: MutationConfig<User, V>) {
  const queryClient = useQueryClient();
  return useApiMutation<User, V>(async (variables) => signIn(queryClient, await getTokens(variables)), nothing, config);
}

/**
 * Logout: removes the stored tokens, revokes the refresh token, and forgets every cached
 * answer of this user (the user query then reads null). Going to /login is the screen's part.
 */
export function useLogout({ mutationConfig }: MutationHookOptions<void, void> = {}) {
  return useApiMutation<void, void>(() => endSession(), forgetUser, mutationConfig);
}

export function forgetUser(queryClient: QueryClient) {
  queryClient.removeQueries();
  queryClient.setQueryData(authKeys.user(), null);
}

/**
 * Resend of the verification e-mail. The time of the last press is kept for the whole app (every place that offers
 * a resend counts the same minute: VERIFICATION_EMAIL_INTERVAL_MS, the screens' rule), whatever the answer.
 */
export function useSendVerificationEmail({ mutationConfig }: MutationHookOptions<void, void> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation<void, void>(
    () => {
      queryClient.setQueryData(authKeys.verificationEmailSentAt(), Date.now());
      return sendVerificationEmail();
    },
    nothing,
    mutationConfig,
  );
}

/** When a verification e-mail was last asked for in this tab (ms since the epoch), or null. */
export function useVerificationEmailSentAt(): number | null {
  const { data } = useQuery({
    queryKey: authKeys.verificationEmailSentAt(),
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  });
  return data ?? null;
}
