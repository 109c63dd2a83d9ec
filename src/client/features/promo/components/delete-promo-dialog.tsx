// Asks before a promo code is deleted: a deleted code can no longer be spun and is not recoverable.
import * as Dialog from '@radix-ui/react-dialog';
import type { PromoCodeItem } from '#shared/api/promo';
import { Button } from '#client/components/ui/button.tsx';

export function DeletePromoDialog({
  item,
  pending,
  onCancel,
  onConfirm,
}: {
  item: PromoCodeItem | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (item: PromoCodeItem) => void;
}) {
  return (
    <Dialog.Root
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[100] w-[min(92vw,420px)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-slate-900 shadow-2xl">
          <Dialog.Title className="text-lg font-semibold">Delete promo code?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {item
              ? `${item.code} for ${item.customerName} will be removed and can no longer be used. This cannot be undone.`
              : ''}
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.Close>
            <Button variant="danger" disabled={pending} onClick={() => item && onConfirm(item)}>
              {pending ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
