// Asks before a promo code is deleted: a deleted code can no longer be spun and is not recoverable.
import * as m from '#messages';
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
      title={m.promo_deleteTitle}
      description={item ? m.promo_deleteText({ code: item.code, customer: item.customerName }) : ''}
      confirmLabel={pending ? m.promo_deleting : m.promo_delete}
      danger
      busy={pending}
      onConfirm={() => item && onConfirm(item)}
    />
  );
}
