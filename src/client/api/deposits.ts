// POST /api/admin/deposits, the corrections (PATCH /api/admin/deposits/{id}, POST .../{id}/void) and GET
// /api/admin/deposits/search (a customer's totals and FOC). Admin screens only: answers are parsed with
// the shared schemas.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createDepositResponseSchema,
  depositSummarySchema,
  type CreateDepositBody,
  type UpdateDepositBody,
  type VoidDepositBody,
} from '#shared/api/deposits';
import * as deposits from '#shared/endpoints/deposits';
import { depositSearchKey, promoCodesKey, useRecordChange } from './records';
import { request } from '../lib/admin-api-client';

/** The summary is asked for once the search has at least this many characters (a Chinese name may have 2). */
export const DEPOSIT_SEARCH_MIN_CHARS = 2;
/** Records a deposit; made before generating a code when an amount is entered. */
export const createDeposit = (body: CreateDepositBody) =>
  request(deposits.create, createDepositResponseSchema, { body });

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDepositBody) => createDeposit(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: depositSearchKey }),
  });
}

/**
 * The search's filters (blank ones are left out): the search card's q (the lists' search), or one
 * customer exactly (the generate form's preview); the CSV export takes the customer shown.
 */
export type DepositSearchParams = (
  { q: string; customerCode?: never } | { customerCode: string; q?: never }
) & {
  /** yyyy-mm-dd, or '' for no bound. */
  startDate: string;
  endDate: string;
};

/** A customer's deposits (voided ones included) with the FOC and prize summary (voided ones left out). */
export const searchDeposits = (params: DepositSearchParams) =>
  request(deposits.search, depositSummarySchema, { query: params });

export function useDepositSearch(params: DepositSearchParams) {
  return useQuery({
    queryKey: [...depositSearchKey, params],
    queryFn: () => searchDeposits(params),
    enabled: (params.q ?? params.customerCode).length >= DEPOSIT_SEARCH_MIN_CHARS,
  });
}

/** Corrects the amount, date or notes; 409 once the deposit is void. */
export const updateDeposit = (id: number, body: UpdateDepositBody) =>
  request(deposits.update, createDepositResponseSchema, { params: { id }, body });

/** Voids a deposit with its reason: it stays listed and leaves every sum. */
export const voidDeposit = (id: number, body: VoidDepositBody) =>
  request(deposits.voidDeposit, createDepositResponseSchema, { params: { id }, body });

/**
 * A correction changes the totals of every summary of that customer (the search card and the generate
 * form's preview) and the deposit the promo table shows for the code it was made with.
 */
const correctedLists = [depositSearchKey, promoCodesKey];

export const useUpdateDeposit = () => useRecordChange(updateDeposit, correctedLists);

export const useVoidDeposit = () => useRecordChange(voidDeposit, correctedLists);
