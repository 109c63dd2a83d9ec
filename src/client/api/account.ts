// My account: POST /api/admin/me/password, GET /api/admin/sessions, DELETE /api/admin/sessions/{id}.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  passwordChangedSchema,
  sessionEndedSchema,
  sessionListSchema,
  type ChangePasswordBody,
} from '#shared/api/account';
import * as account from '#shared/endpoints/account';
import { request } from '../lib/admin-api-client';

const sessionsKey = ['admin-sessions'] as const;

export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: () => request(account.sessions, sessionListSchema),
    select: (answer) => answer.sessions,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      request(account.changePassword, passwordChangedSchema, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(account.endSession, sessionEndedSchema, { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
