// Adding a person: their name, login name and role. The server answers their one-time invitation link.
import { useState, type SubmitEvent } from 'react';
import * as m from '#messages';
import { newStaffBodySchema } from '#shared/api/staff';
import { ROLES, type Role } from '#shared/permissions';
import { useAddPerson } from '#client/api/staff';
import { refusedField } from '#client/components/ui/refused-field';
import { Button } from '#client/components/ui/button.tsx';
import { focusFirstWrong } from '#client/components/ui/focus-first-wrong';
import { SelectField, TextField } from '#client/components/ui/text-fields.tsx';
import { toast } from '#client/components/ui/use-toast';
import { issuesByField } from '#client/i18n/issues-by-field';
import type { ShownLink } from './invitation-link';

export function AddPersonForm({ onAdded }: { onAdded: (link: ShownLink) => void }) {
  const [name, setName] = useState('');
  const [login, setLogin] = useState('');
  const [role, setRole] = useState<Role>('agent');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddPerson();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = { name, login, role };
    const parsed = newStaffBodySchema.safeParse(body);
    setErrors(parsed.success ? {} : issuesByField(parsed.error.issues));
    if (!parsed.success) return focusFirstWrong(form);
    add.mutate(body, {
      onSuccess: (answer) => {
        onAdded({ name: parsed.data.name, url: answer.invitationUrl, expiresAt: answer.expiresAt });
        setName('');
        setLogin('');
        setRole('agent');
      },
      onError: (error) => {
        // A field's refusal (a login name taken) is said under it; anything else in a toast.
        const field = refusedField(error, ['name', 'login', 'role'] as const);
        if (field) {
          setErrors({ [field]: error.message });
          focusFirstWrong(form);
          return;
        }
        toast({ title: m.staff_notAdded, description: error.message, variant: 'destructive' });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={m.staff_add} className="grid gap-3">
      <h4 className="font-semibold">{m.staff_add}</h4>
      <div className="grid gap-3 md:grid-cols-3">
        <TextField
          label={m.staff_name}
          hint={m.staff_nameHint}
          value={name}
          onChange={setName}
          error={errors.name}
          maxLength={60}
          autoComplete="off"
        />
        <TextField
          label={m.staff_login}
          hint={m.staff_loginHint}
          value={login}
          onChange={setLogin}
          error={errors.login}
          maxLength={64}
          autoComplete="off"
        />
        <SelectField
          label={m.staff_role}
          value={role}
          onChange={setRole}
          error={errors.role}
          options={ROLES.map((value) => ({ value, label: m.staff_roleNames[value] }))}
        />
      </div>
      <p className="text-sm text-slate-600">{`${m.staff_roleNames[role]}: ${m.staff_roleAbout[role]}`}</p>
      <div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? m.staff_adding : m.staff_addSubmit}
        </Button>
      </div>
    </form>
  );
}
