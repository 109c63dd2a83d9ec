// Setting up two-factor sign-in: the new key as a QR code and as text for an app that cannot scan, and a
// code from the app to prove it holds the key (only then is it in force).
import { lazy, Suspense, useState, type SubmitEvent } from 'react';
import * as m from '#messages';
import { TOTP_CODE, type TwoFactorSetup } from '#shared/api/account';
import { useConfirmTwoFactor } from '#client/api/account';
import { Button } from '#client/components/ui/button.tsx';
import { labelClass } from '#client/components/ui/field-classes';
import { focusFirstWrong } from '#client/components/ui/focus-first-wrong';
import { LabelledField } from '#client/components/ui/text-fields.tsx';
import { CopyButton } from './copy-button';

// The QR encoder is fetched when a key is shown, not with every opening of My account.
const QrCode = lazy(() => import('#client/components/ui/qr-code.tsx'));

/** The key in groups of four, as apps print it: easier to type and to check by eye. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function TwoFactorSetupPanel({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = useConfirmTwoFactor();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Some apps show the code as '123 456', and a phone's keyboard may add a space.
    const typed = code.replace(/\s+/g, '');
    if (!TOTP_CODE.test(typed)) {
      setError(m.staff_twoFactorCodeDigits);
      return focusFirstWrong(form);
    }
    setError(undefined);
    confirm.mutate(
      { code: typed },
      {
        onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes),
        onError: (refusal) => {
          setError(refusal.message);
          focusFirstWrong(form);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={m.staff_twoFactorSetUp} className="grid gap-4">
      <ol className="grid list-decimal gap-1 pl-5 text-sm text-slate-700">
        <li>{m.staff_twoFactorStepApp}</li>
        <li>{m.staff_twoFactorStepScan}</li>
        <li>{m.staff_twoFactorStepCode}</li>
      </ol>
      <div className="flex flex-wrap items-start gap-4">
        <Suspense
          fallback={<span className="block h-[200px] w-[200px] rounded bg-slate-100" aria-hidden="true" />}
        >
          <QrCode text={setup.otpauthUrl} label={m.staff_twoFactorQr} size={200} />
        </Suspense>
        <div className="grid min-w-0 flex-1 basis-48 gap-2">
          <p className={labelClass}>{m.staff_twoFactorKey}</p>
          <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-base break-words select-all">
            {grouped(setup.secret)}
          </p>
          <div>
            <CopyButton
              text={setup.secret}
              label={m.staff_twoFactorCopyKey}
              copied={m.staff_twoFactorKeyCopied}
            />
          </div>
        </div>
      </div>
      <LabelledField label={m.staff_twoFactorCode} error={error}>
        {(input) => (
          <input
            {...input}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className={`${input.className} max-w-48 font-mono tracking-widest`}
          />
        )}
      </LabelledField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? m.staff_twoFactorChecking : m.staff_twoFactorConfirm}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {m.ui_cancel}
        </Button>
      </div>
    </form>
  );
}
