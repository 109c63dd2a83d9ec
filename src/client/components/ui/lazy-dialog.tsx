// A dialog whose code loads when it is first opened, not with the screen that can open it: the screen's
// own load stays small, and most visits never open it. Once loaded it stays, so it opens and closes as
// any dialog. A load that fails says so in words, with Try again.
import { Suspense, useState, type ComponentType } from 'react';
import * as m from '#messages';
import { ChunkErrorBoundary, retryableLazy } from '#client/lib/chunk-loading.tsx';
import { LoadFailed } from './load-failed';

/** What a dialog loaded this way takes, at least. */
interface Openable {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function lazyDialog<P extends Openable>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Loaded = retryableLazy<P>(load);
  return function LazyDialog(props: P) {
    const [asked, setAsked] = useState(props.open);
    if (props.open && !asked) setAsked(true);
    if (!asked) return null;
    return (
      <ChunkErrorBoundary
        onRetry={() => Loaded.reset()}
        fallback={(retry) =>
          props.open && (
            <LoadFailed
              what={m.ui_dialogLoadFailed}
              onRetry={retry}
              onClose={() => props.onOpenChange(false)}
              className="fixed inset-x-4 top-1/3 z-[100] mx-auto max-w-sm rounded-xl border border-red-200 bg-red-50 p-4 text-center text-red-800 shadow-2xl"
            />
          )
        }
      >
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  };
}
