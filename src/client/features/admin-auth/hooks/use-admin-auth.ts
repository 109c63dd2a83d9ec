// The admin's login state as the server sees it, re-checked when another tab changes the login hint
// and when the session reaches its expiry time.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminSessionKey, useAdminSession } from '#client/api/admin-session';
import { clearLoginHint, LOGIN_HINT_KEYS, setLoginHint } from '#client/lib/login-hint';
import { local } from '#client/lib/storage';

export function useAdminAuth(): { status: 'checking' | 'logged-in' | 'logged-out' } {
  const queryClient = useQueryClient();
  const session = useAdminSession();

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || (LOGIN_HINT_KEYS as readonly string[]).includes(event.key)) {
        void queryClient.invalidateQueries({ queryKey: adminSessionKey });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const loggedIn = session.data?.loggedIn ?? false;
  const expiresAt = session.data?.expiresAt;

  // Keep the hint in step with the server: cleared when the session is gone, set when a valid
  // cookie exists but this browser's storage was wiped.
  useEffect(() => {
    if (!session.data) return;
    if (loggedIn && local.get('adminLoggedIn') !== 'true') setLoginHint();
    if (!loggedIn && local.get('adminLoggedIn') !== null) clearLoginHint();
  }, [session.data, loggedIn]);

  useEffect(() => {
    if (!loggedIn || !expiresAt) return;
    const ms = new Date(expiresAt).getTime() - Date.now();
    // setTimeout holds at most ~24.8 days; sessions last 8 hours.
    const timer = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: adminSessionKey }),
      Math.max(0, ms) + 1000,
    );
    return () => window.clearTimeout(timer);
  }, [loggedIn, expiresAt, queryClient]);

  if (session.isPending) return { status: 'checking' };
  return { status: loggedIn ? 'logged-in' : 'logged-out' };
}
