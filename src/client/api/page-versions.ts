// A page builder's published versions: GET /api/<builder>/versions and POST …/versions/:id/restore,
// which puts one into the draft (the builder then takes it). Admin screens only: the list is parsed with
// its shared schema (docs/decisions/0004). The restore's answer, of which only the status is read, is not:
// its schema is in shared/api/settings.ts, which would regroup the chunks the visitor's /notice loads.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageVersionsSchema } from '#shared/api/page-builder';
import { apiRequest } from '../lib/admin-api-client';
import { apiFetch } from '../lib/api-client';
import type { DraftPrefix } from './page-drafts';

export const versionsKey = (prefix: DraftPrefix) => [`${prefix}/versions`] as const;

export function usePageVersions(prefix: DraftPrefix) {
  return useQuery({
    queryKey: versionsKey(prefix),
    queryFn: () => apiRequest('GET', `${prefix}/versions`, pageVersionsSchema),
    select: (body) => body.versions,
  });
}

export function useRestorePageVersion(prefix: DraftPrefix) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<{ success: boolean; message: string }>('POST', `${prefix}/versions/${id}/restore`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: versionsKey(prefix) });
    },
  });
}
