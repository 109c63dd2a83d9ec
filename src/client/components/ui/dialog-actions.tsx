// A small dialog's last row: Cancel, which closes it, and its one action; above them, why the last
// attempt was refused. Said inside the dialog, next to what was typed, rather than as a passing toast.
import * as m from '#messages';
import { Button } from './button';
import { DialogClose } from './dialog-frame';

export function DialogActions({
  label,
  onClick,
  danger = false,
  disabled = false,
  error = null,
  className = '',
}: {
  label: string;
  /** Without it the action submits the form it stands in. */
  onClick?: () => void;
  danger?: boolean;
  disabled?: boolean;
  error?: string | null;
  className?: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm break-words text-red-700">
          {error}
        </p>
      )}
      <div className={`flex flex-wrap justify-end gap-2 ${className}`}>
        <DialogClose asChild>
          <Button variant="outline">{m.ui_cancel}</Button>
        </DialogClose>
        <Button
          type={onClick ? 'button' : 'submit'}
          variant={danger ? 'danger' : 'secondary'}
          disabled={disabled}
          onClick={onClick}
        >
          {label}
        </Button>
      </div>
    </>
  );
}
