// Claims (issue 25 point 4): GET /api/admin/claims (the Claims view's lists), the payment of a win and the
// void of a payment, and GET /api/admin/claims/liability (the figures above them). Admin screens only:
// answers are parsed with the shared schemas.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  claimAnswerSchema,
  claimListSchema,
  liabilitySchema,
  type ClaimStatus,
  type PayClaimBody,
  type VoidPaymentBody,
} from '#shared/api/claims';
import { apiRequest } from '../lib/api-client';
import { onServerMessage } from '../lib/realtime';

export const CLAIMS_PAGE_SIZE = 20;
export const claimsKey = ['/api/admin/claims'] as const;

export interface ClaimFilterFields {
  status: ClaimStatus;
  customer: string;
  /** yyyy-mm-dd, or '' for no bound. */
  startDate: string;
  endDate: string;
}

/** The view's filters as a query string: its pages and claims.csv take the same ones. */
export function claimFilterQuery({
  status,
  customer,
  startDate,
  endDate,
}: ClaimFilterFields): URLSearchParams {
  const query = new URLSearchParams({ status });
  if (customer.trim()) query.set('customer', customer.trim());
  if (startDate) query.set('startDate', startDate);
  if (endDate) query.set('endDate', endDate);
  return query;
}

export const claimsCsvUrl = (filter: ClaimFilterFields) =>
  `/api/admin/export/claims.csv?${claimFilterQuery(filter).toString()}`;

/**
 * A draw anywhere is a new unclaimed win (the draws_changed push): the lists and the figures reload, as
 * they do after a payment or a void made here.
 */
function useClaimsRefresh() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onServerMessage((message) => {
        if (message.type !== 'draws_changed') return;
        void queryClient.invalidateQueries({ queryKey: claimsKey });
      }),
    [queryClient],
  );
}

/** One page of the list the filter names. */
export function useClaims(filter: ClaimFilterFields, page: number) {
  useClaimsRefresh();
  const query = claimFilterQuery(filter);
  query.set('page', String(page));
  query.set('pageSize', String(CLAIMS_PAGE_SIZE));
  return useQuery({
    queryKey: [...claimsKey, { ...filter, page }],
    queryFn: () => apiRequest('GET', `/api/admin/claims?${query.toString()}`, claimListSchema),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** What is owed, paid and still possible. Under the claims key, so every refresh of the lists reloads it. */
export function useLiability() {
  return useQuery({
    queryKey: [...claimsKey, 'liability'],
    queryFn: () => apiRequest('GET', '/api/admin/claims/liability', liabilitySchema),
    staleTime: 0,
  });
}

/** Pays a win once; 409 when it is paid already. */
export const payClaim = (drawId: number, body: PayClaimBody) =>
  apiRequest('POST', `/api/admin/claims/${drawId}/pay`, claimAnswerSchema, body);

/** Voids a payment with its reason; the win is unclaimed again. */
export const voidPayment = (paymentId: number, body: VoidPaymentBody) =>
  apiRequest('POST', `/api/admin/claims/payments/${paymentId}/void`, claimAnswerSchema, body);

/**
 * A payment or a void changes both lists and the figures; they reload after a refusal too (409: someone
 * else paid or voided it meanwhile, so the screen is out of date).
 */
function useClaimChange<B, R>(send: (id: number, body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: claimsKey });
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: B }) => send(id, body),
    onSuccess: refresh,
    onError: refresh,
  });
}

export const usePayClaim = () => useClaimChange(payClaim);

export const useVoidPayment = () => useClaimChange(voidPayment);
