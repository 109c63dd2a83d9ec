// GET /api/admin/session, POST /api/admin/login, /logout, /sign-out-everywhere and their hooks. The spin page
// asks for the session too (to offer the Edit Prize Names dialog): no zod here
// (docs/decisions/0003-no-zod-in-the-visitor-bundle.md).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginBody, Me, SessionResponse } from '#shared/admin-auth';
import type { Endpoint } from '#shared/endpoints/endpoint';
import type { Permission } from '#shared/permissions';
import * as adminAuth from '#shared/endpoints/admin-auth';
import * as adminAuthPublic from '#shared/endpoints/admin-auth-public';
import { call } from '../lib/api-client';
import { clearLoginHint, setLoginHint } from '../lib/login-hint';
import { ADMIN_SESSION_KEY } from '../lib/query-client';
import type { Realtime } from '../lib/realtime';
import { useRealtime } from '../lib/use-push';

/** Also re-checked by the query client on any 401, where it is defined (lib sits below api/). */
export const adminSessionKey = ADMIN_SESSION_KEY;

export const getAdminSession = () => call(adminAuthPublic.session);

/** `enabled: false` leaves the server unasked (a visitor without the login hint). */
export function useAdminSession({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: adminSessionKey, queryFn: getAdminSession, enabled });
}

/** Who is signed in (the session's answer says), or null. */
export function useMe(): Me | null {
  return useAdminSession().data?.me ?? null;
}

/**
 * Whether the person signed in may use a permission, or call an endpoint (its entry declares what it
 * needs): the dashboard shows only those tabs and buttons. The server refuses the rest all the same.
 */
export function useMay(): (what: Permission | Endpoint) => boolean {
  const me = useMe();
  return (what) => {
    const needed = typeof what === 'string' ? what : what.access;
    // Required to set up two-factor sign-in first: only one's own account, as the server allows.
    if (needed !== 'account' && me?.mustSetUpTwoFactor) return false;
    return needed === 'public' || (me?.permissions.includes(needed) ?? false);
  };
}

export function useLogin() {
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  return useMutation({
    mutationFn: (body: LoginBody) => call(adminAuth.login, { body }),
    onSuccess: (session) => {
      setLoginHint();
      queryClient.setQueryData<SessionResponse>(adminSessionKey, session);
      // The socket now belongs to an admin: it should hear every chat message.
      realtime.reopen();
    },
  });
}

/** This tab no longer holds a session: the hint goes, the dashboard gives way, the socket reopens. */
function signedOutHere(queryClient: QueryClient, realtime: Realtime): void {
  clearLoginHint();
  queryClient.setQueryData<SessionResponse>(adminSessionKey, { loggedIn: false, expiresAt: null });
  // ... and no longer: the visitors' conversations stop reaching this tab at once.
  realtime.reopen();
}

export function useLogout() {
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  return useMutation({
    mutationFn: () => call(adminAuth.logout),
    // Logged out locally even if the call fails: the cookie is httpOnly, the server expires it anyway.
    onSettled: () => signedOutHere(queryClient, realtime),
  });
}

/**
 * Ends every admin session, on every device. Only a success signs this tab out: after a failure the
 * other devices may still be signed in, and the dashboard stays to say so.
 */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  return useMutation({
    mutationFn: () => call(adminAuth.signOutEverywhere),
    onSuccess: () => signedOutHere(queryClient, realtime),
  });
}
