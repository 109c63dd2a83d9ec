// GET /api/spinning-notice/load (refreshed by settings pushes, see lib/realtime.ts).
import { useQuery } from '@tanstack/react-query';
import type { SpinNoticeSettings } from '../../../../shared/spin-notice';
import { apiFetch } from '../../../lib/api-client';

export function useSpinNotice() {
  return useQuery({
    queryKey: ['/api/spinning-notice/load'],
    queryFn: () =>
      apiFetch<{ success: boolean; data: SpinNoticeSettings }>('GET', '/api/spinning-notice/load'),
    select: (body) => body.data,
  });
}
