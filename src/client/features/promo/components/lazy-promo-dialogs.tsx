// The void and new-expiry dialogs of codes and batches load when one first opens, not with the dashboard:
// the /admin first load has a budget (tests/e2e/budget.spec.ts) and most visits open none. A load that
// fails says so in the dialog's place, with Try again and Close.
import type { ComponentProps, ReactNode } from 'react';
import * as m from '#messages';
import { retryableLazy } from '#client/lib/chunk-loading.tsx';
import { LazyDialogLoader } from '#client/components/ui/lazy-dialog-loader.tsx';
// Types only: the code itself comes with import() below.
import type * as Dialogs from './promo-lifecycle-dialogs';

const load = () => import('./promo-lifecycle-dialogs');

export const VoidCodeDialog = retryableLazy<ComponentProps<typeof Dialogs.VoidCodeDialog>>(() =>
  load().then((mod) => ({ default: mod.VoidCodeDialog })),
);
export const ExtendCodeDialog = retryableLazy<ComponentProps<typeof Dialogs.ExtendCodeDialog>>(() =>
  load().then((mod) => ({ default: mod.ExtendCodeDialog })),
);
export const VoidBatchDialog = retryableLazy<ComponentProps<typeof Dialogs.VoidBatchDialog>>(() =>
  load().then((mod) => ({ default: mod.VoidBatchDialog })),
);
export const ExtendBatchDialog = retryableLazy<ComponentProps<typeof Dialogs.ExtendBatchDialog>>(() =>
  load().then((mod) => ({ default: mod.ExtendBatchDialog })),
);

const DIALOGS = [VoidCodeDialog, ExtendCodeDialog, VoidBatchDialog, ExtendBatchDialog];

/** Wraps one lazy dialog: `onClose` puts the dialog (or the message that it failed) away. */
export function PromoDialogLoader({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <LazyDialogLoader what={m.ui_dialogLoadFailed} dialogs={DIALOGS} onClose={onClose}>
      {children}
    </LazyDialogLoader>
  );
}
