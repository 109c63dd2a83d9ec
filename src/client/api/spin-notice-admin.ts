// POST /api/spinning-notice/save, the admin form's, apart from the banner's read (spin-notice.ts) so that
// the visitor's first load does not carry it. Its answer is typed, not parsed: its schema's module
// (#shared/api/settings) holds every setting's rule, which the notice form has no other use for.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as spinNotice from '#shared/endpoints/spin-notice';
import type { SpinNoticeSettings } from '#shared/spin-notice';
import { call } from '../lib/api-client';
import { spinNoticeKey, type SpinNoticeAnswer } from './spin-notice';

export function useSaveSpinNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SpinNoticeSettings) => call(spinNotice.save, { body: { settings } }),
    onSuccess: async (_result, settings) => {
      // The saved values at once, so the form does not flash the old ones when it drops its draft.
      queryClient.setQueryData<SpinNoticeAnswer>(spinNoticeKey, (old) => old && { ...old, data: settings });
      await queryClient.invalidateQueries({ queryKey: spinNoticeKey });
    },
  });
}
