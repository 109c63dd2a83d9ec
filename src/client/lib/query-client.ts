// TanStack Query defaults: data never goes stale by itself, no refetch on focus, no retries,
// unused data kept 5 minutes. Fresh data arrives through invalidation and settings pushes.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { session } from '#shared/endpoints/admin-auth-public';
import { ApiError } from './api-client';

/**
 * The admin session query's key, defined here because lib sits below api/: api/admin-session.ts and the
 * realtime client import it, and this module re-checks the session on any 401.
 */
export const ADMIN_SESSION_KEY = [session.path] as const;

export function createQueryClient(): QueryClient {
  // Any admin call answering 401 means the session expired or was revoked: re-checking the session
  // makes the dashboard fall back to the login card, whichever tab made the call. A 403 means the
  // person's role changed under an open dashboard: re-checked, it shows only what the role may do now.
  const onError = (error: Error) => {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
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
