// The Staff tab (owner): everyone who may sign in, with their role, state, two-factor sign-in and last
// sign-in; adding a person makes their one-time invitation link. A role change applies on their next
// request; disabling signs them out at once, everywhere. Loaded only when opened.
import { useState } from 'react';
import * as m from '#messages';
import type { StaffMember } from '#shared/api/staff';
import { ROLES, type Role } from '#shared/permissions';
import { useMe } from '#client/api/admin-session';
import { useChangePerson, useNewInvitation, useResetTwoFactor, useStaffList } from '#client/api/staff';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ConfirmItemDialog } from '#client/components/ui/confirm-dialog.tsx';
import { fieldClass } from '#client/components/ui/text-fields.tsx';
import { LoadFailed } from '#client/components/ui/load-failed.tsx';
import { toast } from '#client/components/ui/use-toast';
import { dateTime } from '#client/i18n/format';
import { AddPersonForm } from './add-person-form';
import { InvitationLink, type ShownLink } from './invitation-link';
import { SecuritySettings } from './security-settings';

function statusText(person: StaffMember, now: number): string {
  if (!person.active) return m.staff_disabled;
  if (!person.hasPassword || person.invitationExpiresAt !== null) {
    if (person.invitationExpiresAt === null || new Date(person.invitationExpiresAt).getTime() <= now) {
      return person.hasPassword ? m.staff_active : m.staff_invitationExpired;
    }
    return m.staff_invited({ time: dateTime(person.invitationExpiresAt) });
  }
  return m.staff_active;
}

function PersonRow({
  person,
  you,
  now,
  onLink,
  onDisable,
  onResetTwoFactor,
}: {
  person: StaffMember;
  you: boolean;
  /** When the list was drawn: whether an invitation has expired. */
  now: number;
  onLink: (link: ShownLink) => void;
  onDisable: (person: StaffMember) => void;
  onResetTwoFactor: (person: StaffMember) => void;
}) {
  const change = useChangePerson();
  const invite = useNewInvitation();
  const failed = (error: Error) =>
    toast({ title: m.staff_notSaved, description: error.message, variant: 'destructive' });
  const setRole = (role: Role) =>
    change.mutate(
      { id: person.id, role },
      {
        onSuccess: (after) =>
          toast({ title: m.staff_roleChanged({ name: after.name, role: m.staff_roleNames[after.role] }) }),
        onError: failed,
      },
    );
  const enable = () =>
    change.mutate(
      { id: person.id, active: true },
      { onSuccess: (after) => toast({ title: m.staff_enabledDone({ name: after.name }) }), onError: failed },
    );
  const newLink = () =>
    invite.mutate(person.id, {
      onSuccess: (answer) =>
        onLink({ name: person.name, url: answer.invitationUrl, expiresAt: answer.expiresAt }),
      onError: failed,
    });
  const lastSignIn = person.lastSignInAt ? dateTime(person.lastSignInAt) : m.staff_never;
  return (
    <li
      aria-label={person.name}
      className="grid gap-3 py-4 md:grid-cols-[minmax(0,1.4fr)_10rem_minmax(0,1.2fr)_minmax(0,1fr)_auto] md:items-center"
    >
      <div className="min-w-0">
        <div className="font-semibold break-words">
          {person.name}
          {you && <span className="ml-1 font-normal text-slate-600">{`(${m.staff_you})`}</span>}
        </div>
        <div className="font-mono text-sm break-all text-slate-600">{person.login}</div>
      </div>
      <select
        aria-label={m.staff_roleOf({ name: person.name })}
        value={person.role}
        disabled={change.isPending || !person.active}
        onChange={(e) => {
          const role = ROLES.find((r) => r === e.target.value);
          if (role) setRole(role);
        }}
        className={fieldClass}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {m.staff_roleNames[role]}
          </option>
        ))}
      </select>
      <div className="text-sm">
        <div className={person.active ? 'text-slate-900' : 'font-semibold text-red-700'}>
          {statusText(person, now)}
        </div>
        <div className="text-slate-600">{`${m.staff_colTwoFactor}: ${person.twoFactor ? m.staff_on : m.staff_off}`}</div>
      </div>
      <div className="text-sm text-slate-600">{`${m.staff_colLastSignIn}: ${lastSignIn}`}</div>
      <div className="flex flex-wrap gap-2 md:justify-end">
        <Button variant="outline" disabled={invite.isPending || !person.active} onClick={newLink}>
          {m.staff_newLink}
        </Button>
        {person.twoFactor && (
          <Button variant="outline" onClick={() => onResetTwoFactor(person)}>
            {m.staff_resetTwoFactor}
          </Button>
        )}
        {person.active ? (
          <Button variant="outline" disabled={change.isPending} onClick={() => onDisable(person)}>
            {m.staff_disable}
          </Button>
        ) : (
          <Button variant="outline" disabled={change.isPending} onClick={enable}>
            {m.staff_enable}
          </Button>
        )}
      </div>
    </li>
  );
}

export function StaffTab() {
  const staff = useStaffList();
  const me = useMe();
  const now = staff.dataUpdatedAt;
  const change = useChangePerson();
  const [link, setLink] = useState<ShownLink | null>(null);
  const [disabling, setDisabling] = useState<StaffMember | null>(null);
  const resetTwoFactor = useResetTwoFactor();
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  return (
    <Card title={m.staff_title}>
      <p className="mb-4 text-sm text-slate-600">{m.staff_intro}</p>
      <div className="grid gap-5">
        {link ? (
          <InvitationLink link={link} onDone={() => setLink(null)} />
        ) : (
          <AddPersonForm onAdded={setLink} />
        )}
        <SecuritySettings />
        {staff.isError ? (
          <LoadFailed
            what={m.staff_loadFailed}
            onRetry={() => void staff.refetch()}
            className="rounded-lg bg-red-50 p-4 text-center text-red-900"
          />
        ) : !staff.data ? (
          <p role="status" className="text-sm text-slate-600">
            {m.staff_loading}
          </p>
        ) : (
          <ul aria-label={m.staff_title} className="divide-y divide-slate-100 border-y border-slate-100">
            {staff.data.map((person) => (
              <PersonRow
                key={person.id}
                person={person}
                you={person.id === me?.id}
                now={now}
                onLink={setLink}
                onDisable={setDisabling}
                onResetTwoFactor={setResetting}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmItemDialog
        item={disabling}
        onCancel={() => setDisabling(null)}
        title={(person) => m.staff_disableTitle({ name: person.name })}
        description={m.staff_disableText}
        confirmLabel={m.staff_disable}
        danger
        busy={change.isPending}
        onConfirm={(person) =>
          change.mutate(
            { id: person.id, active: false },
            {
              onSuccess: (after) => toast({ title: m.staff_disabledDone({ name: after.name }) }),
              onError: (error) =>
                toast({ title: m.staff_notSaved, description: error.message, variant: 'destructive' }),
              onSettled: () => setDisabling(null),
            },
          )
        }
      />
      <ConfirmItemDialog
        item={resetting}
        onCancel={() => setResetting(null)}
        title={(person) => m.staff_resetTwoFactorTitle({ name: person.name })}
        description={m.staff_resetTwoFactorText}
        confirmLabel={m.staff_resetTwoFactor}
        danger
        busy={resetTwoFactor.isPending}
        onConfirm={(person) =>
          resetTwoFactor.mutate(person.id, {
            onSuccess: (after) => toast({ title: m.staff_resetTwoFactorDone({ name: after.name }) }),
            onError: (error) =>
              toast({ title: m.staff_notSaved, description: error.message, variant: 'destructive' }),
            onSettled: () => setResetting(null),
          })
        }
      />
    </Card>
  );
}
