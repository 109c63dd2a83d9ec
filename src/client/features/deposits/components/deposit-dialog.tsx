// The frame of the edit and void dialogs: a small form whose refusal (the client's check or the server's
// answer) is shown as text inside it, next to what the operator typed, rather than as a passing toast.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, SubmitEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';

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
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[110] bg-black/50" />
        <Dialog.Content
          {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
          className="fixed top-1/2 left-1/2 z-[120] max-h-[90dvh] w-[min(92vw,440px)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-2xl"
        >
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm break-words text-slate-600">
            {description}
          </Dialog.Description>
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
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" variant={danger ? 'danger' : 'secondary'} disabled={submitDisabled}>
                {submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
