// GET /api/draw-history: newest first, codes masked.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DrawHistory } from '../../../../shared/api/draws';
import { apiFetch } from '../../../lib/api-client';

export const drawHistoryKey = ['/api/draw-history'] as const;

export function useDrawHistory(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...drawHistoryKey, { page, pageSize }],
    queryFn: () => apiFetch<DrawHistory>('GET', `/api/draw-history?page=${page}&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });
}
