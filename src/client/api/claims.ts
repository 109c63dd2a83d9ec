// Claims, the wins to pay: GET /api/admin/claims (the Claims view's lists), the payment of a win and the
// void of a payment, and GET /api/admin/claims/liability (the figures above them). Admin screens only:
// answers are parsed with the shared schemas.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CLAIMS_PAGE_SIZE,
  claimAnswerSchema,
  claimListSchema,
  liabilitySchema,
  type ClaimStatus,
  type PayClaimBody,
  type VoidPaymentBody,
} from '#shared/api/claims';
import * as claims from '#shared/endpoints/claims';
import { urlOf } from '#shared/endpoints/endpoint';
import * as exports from '#shared/endpoints/exports';
import { request } from '../lib/admin-api-client';
import { filterParams, getPage } from './list-query';
import { useRecordChange, useRefreshOnDraws } from './records';

export const claimsKey = [claims.list.path] as const;

export interface ClaimFilterFields {
  status: ClaimStatus;
  /** The Claims search box: sent as q (a code or its start, a part of a name, digits, a reference). */
  customer: string;
  /** yyyy-mm-dd, or '' for no bound. */
  startDate: string;
  endDate: string;
}

/** The view's filters as a query string: its pages and claims.csv take the same ones. */
export const claimFilterQuery = ({ status, customer, startDate, endDate }: ClaimFilterFields) =>
  filterParams({ status, q: customer.trim(), startDate, endDate });

export const claimsCsvUrl = (filter: ClaimFilterFields) =>
  urlOf(exports.claims, undefined, Object.fromEntries(claimFilterQuery(filter)));

/**
 * One page of the list the filter names. A draw anywhere is a new unclaimed win: the lists and the
 * figures reload, as they do after a payment or a void made here.
 */
export function useClaims(filter: ClaimFilterFields, page: number) {
  useRefreshOnDraws(claimsKey);
  return useQuery({
    queryKey: [...claimsKey, { ...filter, page }],
    queryFn: () =>
      getPage(claims.list, claimListSchema, claimFilterQuery(filter), {
        page,
        pageSize: CLAIMS_PAGE_SIZE,
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** What is owed, paid and still possible. Under the claims key, so every refresh of the lists reloads it. */
export function useLiability() {
  return useQuery({
    queryKey: [...claimsKey, 'liability'],
    queryFn: () => request(claims.liability, liabilitySchema),
    staleTime: 0,
  });
}

/** Pays a win once; 409 when it is paid already. */
export const payClaim = (drawId: number, body: PayClaimBody) =>
  request(claims.pay, claimAnswerSchema, { params: { drawId }, body });

/** Voids a payment with its reason; the win is unclaimed again. */
export const voidPayment = (paymentId: number, body: VoidPaymentBody) =>
  request(claims.voidPayment, claimAnswerSchema, { params: { paymentId }, body });

/** A payment or a void changes both lists and the figures (409: someone else paid or voided it meanwhile). */
export const usePayClaim = () => useRecordChange(payClaim, [claimsKey]);

export const useVoidPayment = () => useRecordChange(voidPayment, [claimsKey]);
