// GET /api/admin/session, POST /api/admin/login, POST /api/admin/logout and their hooks.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionResponseSchema, type LoginBody, type SessionResponse } from '../../../../shared/admin-auth';
import { apiRequest } from '../../../lib/api-client';
import { clearLoginHint, setLoginHint } from '../../../lib/login-hint';

export const adminSessionKey = ['/api/admin/session'] as const;

export const getAdminSession = () => apiRequest('GET', '/api/admin/session', sessionResponseSchema);

export function useAdminSession() {
  return useQuery({ queryKey: adminSessionKey, queryFn: getAdminSession });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest('POST', '/api/admin/login', sessionResponseSchema, body),
    onSuccess: (session) => {
      setLoginHint();
      queryClient.setQueryData<SessionResponse>(adminSessionKey, session);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/logout', sessionResponseSchema),
    // Logged out locally even if the call fails: the cookie is httpOnly, the server expires it anyway.
    onSettled: () => {
      clearLoginHint();
      queryClient.setQueryData<SessionResponse>(adminSessionKey, { loggedIn: false, expiresAt: null });
    },
  });
}
