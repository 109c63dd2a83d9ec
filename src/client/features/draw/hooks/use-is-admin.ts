// Whether the visitor is a signed-in admin: asked of the server only when this browser's login hint
// says so, so ordinary visitors make no call.
import { useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '../../../../shared/admin-auth';
import { apiFetch } from '../../../lib/api-client';
import { hasLoginHint } from '../../../lib/login-hint';

export function useIsAdmin(): boolean {
  const hinted = hasLoginHint();
  const session = useQuery({
    queryKey: ['/api/admin/session'],
    queryFn: () => apiFetch<SessionResponse>('GET', '/api/admin/session'),
    enabled: hinted,
  });
  return hinted && session.data?.loggedIn === true;
}
