// GET /api/prizes: both wheels' six slots, names and colours, for the prize manager.
import { useQuery } from '@tanstack/react-query';
import { prizeListsSchema } from '../../../../shared/api/prizes';
import { apiRequest } from '../../../lib/api-client';

/** Exactly this key: a settings push refreshes every query whose key starts with '/api/prizes'. */
export const prizesKey = ['/api/prizes'] as const;

export function usePrizes() {
  return useQuery({ queryKey: prizesKey, queryFn: () => apiRequest('GET', '/api/prizes', prizeListsSchema) });
}
