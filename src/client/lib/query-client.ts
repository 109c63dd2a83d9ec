// TanStack Query defaults from SPEC §9: data never goes stale by itself, no refetch on focus, no retries,
// unused data kept 5 minutes. Fresh data arrives through invalidation (and later, pushes).
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
