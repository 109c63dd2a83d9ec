// GET and POST /api/admin/default-language: the language visitors see when neither their own choice
// nor their browser names one of ours (admin only; answers parsed with the shared schema).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultLanguageSchema, type DefaultLanguage } from '#shared/api/language';
import { apiRequest } from '../lib/admin-api-client';

const PATH = '/api/admin/default-language';
export const defaultLanguageKey = [PATH] as const;

export function useDefaultLanguage() {
  return useQuery({
    queryKey: defaultLanguageKey,
    queryFn: () => apiRequest('GET', PATH, defaultLanguageSchema),
  });
}

export function useSaveDefaultLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DefaultLanguage) => apiRequest('POST', PATH, defaultLanguageSchema, body),
    onSuccess: (answer) => queryClient.setQueryData(defaultLanguageKey, answer),
  });
}
