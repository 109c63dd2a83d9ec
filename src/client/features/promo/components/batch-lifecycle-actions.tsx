// A listed batch's void and new expiry: for every code of the batch that is not used up (the answer says
// how many changed and how many were left), each asked in its dialog.
import { useState } from 'react';
import * as m from '#messages';
import { Button } from '#client/components/ui/button.tsx';
import { ExtendBatchDialog, PromoDialogLoader, VoidBatchDialog } from './lazy-promo-dialogs';

export function BatchLifecycleActions({ batchId }: { batchId: number }) {
  const [open, setOpen] = useState<'void' | 'extend' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Button
        variant="outline"
        aria-label={m.promo_batchExtendLabel({ id: batchId })}
        onClick={() => setOpen('extend')}
      >
        {m.promo_batchExtend}
      </Button>
      <Button
        variant="outline"
        aria-label={m.promo_batchVoidLabel({ id: batchId })}
        onClick={() => setOpen('void')}
      >
        {m.promo_batchVoid}
      </Button>
      {open && (
        <PromoDialogLoader onClose={close}>
          {open === 'void' ? (
            <VoidBatchDialog batchId={batchId} onClose={close} />
          ) : (
            <ExtendBatchDialog batchId={batchId} onClose={close} />
          )}
        </PromoDialogLoader>
      )}
    </>
  );
}
