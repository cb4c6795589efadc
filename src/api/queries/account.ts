import { clearTokens } from '../client';
import { lazyCalls } from './lazyCalls';
import type { ChangePassword, User, UserUpdate } from '../schemas';
import { authKeys, forgetUser } from './auth';
import type { MutationHookOptions } from './shared';
import { invalidate, useApiMutation } from './shared';

/** The account screen's calls (its chunk only; the first load keeps just the sign-in ones in ./auth). */
const { changePassword, deleteAccount, updateUser } = lazyCalls(() => import('../endpoints/auth'));

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

