// Voids a deposit: it stays listed, struck through with the reason, and leaves every sum.
import { type RefObject, useRef } from 'react';
import * as m from '#messages';
import { voidDepositBodySchema, type DepositRecord } from '#shared/api/deposits';
import { useVoidDeposit } from '#client/api/deposits';
import { toast } from '#client/components/ui/use-toast';
import { VoidDialog } from '#client/components/ui/void-dialog.tsx';
import { rmText } from '#client/i18n/money-text';

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
  const voidIt = useVoidDeposit();
  const amount = rmText(deposit.depositAmount);
  return (
    <VoidDialog
      change={voidIt}
      rule={voidDepositBodySchema}
      id={deposit.id}
      onVoided={() => {
        toast({
          title: m.deposits_voided,
          description: m.deposits_amountOn({ amount, date: deposit.depositDate }),
        });
        voided.current = true;
      }}
      onClose={onClose}
      title={m.deposits_voidTitle}
      description={m.deposits_voidText({ amount, date: deposit.depositDate, customer: deposit.customerCode })}
      reasonLabel={m.deposits_reasonRequired}
      submitLabel={m.deposits_voidSubmit}
      pendingLabel={m.deposits_voiding}
      onCloseAutoFocus={(event) => {
        if (!voided.current) return;
        event.preventDefault();
        list.current?.focus();
      }}
    />
  );
}
