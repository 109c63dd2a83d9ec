// The deposit dialogs load when one first opens, not with the dashboard: the /admin first load has a
// budget (tests/e2e/budget.spec.ts) and most visits open none. While one loads nothing shows (a moment);
// a load that fails says so in the dialog's place, with Try again and Close, instead of a dead button.
import type { ComponentProps, ReactNode } from 'react';
import * as m from '#messages';
import { retryableLazy } from '#client/lib/chunk-loading.tsx';
import { LazyDialogLoader } from '#client/components/ui/lazy-dialog-loader.tsx';
// Types only: the code itself comes with import() below.
import type { EditDepositDialog as Edit } from './edit-deposit-dialog';
import type { RecordDepositDialog as RecordDialog } from './record-deposit-dialog';
import type { VoidDepositDialog as Void } from './void-deposit-dialog';

export const EditDepositDialog = retryableLazy<ComponentProps<typeof Edit>>(() =>
  import('./edit-deposit-dialog').then((mod) => ({ default: mod.EditDepositDialog })),
);
export const VoidDepositDialog = retryableLazy<ComponentProps<typeof Void>>(() =>
  import('./void-deposit-dialog').then((mod) => ({ default: mod.VoidDepositDialog })),
);
export const RecordDepositDialog = retryableLazy<ComponentProps<typeof RecordDialog>>(() =>
  import('./record-deposit-dialog').then((mod) => ({ default: mod.RecordDepositDialog })),
);

const DIALOGS = [EditDepositDialog, VoidDepositDialog, RecordDepositDialog];

/** Wraps one lazy dialog: `onClose` puts the dialog (or the message that it failed) away. */
export function DepositDialogLoader({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <LazyDialogLoader what={m.deposits_formLoadFailed} dialogs={DIALOGS} onClose={onClose}>
      {children}
    </LazyDialogLoader>
  );
}
