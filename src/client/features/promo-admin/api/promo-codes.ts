// GET /api/admin/promo-codes: one page of the Active Promo Codes table, optionally for one customer
// and one business day.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { promoCodeListSchema } from '../../../../shared/api/promo';
import { apiRequest } from '../../../lib/api-client';

export const PROMO_PAGE_SIZE = 10;
export const promoCodesKey = ['/api/admin/promo-codes'] as const;

export interface PromoCodesParams {
  page: number;
  customer: string | null;
  /** A yyyy-mm-dd business date: codes created on that day only. */
  date: string | null;
}

export function getPromoCodes({ page, customer, date }: PromoCodesParams) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(PROMO_PAGE_SIZE) });
  if (customer) query.set('customer', customer);
  if (date) {
    query.set('startDate', date);
    query.set('endDate', date);
  }
  return apiRequest('GET', `/api/admin/promo-codes?${query.toString()}`, promoCodeListSchema);
}

export function usePromoCodes(params: PromoCodesParams) {
  return useQuery({
    queryKey: [...promoCodesKey, params],
    queryFn: () => getPromoCodes(params),
    // The old page stays on screen while the next one loads, so paging does not flash.
    placeholderData: keepPreviousData,
  });
}
