// The admin's promo codes: GET /api/admin/promo-codes (the Active Promo Codes table), POST
// /api/admin/generate-promo, DELETE /api/admin/promo-codes/:id and GET /api/admin/customers (name
// suggestions). Admin screens only: answers are parsed with the shared schemas.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customerSuggestionsSchema,
  deletePromoResponseSchema,
  generatePromoResponseSchema,
  promoCodeListSchema,
  type GeneratePromoBody,
} from '#shared/api/promo';
import type { PromoStatusFilter } from '#shared/api/promo';
import * as promo from '#shared/endpoints/promo';
import { request } from '../lib/admin-api-client';
import { filterParams, getPage } from './list-query';
import { depositSearchKey, promoCodesKey } from './records';

export const customersKey = [promo.customers.path] as const;

export interface PromoCodesParams {
  page: number;
  /** 10, 50 or 100 (PROMO_PAGE_SIZES). */
  pageSize: number;
  customer: string | null;
  /** A code or its beginning, any case: codes equal to it or starting with it. */
  code?: string | null;
  /** The lists' search: a code or its start, a part of a name, a phone's digits. */
  q?: string | null;
  /** A yyyy-mm-dd business date: codes created on that day only. */
  date: string | null;
  /** One status; null: every code (the table's default view). */
  status: PromoStatusFilter | null;
  /** The codes of one batch; null: any. */
  batchId: number | null;
}

/** The table's filters as query parameters: its pages and its CSV export take the same ones. */
export const promoFilterQuery = ({
  customer,
  code,
  q,
  date,
  status,
  batchId,
}: Omit<PromoCodesParams, 'page' | 'pageSize'>) =>
  filterParams({
    customer,
    code,
    q,
    startDate: date,
    endDate: date,
    status: status === 'all' ? null : status,
    batchId: batchId === null ? null : String(batchId),
  });

/** One page of the table, under its filters (customer, code search, status, batch, business day). */
export const getPromoCodes = ({ page, pageSize, ...filters }: PromoCodesParams) =>
  getPage(promo.codes, promoCodeListSchema, promoFilterQuery(filters), { page, pageSize });

export function usePromoCodes(params: PromoCodesParams) {
  return useQuery({
    queryKey: [...promoCodesKey, params],
    queryFn: () => getPromoCodes(params),
    // The old page stays on screen while the next one loads, so paging does not flash.
    placeholderData: keepPreviousData,
  });
}

/** Up to 8 existing customer names matching the typed text, with code counts. */
export const getCustomers = (q: string) =>
  request(promo.customers, customerSuggestionsSchema, { query: { q } });

export function useCustomers(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...customersKey, q],
    queryFn: () => getCustomers(q),
    enabled,
  });
}

/**
 * A new or deleted code changes the table, the customer counts and the deposit summaries (prize
 * totals). Not awaited: the caller hears of success at once, the lists refresh behind it.
 */
function useRefreshPromoLists() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [promoCodesKey, customersKey, depositSearchKey]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

export const generatePromo = (body: GeneratePromoBody) =>
  request(promo.generate, generatePromoResponseSchema, { body });

export function useGeneratePromo() {
  const refresh = useRefreshPromoLists();
  return useMutation({ mutationFn: (body: GeneratePromoBody) => generatePromo(body), onSuccess: refresh });
}

/** Used codes cannot be deleted (409). */
export const deletePromoCode = (id: number) =>
  request(promo.deleteCode, deletePromoResponseSchema, { params: { id } });

export function useDeletePromoCode() {
  const refresh = useRefreshPromoLists();
  return useMutation({ mutationFn: (id: number) => deletePromoCode(id), onSuccess: refresh });
}
