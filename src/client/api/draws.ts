// The visitor's draw: POST /api/validate-promo, POST /api/use-promo and GET /api/draw-history. Visitor
// pages import it: no zod at run time here (docs/decisions/0003-no-zod-in-the-visitor-bundle.md), and
// nothing only the admin calls (that is in draws-admin.ts), since this file's every export is in the
// visitor's first load.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { history } from '#shared/endpoints/draws-public';
import { use, validate } from '#shared/endpoints/promo-public';
import { LOCALE } from '#messages';
import { call } from '../lib/api-client';

/** In this page's language: the wheel's names in the answer, and a used code's prize, are in it. */
export const validatePromo = (code: string) => call(validate, { body: { code, language: LOCALE } });

export function useValidatePromo() {
  return useMutation({ mutationFn: validatePromo });
}

/** A new id for one spin: sent again with the same spin after a failure, never with another. */
export const newSpinId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(36).padStart(2, '0')).join(
    '',
  );

/**
 * Spends one use of the code and returns the prize the server assigned, named in this page's language,
 * the one its wheel shows. Asked again with the same spinId after its answer was lost, the server
 * answers what that spin won instead of "used".
 */
export const redeemPromo = (code: string, spinId: string) =>
  call(use, { body: { code, language: LOCALE, spinId } });

/** Newest first, codes masked. */
export const drawHistoryKey = [history.path] as const;

export const getDrawHistory = (page: number, pageSize: number) =>
  call(history, { query: { page, pageSize } });

export function useDrawHistory(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...drawHistoryKey, { page, pageSize }],
    queryFn: () => getDrawHistory(page, pageSize),
    placeholderData: keepPreviousData,
  });
}
