// My account's two-factor sign-in: on or off; set up (the key, a code to confirm it, the recovery codes
// shown once) or turned off. docs/decisions/0052-two-factor.md says how the codes work.
import { useState } from 'react';
import * as m from '#messages';
import type { TwoFactorSetup } from '#shared/api/account';
import { useTwoFactorSetup } from '#client/api/account';
import { useMe } from '#client/api/admin-session';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorOffForm } from './two-factor-off-form';
import { TwoFactorSetupPanel } from './two-factor-setup';

type Step =
  | { is: 'idle' }
  | { is: 'setup'; setup: TwoFactorSetup }
  // Kept on screen whatever the session says meanwhile: they are shown only this once.
  | { is: 'codes'; codes: string[] }
  | { is: 'off' };

export function TwoFactorCard() {
  const me = useMe();
  const [step, setStep] = useState<Step>({ is: 'idle' });
  const setup = useTwoFactorSetup();
  const idle = () => setStep({ is: 'idle' });
  const on = me?.twoFactor ?? false;

  const start = () =>
    setup.mutate(undefined, {
      onSuccess: (answer) => setStep({ is: 'setup', setup: answer }),
      onError: (error) =>
        toast({ title: m.staff_twoFactorNotStarted, description: error.message, variant: 'destructive' }),
    });

  let body;
  if (step.is === 'codes') {
    body = <RecoveryCodes codes={step.codes} login={me?.login ?? ''} onDone={idle} />;
  } else if (step.is === 'setup') {
    body = (
      <TwoFactorSetupPanel
        setup={step.setup}
        onConfirmed={(codes) => setStep({ is: 'codes', codes })}
        onCancel={idle}
      />
    );
  } else if (on && step.is === 'off') {
    body = <TwoFactorOffForm onClose={idle} />;
  } else if (on) {
    body = (
      <Button variant="outline" onClick={() => setStep({ is: 'off' })}>
        {m.staff_twoFactorTurnOff}
      </Button>
    );
  } else {
    body = (
      <Button disabled={setup.isPending} onClick={start}>
        {setup.isPending ? m.staff_twoFactorStarting : m.staff_twoFactorSetUp}
      </Button>
    );
  }

  return (
    <Card title={m.staff_twoFactorTitle}>
      {(step.is === 'idle' || step.is === 'off') && (
        <p className="mb-4 text-sm text-slate-700">{on ? m.staff_twoFactorIsOn : m.staff_twoFactorIsOff}</p>
      )}
      {body}
    </Card>
  );
}
