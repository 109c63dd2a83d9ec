// Voids a payment with a reason, as a deposit is voided: it stays in the record and the audit trail, and
// the win is unclaimed again. The reason is required, so the button stays off until one is typed.
import { useState } from 'react';
import * as m from '#messages';
import { voidPaymentBodySchema, type Claim, type ClaimPayment } from '#shared/api/claims';
import { useVoidPayment } from '#client/api/claims';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { TextField } from '#client/components/ui/text-fields.tsx';
import { toast } from '#client/components/ui/use-toast';
import { issueText } from '#client/i18n/issue-text';
import { rm } from './money-text';

export function VoidPaymentDialog({
  claim,
  payment,
  onClose,
}: {
  claim: Claim;
  payment: ClaimPayment;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const voidIt = useVoidPayment();
  const amount = rm(payment.amount);
  const customer = claim.customerName || claim.promoCode;

  const submit = () => {
    const checked = voidPaymentBodySchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0] ? issueText(checked.error.issues[0]) : m.claims_reason);
      return;
    }
    setError(null);
    voidIt.mutate(
      { id: payment.id, body: { reason } },
      {
        onSuccess: () => {
          toast({ title: m.claims_voided, description: m.claims_paidToastText({ amount, customer }) });
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
      title={m.claims_voidTitle}
      description={m.claims_voidText({ amount, customer })}
      submitLabel={voidIt.isPending ? m.claims_voiding : m.claims_voidSubmit}
      submitDisabled={voidIt.isPending || reason.trim() === ''}
      danger
      error={error}
      onSubmit={submit}
    >
      <TextField
        label={m.claims_reason}
        autoComplete="off"
        required
        maxLength={500}
        value={reason}
        onChange={setReason}
      />
    </FormDialog>
  );
}
