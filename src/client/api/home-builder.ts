// The home page document: GET /api/home-builder/load (public), POST /api/home-builder/save and the
// published versions (admin); the draft is api/page-drafts. /home imports this module: no zod here
// (docs/decisions/0003-no-zod-in-the-visitor-bundle.md, 0004-client-api-modules.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HomeBuilderLoadResponse } from '#shared/api/home-builder';
import type { PageVersion } from '#shared/api/page-builder';
import {
  defaultHomeData,
  effectiveHomeData,
  normalizeHomeData,
  type HomeBuilderData,
} from '#shared/home-page';
import { VIEWS } from '#shared/settings-catalog';
import { apiFetch } from '../lib/api-client';
import { local } from '../lib/storage';
import { getDraft, isDraftPreview } from './page-drafts';

/** Refreshed by settings pushes (landingPageBuilder's view, see lib/realtime.ts). */
export const homeDataKey = [VIEWS.homePage] as const;
export const homeVersionsKey = ['/api/home-builder/versions'] as const;

/** SPEC §3 browser local key of this device's copy (the contact loader also follows it). */
export const HOME_LOCAL_KEY = 'homeBuilder';

export type HomeSource = 'server' | 'local' | 'defaults';
export interface LoadedHomeData {
  data: HomeBuilderData;
  source: HomeSource;
}

export function readLocalHomeData(): HomeBuilderData | null {
  const raw = local.get(HOME_LOCAL_KEY);
  if (raw === null) return null;
  try {
    const data = normalizeHomeData(JSON.parse(raw));
    if (data) return data;
  } catch {
    // Bad local data is only logged (SPEC §8).
  }
  console.warn('Ignoring the locally stored home page: it is not a home page document');
  return null;
}

export const writeLocalHomeData = (data: HomeBuilderData): boolean =>
  local.set(HOME_LOCAL_KEY, JSON.stringify(data));

/**
 * SPEC §4 data source order: the server, then this device's copy, then the built-in defaults. In the
 * builder's preview frame, the admin's draft instead (never kept on the device: it is not published).
 */
export async function loadHomeData(): Promise<LoadedHomeData> {
  if (isDraftPreview()) {
    const draft = await getDraft<HomeBuilderData>('/api/home-builder');
    return { data: effectiveHomeData(draft.data), source: 'server' };
  }
  try {
    const body = await apiFetch<HomeBuilderLoadResponse>('GET', VIEWS.homePage);
    writeLocalHomeData(body.data);
    return { data: effectiveHomeData(body.data), source: 'server' };
  } catch {
    // A failed load falls back silently (SPEC §8).
    const stored = readLocalHomeData();
    return stored
      ? { data: effectiveHomeData(stored), source: 'local' }
      : { data: defaultHomeData(), source: 'defaults' };
  }
}

export function useHomeData() {
  return useQuery({ queryKey: homeDataKey, queryFn: loadHomeData });
}

export const saveHomeData = (data: HomeBuilderData) =>
  apiFetch<{ success: boolean; message: string }>('POST', '/api/home-builder/save', { data });

export function useHomeVersions(enabled = true) {
  return useQuery({
    queryKey: homeVersionsKey,
    queryFn: () => apiFetch<{ versions: PageVersion[] }>('GET', '/api/home-builder/versions'),
    select: (body) => body.versions,
    enabled,
  });
}

/** Restoring puts the chosen version into the draft (the builder then takes it). */
export function useRestoreHomeVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<{ success: boolean; message: string }>('POST', `/api/home-builder/versions/${id}/restore`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: homeVersionsKey });
    },
  });
}
