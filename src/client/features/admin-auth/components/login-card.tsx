// The admin login: a login name and password, then, for a person with two-factor sign-in, a code from their
// app (or a recovery code) with the same name and password kept.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import * as m from '#messages';
import { loginBodySchema } from '#shared/admin-auth';
import { issuesByField } from '#client/i18n/issues-by-field';
import { useLogin } from '#client/api/admin-session';
import { ApiError } from '#client/lib/api-client';
import { Button } from '#client/components/ui/button.tsx';
import { focusFirstWrong } from '#client/components/ui/focus-first-wrong';
import { LabelledField } from '#client/components/ui/text-fields.tsx';
import { dismissCurrentToast, toast } from '#client/components/ui/use-toast';

export function LoginCard() {
  const [loginName, setLoginName] = useState('');
  const [password, setPassword] = useState('');
  /** The code step: the password was right, and the person has two-factor sign-in. */
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState('');
  /** Why the shared rule refused what was typed, said under its field. */
  const [errors, setErrors] = useState<{ login?: string; password?: string; code?: string }>({});
  const login = useLogin();
  const codeField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (askCode) codeField.current?.focus();
  }, [askCode]);

  const startOver = () => {
    setAskCode(false);
    setCode('');
    setPassword('');
    setErrors({});
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Left empty, the owner's password (the card of before had only the password).
    const named = loginName.trim() === '' ? { password } : { login: loginName.trim(), password };
    // A code shown as '123 456', or a recovery code copied with a space, is the same code.
    const body = askCode ? { ...named, code: code.replace(/\s+/g, '') } : named;
    const parsed = loginBodySchema.safeParse(body);
    const refused: typeof errors = parsed.success ? {} : issuesByField(parsed.error.issues);
    if (askCode && code.trim() === '') refused.code = m.staff_codeNeeded;
    setErrors(refused);
    if (Object.keys(refused).length > 0) return focusFirstWrong(form);
    login.mutate(body, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'auth.code_required') {
          // Not a failure: the password was right, the code comes next.
          dismissCurrentToast();
          setAskCode(true);
          return;
        }
        if (askCode && error instanceof ApiError && error.code === 'auth.code') {
          setErrors({ code: error.message });
          focusFirstWrong(form);
          return;
        }
        toast({ title: m.admin_loginFailed, description: error.message, variant: 'destructive' });
      },
      onSuccess: () => {
        setPassword('');
        setLoginName('');
        setCode('');
        setAskCode(false);
        // A 'Login Failed' from the attempt before would still say the opposite of what happened.
        dismissCurrentToast();
      },
    });
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
          <p className="mt-1 text-sm text-slate-600">
            {askCode ? m.staff_loginCodeIntro : m.admin_loginIntro}
          </p>
        </div>
        {askCode ? (
          <div className="flex flex-col gap-3">
            <LabelledField
              label={m.staff_twoFactorAppCode}
              hint={m.staff_twoFactorRecoveryHint}
              error={errors.code}
            >
              {(input) => (
                <input
                  {...input}
                  ref={codeField}
                  type="text"
                  autoComplete="one-time-code"
                  autoCapitalize="none"
                  spellCheck="false"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  className={`${input.className} font-mono tracking-wider`}
                />
              )}
            </LabelledField>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <LabelledField label={m.admin_loginName} hint={m.admin_loginNameHint} error={errors.login}>
              {(input) => (
                <input
                  {...input}
                  type="text"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck="false"
                  value={loginName}
                  onChange={(e) => setLoginName(e.target.value)}
                  placeholder="owner"
                />
              )}
            </LabelledField>
            <LabelledField label={m.admin_password} error={errors.password}>
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
          </div>
        )}
        <Button type="submit" className="mt-4 w-full" disabled={login.isPending}>
          {login.isPending ? m.admin_loggingIn : askCode ? m.staff_loginCodeSubmit : m.admin_login}
        </Button>
        {askCode && (
          <Button variant="outline" className="mt-2 w-full" onClick={startOver}>
            {m.staff_loginStartOver}
          </Button>
        )}
      </form>
    </div>
  );
}
