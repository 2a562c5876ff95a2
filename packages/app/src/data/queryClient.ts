import { QueryClient } from '@tanstack/react-query';

/**
 * The app's cache. Every read names its own query function (the area modules' `queryOptions`),
 * so there is no default one. Reads are never refetched on a timer or on window focus and never
 * go stale by age (a change invalidates them by key instead); failed reads and writes are not
 * retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
