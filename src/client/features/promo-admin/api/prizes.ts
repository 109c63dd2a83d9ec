// GET /api/prizes: the current six names of each wheel, for the Select Prize list.
import { useQuery } from '@tanstack/react-query';
import { prizeListsSchema } from '../../../../shared/api/prizes';
import { apiRequest } from '../../../lib/api-client';

export const prizesKey = ['/api/prizes'] as const;

export const getPrizes = () => apiRequest('GET', '/api/prizes', prizeListsSchema);

export function usePrizes() {
  return useQuery({ queryKey: prizesKey, queryFn: getPrizes });
}
