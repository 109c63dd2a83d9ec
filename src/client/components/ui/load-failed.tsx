// What a part of the page that could not be loaded says in its place: what failed, what to check, and
// Try again (and Close, where the part can be put away). From the first load's own code.
import type { ReactNode } from 'react';
import * as m from '#messages';

const BUTTON = 'min-h-10 rounded-lg px-4 text-sm font-semibold';

export function LoadFailed({
  what,
  onRetry,
  onClose,
  className,
}: {
  /** 'This page could not be loaded.' */
  what: ReactNode;
  onRetry: () => void;
  onClose?: () => void;
  /** Where and how the message sits (page body, a floating panel). */
  className: string;
}) {
  return (
    <div role="alert" className={className}>
      <p className="font-semibold">{what}</p>
      <p className="mt-1 text-sm opacity-80">{m.ui_checkConnection}</p>
      <div className="mt-3 flex justify-center gap-2">
        <button
          type="button"
          onClick={onRetry}
          className={`${BUTTON} bg-brand-500 text-night-900 hover:bg-brand-400`}
        >
          {m.ui_tryAgain}
        </button>
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            className={`${BUTTON} border border-current hover:opacity-80`}
          >
            {m.ui_close}
          </button>
        )}
      </div>
    </div>
  );
}
