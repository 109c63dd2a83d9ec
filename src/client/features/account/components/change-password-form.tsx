// Changing my password: the current one, and the new one twice. The other sessions are signed out; this
// one stays.
import { useState, type SubmitEvent } from 'react';
import * as m from '#messages';
import { changePasswordBodySchema } from '#shared/api/account';
import { PASSWORD_MIN_LENGTH } from '#shared/admin-auth';
import { useChangePassword } from '#client/api/account';
import { refusedField } from '#client/components/ui/refused-field';
import { Button } from '#client/components/ui/button.tsx';
import { focusFirstWrong } from '#client/components/ui/focus-first-wrong';
import { LabelledField } from '#client/components/ui/text-fields.tsx';
import { toast } from '#client/components/ui/use-toast';
import { issuesByField } from '#client/i18n/issues-by-field';

const FIELDS = ['currentPassword', 'newPassword', 'again'] as const;
type Field = (typeof FIELDS)[number];

export function ChangePasswordForm() {
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    again: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useChangePassword();
  const set = (field: Field) => (value: string) => setValues((now) => ({ ...now, [field]: value }));

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = { currentPassword: values.currentPassword, newPassword: values.newPassword };
    const parsed = changePasswordBodySchema.safeParse(body);
    const refused: Partial<Record<Field, string>> = parsed.success ? {} : issuesByField(parsed.error.issues);
    if (!refused.newPassword && values.again !== values.newPassword) refused.again = m.staff_passwordsDiffer;
    setErrors(refused);
    if (Object.keys(refused).length > 0) return focusFirstWrong(form);
    change.mutate(body, {
      onSuccess: ({ sessionsEnded }) => {
        setValues({ currentPassword: '', newPassword: '', again: '' });
        toast({ title: m.staff_passwordChanged({ count: sessionsEnded }) });
      },
      onError: (error) => {
        // The server's refusal of a field (a wrong current password, a common new one) is said under it.
        const field = refusedField(error, FIELDS);
        if (field) {
          setErrors({ [field]: error.message });
          focusFirstWrong(form);
          return;
        }
        toast({ title: m.staff_passwordNotChanged, description: error.message, variant: 'destructive' });
      },
    });
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <LabelledField label={label} hint={hint} error={errors[name]}>
      {(input) => (
        <input
          {...input}
          type="password"
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => set(name)(e.target.value)}
        />
      )}
    </LabelledField>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={m.staff_changePassword} className="grid max-w-md gap-3">
      {field('currentPassword', m.staff_currentPassword, 'current-password')}
      {field(
        'newPassword',
        m.staff_newPassword,
        'new-password',
        m.staff_passwordHint({ min: PASSWORD_MIN_LENGTH }),
      )}
      {field('again', m.staff_newPasswordAgain, 'new-password')}
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? m.staff_changing : m.staff_changePasswordSubmit}
        </Button>
      </div>
    </form>
  );
}
