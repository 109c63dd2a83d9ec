import { useState, type SubmitEvent } from 'react';
import * as m from '#messages';
import { loginBodySchema } from '#shared/admin-auth';
import { refusalText } from '#client/i18n/issue-text';
import { useLogin } from '#client/api/admin-session';
import { Button } from '#client/components/ui/button.tsx';
import { focusFirstWrong } from '#client/components/ui/focus-first-wrong';
import { LabelledField } from '#client/components/ui/text-fields.tsx';
import { dismissCurrentToast, toast } from '#client/components/ui/use-toast';

export function LoginCard() {
  const [password, setPassword] = useState('');
  /** Why the shared rule refused what was typed, said under the field. */
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused = refusalText(loginBodySchema.safeParse({ password }), m.admin_loginFailed);
    setError(refused);
    if (refused) return focusFirstWrong(event.currentTarget);
    login.mutate(
      { password },
      {
        onError: (error) =>
          toast({ title: m.admin_loginFailed, description: error.message, variant: 'destructive' }),
        onSuccess: () => {
          setPassword('');
          // A 'Login Failed' from the attempt before would still say the opposite of what happened.
          dismissCurrentToast();
        },
      },
    );
  };

  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center px-4 py-10">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="admin-login-title"
        className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-2xl"
      >
        <div className="mb-5 text-center">
          <div className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-600">
            <svg
              viewBox="0 0 24 24"
              width="24"
              height="24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="4" y="11" width="16" height="10" rx="2" />
              <path d="M8 11V7a4 4 0 0 1 8 0v4" strokeLinecap="round" />
            </svg>
          </div>
          <h1 id="admin-login-title" className="text-xl font-bold">
            {m.admin_loginTitle}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{m.admin_loginIntro}</p>
        </div>
        <LabelledField label={m.admin_password} error={error ?? undefined}>
          {(input) => (
            <input
              {...input}
              type="password"
              required
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              placeholder={m.admin_passwordPlaceholder}
            />
          )}
        </LabelledField>
        <Button type="submit" className="mt-4 w-full" disabled={login.isPending}>
          {login.isPending ? m.admin_loggingIn : m.admin_login}
        </Button>
      </form>
    </div>
  );
}
