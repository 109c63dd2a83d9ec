// GET /api/prizes: the six slots (names and colours) of each wheel.
import { useQuery } from '@tanstack/react-query';
import { prizeListsSchema } from '../../../../shared/api/prizes';
import { apiRequest } from '../../../lib/api-client';

export const prizesKey = ['/api/prizes'] as const;

export function usePrizes() {
  return useQuery({ queryKey: prizesKey, queryFn: () => apiRequest('GET', '/api/prizes', prizeListsSchema) });
}
