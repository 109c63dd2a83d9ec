// Corrects a deposit's amount, date or notes. Only the fields that changed are sent, so the audit row
// records exactly what was corrected.
import { useId, useState } from 'react';
import { updateDepositBodySchema, type DepositRecord, type UpdateDepositBody } from '#shared/api/deposits';
import { parseMoneyToCents } from '#shared/money';
import { useUpdateDeposit } from '#client/api/deposits';
import { inputClass, labelClass } from '#client/components/ui/field-classes';
import { toast } from '#client/components/ui/use-toast';
import { DepositDialog } from './deposit-dialog';

type Field = Exclude<keyof UpdateDepositBody, 'reason'>;

/** The shared rules name the API field ("depositAmount must be..."); under its input the label reads better. */
const FIELD_LABEL: Record<Field, string> = {
  depositAmount: 'Amount',
  depositDate: 'Deposit date',
  notes: 'Notes',
};

/** The typed values that differ from the record; an unparsable amount is kept so the schema names it. */
function changes(deposit: DepositRecord, amountText: string, date: string, notes: string): UpdateDepositBody {
  const body: UpdateDepositBody = {};
  // An empty field is not a number; Number('') would be 0 and read as "must be greater than 0".
  const amount = amountText.trim() === '' ? Number.NaN : Number(amountText);
  if (parseMoneyToCents(amount) !== parseMoneyToCents(deposit.depositAmount)) body.depositAmount = amount;
  if (date !== deposit.depositDate) body.depositDate = date;
  if (notes.trim() !== deposit.notes) body.notes = notes;
  return body;
}

export function EditDepositDialog({ deposit, onClose }: { deposit: DepositRecord; onClose: () => void }) {
  const ids = useId();
  const [amountText, setAmountText] = useState(deposit.depositAmount);
  const [date, setDate] = useState(deposit.depositDate);
  const [notes, setNotes] = useState(deposit.notes);
  const [reason, setReason] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateDeposit();

  const submit = () => {
    const body = changes(deposit, amountText, date, notes);
    if (Object.keys(body).length === 0) {
      setFieldErrors({});
      setFormError('Nothing changed: correct the amount, the date or the notes first.');
      return;
    }
    if (reason.trim()) body.reason = reason.trim();
    const checked = updateDepositBodySchema.safeParse(body);
    if (!checked.success) {
      const byField: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'depositAmount' || field === 'depositDate' || field === 'notes') {
          const { message } = issue;
          byField[field] ??= message.startsWith(`${field} `)
            ? `${FIELD_LABEL[field]}${message.slice(field.length)}`
            : message;
        }
      }
      setFieldErrors(byField);
      setFormError(Object.keys(byField).length === 0 ? (checked.error.issues[0]?.message ?? null) : null);
      return;
    }
    setFieldErrors({});
    setFormError(null);
    update.mutate(
      { id: deposit.id, body },
      {
        onSuccess: () => {
          toast({ title: 'Deposit corrected', description: `${deposit.customerCode}, ${date}` });
          onClose();
        },
        onError: (error) => setFormError(error.message),
      },
    );
  };

  const fieldError = (field: Field) =>
    fieldErrors[field] && (
      <p id={`${ids}-${field}-error`} className="mt-1 text-sm text-red-700">
        {fieldErrors[field]}
      </p>
    );
  const describedBy = (field: Field) => (fieldErrors[field] ? `${ids}-${field}-error` : undefined);

  return (
    <DepositDialog
      open
      onClose={onClose}
      title="Edit deposit"
      description={`${deposit.customerCode}: the old values stay in the audit log.`}
      submitLabel={update.isPending ? 'Saving...' : 'Save'}
      submitDisabled={update.isPending}
      error={formError}
      onSubmit={submit}
    >
      <div>
        <label htmlFor={`${ids}-amount`} className={labelClass}>
          Amount (RM)
        </label>
        <input
          id={`${ids}-amount`}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          value={amountText}
          onChange={(e) => setAmountText(e.target.value)}
          aria-invalid={fieldErrors.depositAmount ? true : undefined}
          aria-describedby={describedBy('depositAmount')}
          className={inputClass}
        />
        {fieldError('depositAmount')}
      </div>
      <div>
        <label htmlFor={`${ids}-date`} className={labelClass}>
          Deposit date
        </label>
        <input
          id={`${ids}-date`}
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          aria-invalid={fieldErrors.depositDate ? true : undefined}
          aria-describedby={describedBy('depositDate')}
          className={inputClass}
        />
        {fieldError('depositDate')}
      </div>
      <div>
        <label htmlFor={`${ids}-notes`} className={labelClass}>
          Notes
        </label>
        <textarea
          id={`${ids}-notes`}
          rows={3}
          maxLength={500}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          aria-invalid={fieldErrors.notes ? true : undefined}
          aria-describedby={describedBy('notes')}
          className={inputClass}
        />
        {fieldError('notes')}
      </div>
      <div>
        <label htmlFor={`${ids}-reason`} className={labelClass}>
          Reason for the correction (optional, kept in the audit log)
        </label>
        <input
          id={`${ids}-reason`}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className={inputClass}
        />
      </div>
    </DepositDialog>
  );
}
