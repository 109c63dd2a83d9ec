// The frame every admin dialog shares: the dimmed page behind, a centred white panel that scrolls on a
// short screen, its title and its description (what screen readers announce on opening). What goes in it
// (buttons, a form) is the caller's.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

const WIDTH = {
  sm: 'w-[min(92vw,420px)]',
  md: 'w-[min(92vw,440px)]',
  lg: 'w-[min(92vw,460px)]',
} as const;

export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  width = 'sm',
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  width?: keyof typeof WIDTH;
  /** Where focus goes on closing (default: back to the button that opened the dialog). */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[110] bg-black/50" />
        <Dialog.Content
          {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
          className={`fixed top-1/2 left-1/2 z-[120] max-h-[90dvh] ${WIDTH[width]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-2xl`}
        >
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm break-words text-slate-600">
            {description}
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the dialog it sits in. */
export const DialogClose = Dialog.Close;
