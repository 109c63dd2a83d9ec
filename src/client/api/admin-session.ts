// GET /api/admin/session and its hook. The spin page asks for the session too (to offer the Edit Prize
// Names dialog): no zod here (docs/decisions/0003-no-zod-in-the-visitor-bundle.md), and the sign-in and
// sign-out calls are in admin-sign-in.ts, so that a visitor's page does not carry them.
import { useQuery } from '@tanstack/react-query';
import * as adminAuthPublic from '#shared/endpoints/admin-auth-public';
import { call } from '../lib/api-client';
import { ADMIN_SESSION_KEY } from '../lib/query-client';

/** Also re-checked by the query client on any 401, where it is defined (lib sits below api/). */
export const adminSessionKey = ADMIN_SESSION_KEY;

export const getAdminSession = () => call(adminAuthPublic.session);

/** `enabled: false` leaves the server unasked (a visitor without the login hint). */
export function useAdminSession({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: adminSessionKey, queryFn: getAdminSession, enabled });
}
