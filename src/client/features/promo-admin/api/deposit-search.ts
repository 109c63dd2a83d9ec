// GET /api/admin/deposits/search: a customer's deposits with the FOC and prize summary (SPEC §9).
import { useQuery } from '@tanstack/react-query';
import { depositSummarySchema } from '../../../../shared/api/deposits';
import { apiRequest } from '../../../lib/api-client';

/** SPEC §2: the summary is computed once the customer code has at least this many characters. */
export const DEPOSIT_SEARCH_MIN_CHARS = 3;
export const depositSearchKey = ['/api/admin/deposits/search'] as const;

export interface DepositSearchParams {
  customerCode: string;
  /** yyyy-mm-dd, or '' for no bound. */
  startDate: string;
  endDate: string;
}

export function searchDeposits({ customerCode, startDate, endDate }: DepositSearchParams) {
  const query = new URLSearchParams({ customerCode });
  if (startDate) query.set('startDate', startDate);
  if (endDate) query.set('endDate', endDate);
  return apiRequest('GET', `/api/admin/deposits/search?${query.toString()}`, depositSummarySchema);
}

export function useDepositSearch(params: DepositSearchParams) {
  return useQuery({
    queryKey: [...depositSearchKey, params],
    queryFn: () => searchDeposits(params),
    enabled: params.customerCode.length >= DEPOSIT_SEARCH_MIN_CHARS,
  });
}
