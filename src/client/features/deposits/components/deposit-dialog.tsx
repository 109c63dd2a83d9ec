// The frame of the edit and void dialogs: a small form whose refusal (the client's check or the server's
// answer) is shown as text inside it, next to what the operator typed, rather than as a passing toast.
import type { ReactNode, SubmitEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { DialogClose, DialogFrame } from '#client/components/ui/dialog-frame.tsx';

export function DepositDialog({
  open,
  onClose,
  title,
  description,
  submitLabel,
  submitDisabled,
  danger = false,
  error,
  onSubmit,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  submitLabel: string;
  submitDisabled: boolean;
  danger?: boolean;
  /** Why the last attempt was refused, or null. */
  error: string | null;
  onSubmit: () => void;
  /** Where focus goes on closing (default: back to the button that opened the dialog). */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      description={description}
      width="md"
      {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
    >
      <form
        noValidate
        className="mt-4 grid gap-3"
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (!submitDisabled) onSubmit();
        }}
      >
        {children}
        {error && (
          <p role="alert" className="text-sm break-words text-red-700">
            {error}
          </p>
        )}
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" variant={danger ? 'danger' : 'secondary'} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
