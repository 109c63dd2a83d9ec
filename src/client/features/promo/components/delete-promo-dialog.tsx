// Asks before a promo code is deleted: a deleted code can no longer be spun and is not recoverable.
import * as m from '#messages';
import type { PromoCodeItem } from '#shared/api/promo';
import { ConfirmItemDialog } from '#client/components/ui/confirm-dialog.tsx';

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
    <ConfirmItemDialog
      item={item}
      onCancel={onCancel}
      title={m.promo_deleteTitle}
      description={(code) => m.promo_deleteText({ code: code.code, customer: code.customerName })}
      confirmLabel={pending ? m.promo_deleting : m.promo_delete}
      danger
      busy={pending}
      onConfirm={onConfirm}
    />
  );
}
