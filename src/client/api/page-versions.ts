// A page builder's published versions: GET /api/<builder>/versions and POST …/versions/:id/restore,
// which puts one into the draft (the builder then takes it). Only the admin's builders import this.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageVersion } from '#shared/api/page-builder';
import { apiFetch } from '../lib/api-client';
import type { DraftPrefix } from './page-drafts';

export const versionsKey = (prefix: DraftPrefix) => [`${prefix}/versions`] as const;

export function usePageVersions(prefix: DraftPrefix) {
  return useQuery({
    queryKey: versionsKey(prefix),
    queryFn: () => apiFetch<{ versions: PageVersion[] }>('GET', `${prefix}/versions`),
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
