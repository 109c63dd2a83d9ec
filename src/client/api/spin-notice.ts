// GET /api/spinning-notice/load and POST /api/spinning-notice/save: the scrolling notice's settings, read
// by the banner on the visitor's pages and by the admin form. No zod here: the banner is on every
// public page (docs/decisions/0003-no-zod-in-the-visitor-bundle.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '#shared/i18n/locales';
import type { SpinNoticeSettings } from '#shared/spin-notice';
import { VIEWS } from '#shared/settings-catalog';
import { apiFetch } from '../lib/api-client';

/** Refreshed by settings pushes (see lib/realtime.ts). */
export const spinNoticeKey = [VIEWS.spinNotice] as const;

export interface SpinNoticeResponse {
  success: boolean;
  data: SpinNoticeSettings;
  /** The default language, the one the text itself is in. */
  language: Locale;
}

export const getSpinNotice = () => apiFetch<SpinNoticeResponse>('GET', VIEWS.spinNotice);

export function useSpinNotice() {
  return useQuery({
    queryKey: spinNoticeKey,
    queryFn: getSpinNotice,
    select: (body) => ({ settings: body.data, language: body.language }),
  });
}

export function useSaveSpinNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SpinNoticeSettings) =>
      apiFetch<{ success: boolean }>('POST', '/api/spinning-notice/save', { settings }),
    onSuccess: async (_result, settings) => {
      // The saved values at once, so the form does not flash the old ones when it drops its draft.
      queryClient.setQueryData<SpinNoticeResponse>(spinNoticeKey, (old) => old && { ...old, data: settings });
      await queryClient.invalidateQueries({ queryKey: spinNoticeKey });
    },
  });
}
