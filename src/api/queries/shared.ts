import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, QueryKey, UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../client';

// Every failure the api layer produces is an ApiError (src/api/client/errors.ts), so react-query's
// `error` is typed as one everywhere instead of `Error`.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

/** Extra options of a query hook: everything but the key and the function, which the area owns. */
export type QueryConfig<T extends (...args: never[]) => unknown> = Omit<ReturnType<T>, 'queryKey' | 'queryFn'>;

/** Extra options of a mutation hook; an own onSuccess runs after the cache is brought up to date. */
export type MutationConfig<TData, TVariables> = Omit<UseMutationOptions<TData, ApiError, TVariables>, 'mutationFn'>;

/** Brings the cache in line after a success: usually invalidates the keys the call changed. */
export type SyncCache<TData, TVariables> = (
  queryClient: QueryClient,
  data: TData,
  variables: TVariables,
) => Promise<unknown> | void;

/** Invalidates each key; awaited so the mutation ends only when the screen's data is fresh. */
export function invalidate(queryClient: QueryClient, ...keys: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** useMutation with the area's cache update run before the caller's own onSuccess. */
export function useApiMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  sync: SyncCache<TData, TVariables>,
  config: MutationConfig<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation<TData, ApiError, TVariables>({
    ...rest,
    mutationFn,
    onSuccess: async (...args) => {
      await sync(queryClient, args[0], args[1]);
      await onSuccess?.(...args);
    },
  });
}

/** Ids arrive as numbers from the server and as text from the router: one cache entry for both. */
export function keyId(id: number | string): string {
  return String(id);
}
