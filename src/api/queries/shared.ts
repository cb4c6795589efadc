import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, QueryKey, UseMutationOptions } from '@tanstack/react-query';
import { ApiError, clientErrorCodes } from '../client';
import type { Id } from '../schemas';

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

/** The last argument of every query hook. */
export type QueryHookOptions<T extends (...args: never[]) => unknown> = { queryConfig?: QueryConfig<T> };
/** The argument of every mutation hook. */
export type MutationHookOptions<TData, TVariables> = { mutationConfig?: MutationConfig<TData, TVariables> };

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

/** A page of a list (paged, filtered): the page shown stays on screen while the next one loads. */
export function pageQueryOptions<TData, TKey extends QueryKey>(queryKey: TKey, queryFn: (context: { signal: AbortSignal }) => Promise<TData>) {
  return queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData });
}

/** An area's keys for one item and its lists (formKeys, chatKeys). */
type ItemKeys = { detail: (id: Id | string) => QueryKey; lists: () => QueryKey };

/** After a create or a save: the server's answer becomes the item's cached detail, and its lists are fetched again. */
export function cacheSavedItem(keys: ItemKeys) {
  return async (queryClient: QueryClient, saved: { id: Id }) => {
    queryClient.setQueryData(keys.detail(saved.id), saved);
    await invalidate(queryClient, keys.lists());
  };
}

/** After a delete: the item's cached detail goes (and whatever else `alsoDrop` names), its lists are fetched again. */
export function forgetDeletedItem(keys: ItemKeys, alsoDrop?: (id: Id | string) => QueryKey) {
  return async (queryClient: QueryClient, _data: unknown, id: Id | string) => {
    queryClient.removeQueries({ queryKey: keys.detail(id) });
    if (alsoDrop) queryClient.removeQueries({ queryKey: alsoDrop(id) });
    await invalidate(queryClient, keys.lists());
  };
}

/** Ids arrive as numbers from the server and as text from the router: one cache entry for both. */
export function keyId(id: number | string): string {
  return String(id);
}

/**
 * How long an answer counts as fresh. While the app starts, parts that want the same answer mount one after
 * another (the top bar's credits, then the banners once the user is known); within this time they share the one
 * request instead of each asking again. What the app changes itself it invalidates, and polls keep their interval.
 */
export const ANSWER_FRESH_MS = 10_000;

/**
 * A `retry` for the app's QueryClient: a request the server refused (4xx), one that does not parse, and
 * one the caller canceled will fail the same way again, so only network trouble, timeouts and 5xx are
 * retried, at most twice.
 */
export function retryApiError(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return false;
  if (error.message === clientErrorCodes.network || error.message === clientErrorCodes.timeout) return true;
  return error.status !== null && error.status >= 500;
}
