import { QueryClient } from '@tanstack/react-query';

/**
 * docs/product.md §7: queries and mutations do not retry; data never goes stale on its own; no refetch on
 * window focus; no polling. Screens invalidate what they change.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
