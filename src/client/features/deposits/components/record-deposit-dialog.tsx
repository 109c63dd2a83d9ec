// Records a deposit on its own, without generating a code, from the deposit search
// card: POST /api/admin/deposits with the same schema and fields as a correction.
import { useState } from 'react';
import * as m from '#messages';
import { createDepositBodySchema, type CreateDepositBody, type DepositRecord } from '#shared/api/deposits';
import { businessDate } from '#shared/business-date';
import { useCreateDeposit } from '#client/api/deposits';
import { TextField } from '#client/components/ui/text-fields.tsx';
import { toast } from '#client/components/ui/use-toast';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { DepositFields, depositFormErrors, NO_REFUSAL, typedAmount } from './deposit-fields';
import { rmText } from '#client/i18n/money-text';

const CUSTOMER_FIELDS = [
  { key: 'customerCode', label: m.deposits_fieldCustomerCode },
  { key: 'customerName', label: m.deposits_customerNameLabel },
] as const;

export function RecordDepositDialog({
  customerCode: searched,
  onClose,
  onRecorded,
}: {
  /** The customer the search card shows, if any: the likeliest one to record for. */
  customerCode: string;
  onClose: () => void;
  /** Called with the new record, before the dialog closes. */
  onRecorded: (deposit: DepositRecord) => void;
}) {
  const [customer, setCustomer] = useState({ customerCode: searched, customerName: '' });
  const [values, setValues] = useState({
    amountText: '',
    date: businessDate(new Date()),
    notes: '',
  });
  const [refusal, setRefusal] = useState(NO_REFUSAL);
  const create = useCreateDeposit();

  const submit = () => {
    const code = customer.customerCode.trim();
    const body: CreateDepositBody = {
      customerCode: code,
      // As the Generate form records one: a customer without a name of their own goes by the code.
      customerName: customer.customerName.trim() || code,
      depositAmount: typedAmount(values.amountText),
      depositDate: values.date,
      notes: values.notes,
    };
    const checked = createDepositBodySchema.safeParse(body);
    const { fields, form } = checked.success ? NO_REFUSAL : depositFormErrors(checked.error.issues);
    // The API files a deposit without a code under 'CUSTOMER'; from this form that is a forgotten field.
    const refused = {
      form,
      fields: code ? fields : { customerCode: m.deposits_customerCodeRequired, ...fields },
    };
    setRefusal(refused);
    if (Object.keys(refused.fields).length > 0 || form) return;
    create.mutate(body, {
      onSuccess: ({ deposit }) => {
        toast({
          title: m.deposits_recorded,
          description: m.deposits_recordedText({
            amount: rmText(deposit.depositAmount),
            customer: deposit.customerCode,
            date: deposit.depositDate,
          }),
        });
        onRecorded(deposit);
        onClose();
      },
      onError: (error) => {
        // Said in the dialog as well: a toast sits behind the open dialog, hidden from screen readers.
        setRefusal({ ...NO_REFUSAL, form: error.message });
        toast({ title: m.deposits_notRecorded, description: error.message, variant: 'destructive' });
      },
    });
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={m.deposits_recordTitle}
      description={m.deposits_recordText}
      submitLabel={create.isPending ? m.deposits_saving : m.deposits_recordTitle}
      submitDisabled={create.isPending}
      error={refusal.form}
      onSubmit={submit}
    >
      {CUSTOMER_FIELDS.map(({ key, label }) => (
        <TextField
          key={key}
          label={label}
          autoComplete="off"
          maxLength={100}
          value={customer[key]}
          onChange={(typed) => setCustomer({ ...customer, [key]: typed })}
          error={refusal.fields[key]}
        />
      ))}
      <DepositFields values={values} onChange={setValues} errors={refusal.fields} />
    </FormDialog>
  );
}
