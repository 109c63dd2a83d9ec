// Admin calls answer 401 once the session has expired. Re-checking the session then lets the dashboard
// fall back to the login card. The key is the admin-auth feature's session query, written out here
// because features do not import from each other.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';

const ADMIN_SESSION_KEY = ['/api/admin/session'] as const;

/** Wraps an admin call: passes its result or error through, re-checking the session on a 401. */
export function useSessionGuard(): <T>(request: Promise<T>) => Promise<T> {
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(request: Promise<T>): Promise<T> => {
      try {
        return await request;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          void queryClient.invalidateQueries({ queryKey: ADMIN_SESSION_KEY });
        }
        throw error;
      }
    },
    [queryClient],
  );
}
