// A yes/no question in a small dialog (delete a promo code or a section, leave with unsaved changes).
import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogClose, DialogFrame } from './dialog-frame';

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  danger = false,
  busy = false,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  danger?: boolean;
  busy?: boolean;
  /** The button that asks the question: focus goes back to it afterwards. */
  trigger?: ReactNode;
}) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      trigger={trigger}
    >
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button variant={danger ? 'danger' : 'secondary'} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </DialogFrame>
  );
}
