// Pays a win: the amount (the slot's value offered), the method and a note, checked by the same schema
// as the server's. A win paid meanwhile by someone else is refused (409) and said in the dialog.
import { useState } from 'react';
import * as m from '#messages';
import { CLAIM_METHODS, payClaimBodySchema, type Claim, type ClaimMethod } from '#shared/api/claims';
import { usePayClaim } from '#client/api/claims';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { useDialogSubmit } from '#client/components/ui/use-dialog-submit';
import { SelectField, TextField } from '#client/components/ui/text-fields.tsx';
import { toast } from '#client/components/ui/use-toast';
import { rmText } from '#client/i18n/money-text';

export function PayClaimDialog({ claim, onClose }: { claim: Claim; onClose: () => void }) {
  const [amountText, setAmountText] = useState(claim.slotValue ?? '');
  const [method, setMethod] = useState<ClaimMethod>('cash');
  const [note, setNote] = useState('');
  const pay = usePayClaim();
  const customer = claim.customerName || claim.promoCode;
  const { error, issues, submit } = useDialogSubmit(
    pay,
    payClaimBodySchema,
    claim.drawId,
    ({ claim: paid }) => {
      toast({
        title: m.claims_paidToast,
        description: m.claims_paidToastText({ amount: rmText(paid.payment?.amount ?? '0'), customer }),
      });
      onClose();
    },
  );

  return (
    <FormDialog
      open
      onClose={onClose}
      title={m.claims_payTitle}
      description={m.claims_payText({ prize: claim.prizeName, customer, code: claim.promoCode })}
      submitLabel={pay.isPending ? m.claims_saving : m.claims_paySubmit}
      submitDisabled={pay.isPending}
      error={error}
      onSubmit={() =>
        submit({ amount: amountText.trim() === '' ? Number.NaN : Number(amountText), method, note })
      }
    >
      <TextField
        label={m.claims_amount}
        error={issues.amount}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        required
        value={amountText}
        onChange={setAmountText}
        hint={
          claim.slotValue === null
            ? m.claims_amountNoHint
            : m.claims_amountHint({ value: rmText(claim.slotValue) })
        }
      />
      <SelectField
        label={m.claims_method}
        error={issues.method}
        value={method}
        onChange={setMethod}
        options={CLAIM_METHODS.map((value) => ({ value, label: m.claims_methods[value] }))}
      />
      <TextField
        label={m.claims_note}
        error={issues.note}
        multiline
        rows={2}
        maxLength={500}
        value={note}
        onChange={setNote}
      />
    </FormDialog>
  );
}
