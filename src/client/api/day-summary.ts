// GET /api/admin/day-summary (admin only; answers parsed with the shared schema).
import { useQuery } from '@tanstack/react-query';
import { daySummarySchema } from '#shared/api/day-summary';
import * as daySummary from '#shared/endpoints/day-summary';
import { request } from '../lib/admin-api-client';
import { useRefreshOnDraws } from './records';

export const daySummaryKey = [daySummary.get.path] as const;

export const getDaySummary = () => request(daySummary.get, daySummarySchema);

/**
 * Today's figures, kept current: a draw anywhere arrives as the draws_changed push, and any change this
 * tab makes (a code generated, a deposit recorded or voided, the history cleared) succeeds as a mutation,
 * so the summary needs no knowledge of the screens that change it.
 */
export function useDaySummary() {
  useRefreshOnDraws(daySummaryKey, { afterChanges: true });
  // The business day turns at midnight UTC+8 while the dashboard may stay open.
  return useQuery({ queryKey: daySummaryKey, queryFn: getDaySummary, refetchInterval: 5 * 60_000 });
}
