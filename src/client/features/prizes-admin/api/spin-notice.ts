// GET /api/spinning-notice/load: the scrolling notice's settings for the admin form.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { spinNoticeSettingsSchema } from '../../../../shared/api/settings';
import { apiRequest } from '../../../lib/api-client';

export const spinNoticeKey = ['/api/spinning-notice/load'] as const;

const spinNoticeResponseSchema = z.object({ success: z.boolean(), data: spinNoticeSettingsSchema });
export type SpinNoticeResponse = z.infer<typeof spinNoticeResponseSchema>;

export function useSpinNoticeSettings() {
  return useQuery({
    queryKey: spinNoticeKey,
    queryFn: () => apiRequest('GET', '/api/spinning-notice/load', spinNoticeResponseSchema),
    select: (body) => body.data,
  });
}
