// What a new person sees when they open their invitation link (/admin#invitation=<token>): whose it is,
// and a password to choose, twice. Accepting signs them in; the link then stops working. The token stays
// in the fragment, which browsers never send to a server.
import { useState, type SubmitEvent } from 'react';
import * as m from '#messages';
import { PASSWORD_MIN_LENGTH } from '#shared/admin-auth';
import { acceptInvitationBodySchema } from '#shared/api/staff';
import { useAcceptInvitation, useInvitation } from '#client/api/staff';
import { ApiError } from '#client/lib/api-client';
import { Button } from '#client/components/ui/button.tsx';
import { focusFirstWrong } from '#client/components/ui/focus-first-wrong';
import { LabelledField } from '#client/components/ui/text-fields.tsx';
import { toast } from '#client/components/ui/use-toast';
import { issuesByField } from '#client/i18n/issues-by-field';

/** Back to /admin without the token: the link is spent (or was never good), and the login card is next. */
export const leaveInvitation = () => {
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
};

const FRAME = 'w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-2xl';

export function InvitationCard({ token }: { token: string }) {
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ password?: string; again?: string }>({});

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = acceptInvitationBodySchema.safeParse({ token, password });
    const refused: { password?: string; again?: string } = parsed.success
      ? {}
      : issuesByField(parsed.error.issues);
    if (!refused.password && again !== password) refused.again = m.staff_passwordsDiffer;
    setErrors(refused);
    if (Object.keys(refused).length > 0) return focusFirstWrong(form);
    accept.mutate(
      { token, password },
      {
        onSuccess: () => leaveInvitation(),
        onError: (error) => {
          if (error instanceof ApiError && error.code !== 'staff.invitation' && error.status === 400) {
            setErrors({ password: error.message });
            focusFirstWrong(form);
            return;
          }
          toast({ title: m.staff_inviteFailed, description: error.message, variant: 'destructive' });
          if (error instanceof ApiError && error.code === 'staff.invitation') void invitation.refetch();
        },
      },
    );
  };

  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center px-4 py-10">
      {invitation.isError ? (
        <div role="alert" className={FRAME}>
          <h1 className="text-xl font-bold">{m.staff_inviteTitle}</h1>
          <p className="mt-2 text-sm">{m.staff_inviteGone}</p>
          <Button className="mt-4 w-full" onClick={leaveInvitation}>
            {m.staff_toLogin}
          </Button>
        </div>
      ) : !invitation.data ? (
        <p role="status" className={FRAME}>
          {m.staff_inviteChecking}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-labelledby="invitation-title" className={FRAME}>
          <h1 id="invitation-title" className="text-xl font-bold">
            {m.staff_inviteTitle}
          </h1>
          <p className="mt-1 mb-4 text-sm text-slate-600">
            {m.staff_inviteFor({ name: invitation.data.name, login: invitation.data.login })}
          </p>
          {/* The login name, for password managers: they file the new password under it. */}
          <input type="text" hidden readOnly autoComplete="username" value={invitation.data.login} />
          <div className="flex flex-col gap-3">
            <LabelledField
              label={m.staff_password}
              hint={m.staff_passwordHint({ min: PASSWORD_MIN_LENGTH })}
              error={errors.password}
            >
              {(input) => (
                <input
                  {...input}
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </LabelledField>
            <LabelledField label={m.staff_passwordAgain} error={errors.again}>
              {(input) => (
                <input
                  {...input}
                  type="password"
                  autoComplete="new-password"
                  value={again}
                  onChange={(e) => setAgain(e.target.value)}
                />
              )}
            </LabelledField>
          </div>
          <Button type="submit" className="mt-4 w-full" disabled={accept.isPending}>
            {m.staff_inviteSubmit}
          </Button>
        </form>
      )}
    </div>
  );
}
