// POST /api/admin/deposits and GET /api/admin/deposits/search (SPEC §9). Admin screens only: answers
// are parsed with the shared schemas.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { depositRecordSchema, depositSummarySchema, type CreateDepositBody } from '#shared/api/deposits';
import { apiRequest } from '../lib/api-client';

/** SPEC §2: the summary is computed once the customer code has at least this many characters. */
export const DEPOSIT_SEARCH_MIN_CHARS = 3;
export const depositSearchKey = ['/api/admin/deposits/search'] as const;

const createDepositResponseSchema = z.object({ success: z.boolean(), deposit: depositRecordSchema });

/** Records a deposit; made before generating a code when an amount is entered. */
export const createDeposit = (body: CreateDepositBody) =>
  apiRequest('POST', '/api/admin/deposits', createDepositResponseSchema, body);

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDepositBody) => createDeposit(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: depositSearchKey }),
  });
}

export interface DepositSearchParams {
  customerCode: string;
  /** yyyy-mm-dd, or '' for no bound. */
  startDate: string;
  endDate: string;
}

/** A customer's deposits with the FOC and prize summary. */
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
