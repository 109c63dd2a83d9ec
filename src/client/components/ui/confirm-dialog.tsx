// A yes/no question in a small dialog (delete a promo code or a section, leave with unsaved changes). The
// dialog's code (Radix Dialog, some 8 KB gzip) loads when a question is first asked, not with the
// dashboard, whose first load has a budget (tests/e2e/budget.spec.ts) and which most visits never ask
// anything; once loaded it stays, so it opens and closes as any dialog. A load that fails says so in words.
import { Suspense, useState, type ComponentProps } from 'react';
import * as m from '#messages';
import { ChunkErrorBoundary, retryableLazy } from '#client/lib/chunk-loading.tsx';
import { LoadFailed } from './load-failed';
// Types only: the code itself comes with import() below.
import type { ConfirmQuestion } from './confirm-question';

/** Opened by `open` only: a `trigger` button needs the dialog's code at once (use ConfirmQuestion). */
type Props = Omit<ComponentProps<typeof ConfirmQuestion>, 'trigger'>;

const Question = retryableLazy<Props>(() =>
  import('./confirm-question').then((mod) => ({ default: mod.ConfirmQuestion })),
);

export function ConfirmDialog(props: Props) {
  const [asked, setAsked] = useState(props.open);
  if (props.open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <ChunkErrorBoundary
      onRetry={() => Question.reset()}
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
        <Question {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
