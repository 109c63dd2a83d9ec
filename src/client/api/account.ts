// My account: POST /api/admin/me/password, GET /api/admin/sessions, DELETE /api/admin/sessions/{id}, and
// two-factor sign-in (POST /api/admin/me/two-factor/setup and /confirm, DELETE /api/admin/me/two-factor).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  passwordChangedSchema,
  recoveryCodesSchema,
  sessionEndedSchema,
  sessionListSchema,
  twoFactorOffSchema,
  twoFactorSetupSchema,
  type ChangePasswordBody,
  type TwoFactorConfirmBody,
  type TwoFactorOffBody,
} from '#shared/api/account';
import * as account from '#shared/endpoints/account';
import { request } from '../lib/admin-api-client';
import { useRealtime } from '../lib/use-push';
import { adminSessionKey } from './admin-session';

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

/** A new key to set up two-factor sign-in with; not in force until a code from it is confirmed. */
export function useTwoFactorSetup() {
  return useMutation({ mutationFn: () => request(account.twoFactorSetup, twoFactorSetupSchema) });
}

// After a change the session is asked again, its `me.twoFactor` being what the card shows; the change is
// not done (isPending) until it answers, so the card never says the state of before. The socket opens
// again too: while the owner requires two-factor sign-in, whether it hears the chat follows the change
// (the server reads it at the socket's opening, and otherwise only at its next presence round).
function useTwoFactorChanged() {
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  return async () => {
    realtime.reopen();
    await queryClient.invalidateQueries({ queryKey: adminSessionKey });
  };
}

/** A code from the new key turns two-factor sign-in on; the answer holds the recovery codes, once. */
export function useConfirmTwoFactor() {
  const changed = useTwoFactorChanged();
  return useMutation({
    mutationFn: (body: TwoFactorConfirmBody) =>
      request(account.twoFactorConfirm, recoveryCodesSchema, { body }),
    onSuccess: changed,
  });
}

export function useTwoFactorOff() {
  const changed = useTwoFactorChanged();
  return useMutation({
    mutationFn: (body: TwoFactorOffBody) => request(account.twoFactorOff, twoFactorOffSchema, { body }),
    onSuccess: changed,
  });
}
