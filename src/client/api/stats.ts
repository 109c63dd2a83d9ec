// GET /api/admin/stats and its CSV (admin only; answers parsed with the shared schema). The figures of a
// range stay current like the day summary's: a spin anywhere, or any change made here, reloads them.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statsSchema } from '#shared/api/stats';
import { apiRequest } from '../lib/admin-api-client';
import { useRefreshOnDraws } from './records';

export interface StatsRange {
  from: string;
  to: string;
}

const statsKey = ['/api/admin/stats'] as const;
const rangeQuery = ({ from, to }: StatsRange) => new URLSearchParams({ from, to }).toString();

export const statsCsvUrl = (range: StatsRange) => `/api/admin/export/stats.csv?${rangeQuery(range)}`;

export function useStats(range: StatsRange | null) {
  useRefreshOnDraws(statsKey);
  return useQuery({
    queryKey: [...statsKey, range],
    queryFn: () =>
      apiRequest('GET', `/api/admin/stats?${rangeQuery(range ?? { from: '', to: '' })}`, statsSchema),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
