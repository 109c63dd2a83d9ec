// Promo codes in batches (issue 25 point 1): the preview and the generate of pasted or uploaded CSV,
// sent as the text it is (the server reads it by the batch's rules), and the list of batches. Typed by
// the shared schemas without loading them: the generator is a chunk of its own, and the schemas would
// split the promo rules out of the dashboard's first load.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BatchCreated, BatchList, BatchPreview } from '#shared/api/promo-batches';
import { apiFetchCsv } from '../lib/admin-api-client';
import { apiFetch } from '../lib/api-client';
import { customersKey } from './promo-codes';
import { promoCodesKey } from './records';

export const promoBatchesKey = ['/api/admin/promo-batches'] as const;

/** A batch as the operator sends it: the CSV text, and the scheduled start (ISO) or '' for at once. */
export interface BatchInput {
  csv: string;
  validFrom: string;
}

const withStart = (path: string, validFrom: string) =>
  validFrom ? `${path}?${new URLSearchParams({ validFrom }).toString()}` : path;

export const previewBatch = ({ csv, validFrom }: BatchInput) =>
  apiFetchCsv<BatchPreview>('POST', withStart('/api/admin/promo-batches/preview', validFrom), csv);

export const batchCodesUrl = (batchId: number) => `/api/admin/promo-batches/${batchId}/codes.csv`;

export function useBatches() {
  return useQuery({
    queryKey: promoBatchesKey,
    queryFn: () => apiFetch<BatchList>('GET', '/api/admin/promo-batches'),
  });
}

export function useGenerateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, validFrom }: BatchInput) =>
      apiFetchCsv<BatchCreated>('POST', withStart('/api/admin/promo-batches', validFrom), csv),
    onSuccess: async () => {
      for (const queryKey of [promoBatchesKey, promoCodesKey, customersKey]) {
        await queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
