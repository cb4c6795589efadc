import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { clearTokens, getAccessToken } from '../client';
import {
  changePassword,
  deleteAccount,
  endSession,
  getAdminAccessToken,
  getCurrentCredits,
  getCurrentUser,
  login,
  loginWithGoogle,
  register,
  saveSession,
  sendVerificationEmail,
  updateUser,
} from '../endpoints';
import type { AuthTokens, ChangePassword, Credentials, Id, User, UserUpdate } from '../schemas';
import type { MutationConfig, MutationHookOptions, QueryHookOptions } from './shared';
import { invalidate, useApiMutation } from './shared';

export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
  credits: () => [...authKeys.all, 'credits'] as const,
};

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

/** Stores the tokens, then loads the profile (SPEC §4: login and register fetch the profile on success). */
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
 * Logout (SPEC §4): removes the stored tokens, revokes the refresh token, and forgets every cached
 * answer of this user (the user query then reads null). Going to /login is the screen's part.
 */
export function useLogout({ mutationConfig }: MutationHookOptions<void, void> = {}) {
  return useApiMutation<void, void>(() => endSession(), forgetUser, mutationConfig);
}

function forgetUser(queryClient: QueryClient) {
  queryClient.removeQueries();
  queryClient.setQueryData(authKeys.user(), null);
}

/** Deletes the account; on 204 the tokens are cleared and the cache forgotten like a logout. */
export function useDeleteAccount({ mutationConfig }: MutationHookOptions<void, void> = {}) {
  return useApiMutation<void, void>(
    async () => {
      await deleteAccount();
      clearTokens(); // nothing to revoke: the account and its tokens are gone
    },
    forgetUser,
    mutationConfig,
  );
}

export function useUpdateUser({ mutationConfig }: MutationHookOptions<User, UserUpdate> = {}) {
  return useApiMutation(
    (update: UserUpdate) => updateUser(update),
    (queryClient, user) => {
      queryClient.setQueryData(authKeys.user(), user);
    },
    mutationConfig,
  );
}

/** After a first password is set, has_password becomes true: the user is reloaded. */
export function useChangePassword({ mutationConfig }: MutationHookOptions<void, ChangePassword> = {}) {
  return useApiMutation(
    (body: ChangePassword) => changePassword(body),
    (queryClient) => invalidate(queryClient, authKeys.user()),
    mutationConfig,
  );
}

/** Resend of the verification e-mail; the once-per-minute limit is the screen's (VERIFICATION_EMAIL_INTERVAL_MS). */
export function useSendVerificationEmail({ mutationConfig }: MutationHookOptions<void, void> = {}) {
  return useApiMutation<void, void>(() => sendVerificationEmail(), nothing, mutationConfig);
}
