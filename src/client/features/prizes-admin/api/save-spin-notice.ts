// POST /api/spinning-notice/save with { settings }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { SpinNoticeSettings } from '../../../../shared/spin-notice';
import { apiRequest } from '../../../lib/api-client';
import { spinNoticeKey, type SpinNoticeResponse } from './spin-notice';

export function useSaveSpinNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SpinNoticeSettings) =>
      apiRequest('POST', '/api/spinning-notice/save', z.object({ success: z.boolean() }), { settings }),
    onSuccess: async (_result, settings) => {
      // The saved values at once, so the form does not flash the old ones when it drops its draft.
      queryClient.setQueryData<SpinNoticeResponse>(spinNoticeKey, {
        success: true,
        data: settings,
      });
      await queryClient.invalidateQueries({ queryKey: spinNoticeKey });
    },
  });
}
