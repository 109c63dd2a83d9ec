// The toast drawn without its library, from the first load's own code: what shows when the toaster's
// chunk cannot be fetched (the server or the network is gone, which is exactly when errors happen), so
// a failure is still said in words. It closes by itself after the usual time, or with its button.
import { useEffect } from 'react';
import * as m from '#messages';
import { dismissToast, TOAST_DURATION_MS, useToastState } from './use-toast';

export function PlainToast() {
  const toast = useToastState();
  useEffect(() => {
    if (!toast?.open) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);
  if (!toast?.open) return null;
  const destructive = toast.variant === 'destructive';
  return (
    <div className="pointer-events-none fixed top-16 right-0 z-[100] flex w-full flex-col p-4 md:max-w-[420px]">
      <div
        role={destructive ? 'alert' : 'status'}
        className={`pointer-events-auto relative grid gap-1 rounded-lg border p-4 pr-10 shadow-xl ${
          destructive ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
        }`}
      >
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description && <p className="text-sm">{toast.description}</p>}
        <button
          type="button"
          aria-label={m.ui_close}
          onClick={() => dismissToast(toast.id)}
          className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100"
        >
          ×
        </button>
      </div>
    </div>
  );
}
