import * as ToastPrimitive from '@radix-ui/react-toast';
import * as m from '#messages';
import { dismissToast, TOAST_DURATION_MS, useToastState } from './use-toast';

// A toast's one action (a chat toast's Open): the plain toast, drawn when this chunk cannot load, has none.
const ACTION_CLASS =
  'mt-1 justify-self-start rounded-md bg-blue-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-blue-800';

export function Toaster() {
  const toast = useToastState();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toast && (
        <ToastPrimitive.Root
          key={toast.id}
          open={toast.open}
          {...(toast.duration ? { duration: toast.duration } : {})}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          className={`toast pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-xl ${
            toast.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{toast.title}</ToastPrimitive.Title>
            {toast.description && (
              <ToastPrimitive.Description className="text-sm">{toast.description}</ToastPrimitive.Description>
            )}
            {toast.action && (
              <ToastPrimitive.Action altText={toast.action.label} asChild>
                <button type="button" onClick={toast.action.onClick} className={ACTION_CLASS}>
                  {toast.action.label}
                </button>
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={m.ui_close}
            className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="fixed top-16 right-0 z-[100] flex max-h-screen w-full flex-col p-4 md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
