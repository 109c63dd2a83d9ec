// A yes/no question in a small dialog (delete a promo code or a section, leave with unsaved changes):
// the dialog itself, loaded by ConfirmDialog (confirm-dialog.tsx) when a question is first asked.
import type { ComponentProps } from 'react';
import { DialogActions } from './dialog-actions';
import { DialogFrame } from './dialog-frame';

export function ConfirmQuestion({
  confirmLabel,
  onConfirm,
  danger = false,
  busy = false,
  ...frame
}: Pick<ComponentProps<typeof DialogFrame>, 'open' | 'onOpenChange' | 'title' | 'description' | 'trigger'> & {
  confirmLabel: string;
  onConfirm: () => void;
  danger?: boolean;
  busy?: boolean;
}) {
  return (
    <DialogFrame {...frame}>
      <DialogActions
        label={confirmLabel}
        onClick={onConfirm}
        danger={danger}
        disabled={busy}
        className="mt-5"
      />
    </DialogFrame>
  );
}
