// The template of the message that hands a code to its customer (GET and PUT
// /api/admin/promo-share-messages), typed by its entries: no schema reaches the dashboard's first load.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as promoShare from '#shared/endpoints/promo-share';
import type { Locale } from '#shared/i18n/locales';
import { call } from '../lib/api-client';

export const promoShareKey = [promoShare.load.path] as const;

export type ShareTemplates = Record<Locale, string>;

export function usePromoShareMessages() {
  return useQuery({ queryKey: promoShareKey, queryFn: () => call(promoShare.load) });
}

export function useSavePromoShareMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templates: ShareTemplates) => call(promoShare.save, { body: templates }),
    onSuccess: (saved) => queryClient.setQueryData(promoShareKey, saved),
  });
}
