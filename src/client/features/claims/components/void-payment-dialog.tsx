// Voids a payment with a reason, as a deposit is voided: it stays in the record and the audit trail, and
// the win is unclaimed again.
import * as m from '#messages';
import { voidPaymentBodySchema, type Claim, type ClaimPayment } from '#shared/api/claims';
import { useVoidPayment } from '#client/api/claims';
import { toast } from '#client/components/ui/use-toast';
import { VoidDialog } from '#client/components/ui/void-dialog.tsx';
import { rmText } from '#client/i18n/money-text';

export function VoidPaymentDialog({
  claim,
  payment,
  onClose,
}: {
  claim: Claim;
  payment: ClaimPayment;
  onClose: () => void;
}) {
  const voidIt = useVoidPayment();
  const amount = rmText(payment.amount);
  const customer = claim.customerName || claim.promoCode;
  return (
    <VoidDialog
      change={voidIt}
      rule={voidPaymentBodySchema}
      id={payment.id}
      onVoided={() =>
        toast({ title: m.claims_voided, description: m.claims_paidToastText({ amount, customer }) })
      }
      onClose={onClose}
      title={m.claims_voidTitle}
      description={m.claims_voidText({ amount, customer })}
      reasonLabel={m.claims_reason}
      submitLabel={m.claims_voidSubmit}
      pendingLabel={m.claims_voiding}
    />
  );
}
