// GET /api/admin/stats and its CSV (admin only; answers parsed with the shared schema). The figures of a
// range stay current like the day summary's: a spin anywhere, or any change made here, reloads them.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statsSchema } from '#shared/api/stats';
import { urlOf } from '#shared/endpoints/endpoint';
import * as exports from '#shared/endpoints/exports';
import * as stats from '#shared/endpoints/stats';
import { request } from '../lib/admin-api-client';
import { useRefreshOnDraws } from './records';

export interface StatsRange {
  from: string;
  to: string;
}

const statsKey = [stats.get.path] as const;

export const statsCsvUrl = (range: StatsRange) => urlOf(exports.stats, undefined, range);

export function useStats(range: StatsRange | null) {
  useRefreshOnDraws(statsKey);
  return useQuery({
    queryKey: [...statsKey, range],
    queryFn: () => request(stats.get, statsSchema, { query: range ?? {} }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
