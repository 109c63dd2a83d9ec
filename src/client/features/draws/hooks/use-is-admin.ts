// Whether the visitor is a signed-in admin: asked of the server only when this browser's login hint
// says so, so ordinary visitors make no call.
import { useAdminSession } from '#client/api/admin-session';
import { hasLoginHint } from '#client/lib/login-hint';

export function useIsAdmin(): boolean {
  const hinted = hasLoginHint();
  const session = useAdminSession({ enabled: hinted });
  return hinted && session.data?.loggedIn === true;
}
