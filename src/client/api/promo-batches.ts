// Promo codes in batches, many customers at once: the preview and the generate of pasted or uploaded CSV,
// sent as the text it is (the server reads it by the batch's rules), and the list of batches. Typed by
// their entries without loading the schemas: the generator is a chunk of its own, and the schemas would
// split the promo rules out of the dashboard's first load.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { urlOf } from '#shared/endpoints/endpoint';
import * as promoBatches from '#shared/endpoints/promo-batches';
import { apiFetchCsv } from '../lib/admin-api-client';
import { call } from '../lib/api-client';
import { customersKey } from './promo-codes';
import { promoCodesKey } from './records';

export const promoBatchesKey = [promoBatches.list.path] as const;

/** A batch as the operator sends it: the CSV text, and the scheduled start (ISO) or '' for at once. */
export interface BatchInput {
  csv: string;
  validFrom: string;
}

export const previewBatch = ({ csv, validFrom }: BatchInput) =>
  apiFetchCsv(promoBatches.preview, csv, { query: { validFrom } });

export const batchCodesUrl = (batchId: number) => urlOf(promoBatches.codesCsv, { batchId });

export function useBatches() {
  return useQuery({ queryKey: promoBatchesKey, queryFn: () => call(promoBatches.list) });
}

export function useGenerateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, validFrom }: BatchInput) =>
      apiFetchCsv(promoBatches.generate, csv, { query: { validFrom } }),
    onSuccess: async () => {
      for (const queryKey of [promoBatchesKey, promoCodesKey, customersKey]) {
        await queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
