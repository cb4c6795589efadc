import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ANSWER_FRESH_MS, retryApiError } from '../api';

/**
 * Every query of the app follows the api's retry rule: a refused request (4xx, an expired session) fails at
 * once, since asking again gets the same answer and only keeps a spinner up; network trouble, timeouts and
 * 5xx are retried twice, with react-query's growing delay between tries. An answer stays fresh for ANSWER_FRESH_MS.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: retryApiError, staleTime: ANSWER_FRESH_MS } } });
}

/** The page's one query client: main.tsx puts into it what was kept for this visit (warmCache) before the first render. */
export const appQueryClient = createAppQueryClient();

/** What the whole app runs inside: the one query client. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
