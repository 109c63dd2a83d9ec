// A yes/no question in a small dialog (delete a promo code or a section, leave with unsaved changes).
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
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  danger?: boolean;
  busy?: boolean;
}) {
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={title} description={description}>
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
