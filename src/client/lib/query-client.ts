// TanStack Query defaults from SPEC §9: data never goes stale by itself, no refetch on focus, no retries,
// unused data kept 5 minutes. Fresh data arrives through invalidation and settings pushes.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The session query's key, as in api/admin-session.ts. Written out rather than imported: lib sits below
 * api/, and importing that module would put the login and logout calls into every page's first load.
 */
export const ADMIN_SESSION_KEY = ['/api/admin/session'] as const;

export function createQueryClient(): QueryClient {
  // Any admin call answering 401 means the session expired or was revoked: re-checking the session
  // makes the dashboard fall back to the login card, whichever tab made the call.
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 401) {
      void queryClient.invalidateQueries({ queryKey: ADMIN_SESSION_KEY });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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
  return queryClient;
}
