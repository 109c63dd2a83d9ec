// The admin's DELETE /api/admin/clear-draw-history, apart from the visitor's draw calls (draws.ts) so that
// the visitor's first load does not carry it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearDrawHistoryResponseSchema } from '#shared/api/draws';
import * as draws from '#shared/endpoints/draws';
import { request } from '../lib/admin-api-client';
import { drawHistoryKey } from './draws';

/** Removes every draw and answers how many; the server audits it with that count. */
export const clearDrawHistory = () => request(draws.clearHistory, clearDrawHistoryResponseSchema);

export function useClearDrawHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearDrawHistory,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: drawHistoryKey }),
  });
}
