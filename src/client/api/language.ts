// GET and POST /api/admin/default-language: the language visitors see when neither their own choice
// nor their browser names one of ours (admin only; answers parsed with the shared schema).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultLanguageSchema, type DefaultLanguage } from '#shared/api/language';
import * as language from '#shared/endpoints/language';
import { request } from '../lib/admin-api-client';

export const defaultLanguageKey = [language.load.path] as const;

export function useDefaultLanguage() {
  return useQuery({
    queryKey: defaultLanguageKey,
    queryFn: () => request(language.load, defaultLanguageSchema),
  });
}

export function useSaveDefaultLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DefaultLanguage) => request(language.save, defaultLanguageSchema, { body }),
    onSuccess: (answer) => queryClient.setQueryData(defaultLanguageKey, answer),
  });
}
