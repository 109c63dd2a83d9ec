// The frame of the small form dialogs (a deposit's record, edit and void; a claim's payment and void): a
// form whose refusal (the client's check or the server's answer) is shown as text inside it, next to what
// the operator typed, rather than as a passing toast.
import type { ReactNode, SubmitEvent } from 'react';
import { DialogActions } from './dialog-actions';
import { DialogFrame } from './dialog-frame';

export function FormDialog({
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
        <DialogActions
          label={submitLabel}
          danger={danger}
          disabled={submitDisabled}
          error={error}
          className="mt-2"
        />
      </form>
    </DialogFrame>
  );
}
