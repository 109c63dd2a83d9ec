// The Staff tab's calls (GET/POST /api/admin/staff, PATCH /api/admin/staff/{id}, POST
// /api/admin/staff/{id}/invitation, DELETE /api/admin/staff/{id}/two-factor) and the invitation's (POST /api/admin/invitations/lookup and /accept).
// Admin screens only: answers are parsed with the shared schemas.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '#shared/admin-auth';
import {
  invitationLookupSchema,
  invitationSchema,
  newStaffAnswerSchema,
  securitySettingsSchema,
  staffListSchema,
  staffMemberSchema,
  type AcceptInvitationBody,
  type NewStaffBody,
  type PatchStaffBody,
} from '#shared/api/staff';
import * as staff from '#shared/endpoints/staff';
import { request } from '../lib/admin-api-client';
import { call } from '../lib/api-client';
import { setLoginHint } from '../lib/login-hint';
import { ADMIN_SESSION_KEY } from '../lib/query-client';
import { useRealtime } from '../lib/use-push';

const staffKey = ['staff'] as const;

export function useStaffList() {
  return useQuery({
    queryKey: staffKey,
    queryFn: () => request(staff.list, staffListSchema),
    select: (answer) => answer.staff,
    // Asked again whenever the tab is opened or the window comes back: whether an invitation was
    // accepted, or someone signed in, is news the owner is looking for.
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
}

export function useAddPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewStaffBody) => request(staff.add, newStaffAnswerSchema, { body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useChangePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PatchStaffBody & { id: number }) =>
      request(staff.change, staffMemberSchema, { params: { id }, body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useNewInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(staff.invite, invitationSchema, { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

/** The owner's reset for a lost phone; their own, too, changes what their session says. */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(staff.resetTwoFactor, staffMemberSchema, { params: { id } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: staffKey });
      void queryClient.invalidateQueries({ queryKey: ADMIN_SESSION_KEY });
    },
  });
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => request(staff.lookupInvitation, invitationLookupSchema, { body: { token } }),
    retry: false,
  });
}

/** Accepting signs this browser in, as the login does. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) => call(staff.acceptInvitation, { body }),
    onSuccess: (session) => {
      setLoginHint();
      queryClient.setQueryData<SessionResponse>(ADMIN_SESSION_KEY, session);
      realtime.reopen();
    },
  });
}

const securityKey = ['security'] as const;

export function useSecurity() {
  return useQuery({ queryKey: securityKey, queryFn: () => request(staff.security, securitySettingsSchema) });
}

export function useSaveSecurity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requireTwoFactor: boolean) =>
      request(staff.saveSecurity, securitySettingsSchema, { body: { requireTwoFactor } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(securityKey, saved);
      // The owner's own me may now have to set it up.
      void queryClient.invalidateQueries({ queryKey: ADMIN_SESSION_KEY });
    },
  });
}
