// Turning two-factor sign-in off: the password and a code from the app (or a recovery code), so that a
// dashboard left open is not enough to take the second factor away.
import { useState, type SubmitEvent } from 'react';
import * as m from '#messages';
import { useTwoFactorOff } from '#client/api/account';
import { refusedField } from '#client/components/ui/refused-field';
import { Button } from '#client/components/ui/button.tsx';
import { focusFirstWrong } from '#client/components/ui/focus-first-wrong';
import { LabelledField } from '#client/components/ui/text-fields.tsx';
import { toast } from '#client/components/ui/use-toast';

type Field = 'password' | 'code';

export function TwoFactorOffForm({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const off = useTwoFactorOff();
  const set = (field: Field) => (value: string) => setValues((now) => ({ ...now, [field]: value }));

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // A code as '123 456', or a recovery code copied with a space, is the same code.
    const body = { password: values.password, code: values.code.replace(/\s+/g, '') };
    const refused: Partial<Record<Field, string>> = {};
    if (body.password === '') refused.password = m.staff_passwordNeeded;
    if (body.code === '') refused.code = m.staff_codeNeeded;
    setErrors(refused);
    if (Object.keys(refused).length > 0) return focusFirstWrong(form);
    off.mutate(body, {
      onSuccess: () => {
        toast({ title: m.staff_twoFactorOffDone });
        onClose();
      },
      onError: (error) => {
        const field = refusedField(error, ['password', 'code'] as const);
        if (field) {
          setErrors({ [field]: error.message });
          focusFirstWrong(form);
          return;
        }
        toast({ title: m.staff_twoFactorNotOff, description: error.message, variant: 'destructive' });
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={m.staff_twoFactorOffSubmit}
      className="grid max-w-md gap-3"
    >
      <p className="text-sm text-slate-700">{m.staff_twoFactorOffText}</p>
      <LabelledField label={m.staff_password} error={errors.password}>
        {(input) => (
          <input
            {...input}
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => set('password')(e.target.value)}
          />
        )}
      </LabelledField>
      <LabelledField
        label={m.staff_twoFactorAppCode}
        hint={m.staff_twoFactorRecoveryHint}
        error={errors.code}
      >
        {(input) => (
          <input
            {...input}
            type="text"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck="false"
            value={values.code}
            onChange={(e) => set('code')(e.target.value)}
            className={`${input.className} max-w-48 font-mono`}
          />
        )}
      </LabelledField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" disabled={off.isPending}>
          {off.isPending ? m.staff_twoFactorTurningOff : m.staff_twoFactorOffSubmit}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {m.ui_cancel}
        </Button>
      </div>
    </form>
  );
}
