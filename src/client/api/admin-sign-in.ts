// POST /api/admin/login, /logout and /sign-out-everywhere and their hooks: the operator's screens only
// (the session itself, which a visitor's page asks for too, is admin-session.ts). Typed by their entries,
// not parsed, as before.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginBody, SessionResponse } from '#shared/admin-auth';
import * as adminAuth from '#shared/endpoints/admin-auth';
import { call } from '../lib/api-client';
import { clearLoginHint, setLoginHint } from '../lib/login-hint';
import { reopenRealtime } from '../lib/realtime';
import { adminSessionKey } from './admin-session';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => call(adminAuth.login, { body }),
    onSuccess: (session) => {
      setLoginHint();
      queryClient.setQueryData<SessionResponse>(adminSessionKey, session);
      // The socket now belongs to an admin: it should hear every chat message.
      reopenRealtime();
    },
  });
}

/** This tab no longer holds a session: the hint goes, the dashboard gives way, the socket reopens. */
function signedOutHere(queryClient: QueryClient): void {
  clearLoginHint();
  queryClient.setQueryData<SessionResponse>(adminSessionKey, { loggedIn: false, expiresAt: null });
  // ... and no longer: the visitors' conversations stop reaching this tab at once.
  reopenRealtime();
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(adminAuth.logout),
    // Logged out locally even if the call fails: the cookie is httpOnly, the server expires it anyway.
    onSettled: () => signedOutHere(queryClient),
  });
}

/**
 * Ends every admin session, on every device. Only a success signs this tab out: after a failure the
 * other devices may still be signed in, and the dashboard stays to say so.
 */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(adminAuth.signOutEverywhere),
    onSuccess: () => signedOutHere(queryClient),
  });
}
