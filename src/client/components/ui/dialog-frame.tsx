// The frame every admin dialog shares: the dimmed page behind, a centred white panel that fits a short
// screen, its title and its description (what screen readers announce on opening). A short dialog (a
// question, a small form) is one panel that scrolls as a whole; a long one (an editor, a list) keeps its
// title, a close button and its footer in view while its body scrolls. What goes in it is the caller's.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as m from '#messages';

const WIDTH = {
  sm: 'w-[min(92vw,420px)]',
  md: 'w-[min(92vw,440px)]',
  lg: 'w-[min(92vw,460px)]',
  xl: 'w-[min(96vw,760px)]',
} as const;

const PANEL =
  'fixed top-1/2 left-1/2 z-[100] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white text-slate-900 shadow-2xl';

export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  width = 'sm',
  long = false,
  footer,
  trigger,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  width?: keyof typeof WIDTH;
  /** Header, scrolling body and footer, with a close button (see above). */
  long?: boolean;
  /** A long dialog's buttons, kept in view under its body. */
  footer?: ReactNode;
  /** The button that opens it: focus goes back to it on closing. */
  trigger?: ReactNode;
  /** Where focus goes on opening (default: the first control). */
  onOpenAutoFocus?: (event: Event) => void;
  /** Where focus goes on closing (default: back to the trigger). */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  const heading = (
    <>
      <Dialog.Title className={`text-lg font-bold ${long ? 'pr-8' : ''}`}>{title}</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm break-words text-slate-600">
        {description}
      </Dialog.Description>
    </>
  );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        {/* Below the toasts (z-[100]): a toast said while a dialog is open is not dimmed. */}
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-black/50" />
        <Dialog.Content
          {...(onOpenAutoFocus ? { onOpenAutoFocus } : {})}
          {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
          className={
            long
              ? `${PANEL} ${WIDTH[width]} flex max-h-[92dvh] flex-col`
              : `${PANEL} ${WIDTH[width]} max-h-[90dvh] overflow-y-auto p-6`
          }
        >
          {long ? (
            <>
              <div className="border-b border-slate-200 px-4 pt-4 pb-3 sm:px-6">
                {heading}
                <Dialog.Close
                  aria-label={m.ui_close}
                  className="absolute top-3 right-3 rounded p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                >
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                    <path
                      d="M6 6l12 12M18 6L6 18"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </Dialog.Close>
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
              {footer && (
                <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 px-4 py-3 sm:px-6">
                  {footer}
                </div>
              )}
            </>
          ) : (
            <>
              {heading}
              {children}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the dialog it sits in. */
export const DialogClose = Dialog.Close;
