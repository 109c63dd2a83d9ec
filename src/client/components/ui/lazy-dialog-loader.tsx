// Where a feature's lazy dialogs (retryableLazy) are drawn: nothing while one loads (a moment); a load that
// fails says so in the dialog's place, with Try again (which resets every one of them) and Close.
import { Suspense, type ReactNode } from 'react';
import { ChunkErrorBoundary } from '#client/lib/chunk-loading.tsx';
import { LoadFailed } from './load-failed';

export function LazyDialogLoader({
  what,
  dialogs,
  onClose,
  children,
}: {
  /** The failed load, in words. */
  what: string;
  dialogs: readonly { reset: () => void }[];
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ChunkErrorBoundary
      onRetry={() => dialogs.forEach((dialog) => dialog.reset())}
      fallback={(retry) => (
        <LoadFailed
          what={what}
          onRetry={retry}
          onClose={onClose}
          className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-center text-red-800"
        />
      )}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}
