// Corrects a deposit's amount, date or notes. Only the fields that changed are sent, so the audit row
// records exactly what was corrected.
import { useState } from 'react';
import * as m from '#messages';
import { updateDepositBodySchema, type DepositRecord, type UpdateDepositBody } from '#shared/api/deposits';
import { parseMoneyToCents } from '#shared/money';
import { useUpdateDeposit } from '#client/api/deposits';
import { TextField } from '#client/components/ui/text-fields.tsx';
import { toast } from '#client/components/ui/use-toast';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import {
  DepositFields,
  depositFormErrors,
  NO_REFUSAL,
  typedAmount,
  type DepositAmountDateNotes,
} from './deposit-fields';

/** The typed values that differ from the record; an unparsable amount is kept so the schema names it. */
function changes(
  deposit: DepositRecord,
  { amountText, date, notes }: DepositAmountDateNotes,
): UpdateDepositBody {
  const body: UpdateDepositBody = {};
  const amount = typedAmount(amountText);
  if (parseMoneyToCents(amount) !== parseMoneyToCents(deposit.depositAmount)) body.depositAmount = amount;
  if (date !== deposit.depositDate) body.depositDate = date;
  if (notes.trim() !== deposit.notes) body.notes = notes;
  return body;
}

export function EditDepositDialog({ deposit, onClose }: { deposit: DepositRecord; onClose: () => void }) {
  const [values, setValues] = useState<DepositAmountDateNotes>({
    amountText: deposit.depositAmount,
    date: deposit.depositDate,
    notes: deposit.notes,
  });
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState(NO_REFUSAL);
  const update = useUpdateDeposit();

  const submit = () => {
    const body = changes(deposit, values);
    if (Object.keys(body).length === 0) {
      setRefusal({ ...NO_REFUSAL, form: m.deposits_nothingChanged });
      return;
    }
    if (reason.trim()) body.reason = reason.trim();
    const checked = updateDepositBodySchema.safeParse(body);
    setRefusal(checked.success ? NO_REFUSAL : depositFormErrors(checked.error.issues));
    if (!checked.success) return;
    update.mutate(
      { id: deposit.id, body },
      {
        onSuccess: () => {
          toast({ title: m.deposits_correctedToast, description: `${deposit.customerCode}, ${values.date}` });
          onClose();
        },
        onError: (error) => setRefusal({ ...NO_REFUSAL, form: error.message }),
      },
    );
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={m.deposits_editTitle}
      description={m.deposits_editText({ customer: deposit.customerCode })}
      submitLabel={update.isPending ? m.deposits_saving : m.deposits_save}
      submitDisabled={update.isPending}
      error={refusal.form}
      onSubmit={submit}
    >
      <DepositFields values={values} onChange={setValues} errors={refusal.fields} />
      <TextField label={m.deposits_reasonOptional} maxLength={500} value={reason} onChange={setReason} />
    </FormDialog>
  );
}
