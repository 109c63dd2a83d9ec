// Voids a deposit: it stays listed, struck through with the reason, and leaves every sum. The reason is
// required, so the confirm button stays off until one is typed.
import { type RefObject, useRef, useState } from 'react';
import * as m from '#messages';
import { issueText } from '#client/i18n/issue-text';
import { voidDepositBodySchema, type DepositRecord } from '#shared/api/deposits';
import { useVoidDeposit } from '#client/api/deposits';
import { TextField } from '#client/components/ui/text-fields.tsx';
import { toast } from '#client/components/ui/use-toast';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { rmText } from '../preview';

export function VoidDepositDialog({
  deposit,
  onClose,
  list,
}: {
  deposit: DepositRecord;
  onClose: () => void;
  /** Takes focus once the record is void: the Void button that opened the dialog is gone with it. */
  list: RefObject<HTMLElement | null>;
}) {
  const voided = useRef(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const voidIt = useVoidDeposit();
  const amount = rmText(deposit.depositAmount);

  const submit = () => {
    const checked = voidDepositBodySchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0] ? issueText(checked.error.issues[0]) : m.deposits_checkReason);
      return;
    }
    setError(null);
    voidIt.mutate(
      { id: deposit.id, body: { reason } },
      {
        onSuccess: () => {
          toast({
            title: m.deposits_voided,
            description: m.deposits_amountOn({ amount, date: deposit.depositDate }),
          });
          voided.current = true;
          onClose();
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={m.deposits_voidTitle}
      description={m.deposits_voidText({ amount, date: deposit.depositDate, customer: deposit.customerCode })}
      submitLabel={voidIt.isPending ? m.deposits_voiding : m.deposits_voidSubmit}
      submitDisabled={voidIt.isPending || reason.trim() === ''}
      danger
      error={error}
      onSubmit={submit}
      onCloseAutoFocus={(event) => {
        if (!voided.current) return;
        event.preventDefault();
        list.current?.focus();
      }}
    >
      <TextField
        label={m.deposits_reasonRequired}
        autoComplete="off"
        required
        maxLength={500}
        value={reason}
        onChange={setReason}
      />
    </FormDialog>
  );
}
