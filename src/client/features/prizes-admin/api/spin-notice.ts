// GET /api/spinning-notice/load and POST /api/spinning-notice/save.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { spinNoticeSettingsSchema } from '../../../../shared/api/settings';
import type { SpinNoticeSettings } from '../../../../shared/spin-notice';
import { apiRequest } from '../../../lib/api-client';

export const spinNoticeKey = ['/api/spinning-notice/load'] as const;

export function useSpinNoticeSettings() {
  return useQuery({
    queryKey: spinNoticeKey,
    queryFn: () =>
      apiRequest(
        'GET',
        '/api/spinning-notice/load',
        z.object({ success: z.boolean(), data: spinNoticeSettingsSchema }),
      ),
    select: (body) => body.data,
  });
}

export function useSaveSpinNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SpinNoticeSettings) =>
      apiRequest('POST', '/api/spinning-notice/save', z.object({ success: z.boolean() }), { settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: spinNoticeKey }),
  });
}
