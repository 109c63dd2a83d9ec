// A page builder's published versions: GET <builder>/versions and POST …/versions/:id/restore, which puts
// one into the draft (the builder then takes it), through the builder's entries
// (#shared/endpoints/page-builder). Admin screens only: the list is parsed with its shared schema
// (docs/decisions/0004). The restore's answer, of which only the status is read, is not: its schema is in
// shared/api/settings.ts, which would regroup the chunks the visitor's /notice loads.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageVersionsSchema } from '#shared/api/page-builder';
import { versionsOf, type VersionEndpoints } from '#shared/endpoints/page-builder';
import { request } from '../lib/admin-api-client';
import { call } from '../lib/api-client';
import type { DraftPrefix } from './page-drafts';

/** The entries of a builder that lists its versions (the toolbar offers them only there). */
function entriesOf(prefix: DraftPrefix): VersionEndpoints {
  const entries = versionsOf[prefix];
  if (!entries) throw new Error(`${prefix} keeps no versions`);
  return entries;
}

/** The versions' query, keyed by their entry's path (null for a builder that keeps none: nothing to refresh). */
export const versionsKey = (prefix: DraftPrefix) => [versionsOf[prefix]?.versions.path ?? null] as const;

export function usePageVersions(prefix: DraftPrefix) {
  return useQuery({
    queryKey: versionsKey(prefix),
    queryFn: () => request(entriesOf(prefix).versions, pageVersionsSchema),
    select: (body) => body.versions,
  });
}

export function useRestorePageVersion(prefix: DraftPrefix) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(entriesOf(prefix).restoreVersion, { params: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: versionsKey(prefix) });
    },
  });
}
