// Asks before a promo code is deleted: a deleted code can no longer be spun and is not recoverable.
import type { PromoCodeItem } from '#shared/api/promo';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';

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
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Delete promo code?"
      description={
        item
          ? `${item.code} for ${item.customerName} will be removed and can no longer be used. This cannot be undone.`
          : ''
      }
      confirmLabel={pending ? 'Deleting...' : 'Delete'}
      danger
      busy={pending}
      onConfirm={() => item && onConfirm(item)}
    />
  );
}
