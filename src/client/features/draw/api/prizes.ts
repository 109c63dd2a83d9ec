// GET /api/prizes: the six slots (names and colours) of each wheel.
import { useQuery } from '@tanstack/react-query';
import type { PrizeLists } from '../../../../shared/api/prizes';
import { apiFetch } from '../../../lib/api-client';

export const prizesKey = ['/api/prizes'] as const;

export function usePrizes() {
  return useQuery({ queryKey: prizesKey, queryFn: () => apiFetch<PrizeLists>('GET', '/api/prizes') });
}
