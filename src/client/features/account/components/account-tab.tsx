// My account (everyone): who I am, my password, two-factor sign-in, and my sessions (the owner's list has
// everyone's).
// Loaded only when opened.
import * as m from '#messages';
import { useMe } from '#client/api/admin-session';
import { Card } from '#client/components/ui/card.tsx';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';
import { TwoFactorCard } from './two-factor-card';

export function AccountTab() {
  const me = useMe();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      {me?.mustSetUpTwoFactor && (
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 lg:col-span-2"
        >
          {m.staff_mustSetUpTwoFactor}
        </p>
      )}
      {/* Two-factor sign-in under the password, not under the sessions' list, which may be long. */}
      <div className="grid min-w-0 gap-6">
        <Card title={m.staff_changePassword}>
          {me && (
            <p className="mb-4 text-sm text-slate-600">
              {m.staff_accountWho({ name: me.name, login: me.login, role: m.staff_roleNames[me.role] })}
            </p>
          )}
          <ChangePasswordForm />
        </Card>
        <TwoFactorCard />
      </div>
      <Card title={m.staff_sessionsTitle}>
        <SessionsList everyone={me?.permissions.includes('staff') ?? false} />
      </Card>
    </div>
  );
}
