// A yes/no question in a small dialog (delete a promo code or a section, leave with unsaved changes). The
// dialog's code (Radix Dialog, some 8 KB gzip) loads when a question is first asked, not with the
// dashboard, whose first load has a budget (tests/e2e/budget.spec.ts) and which most visits never ask
// anything (lazyDialog).
import type { ComponentProps } from 'react';
import { lazyDialog } from './lazy-dialog';
// Types only: the code itself comes with import() below.
import type { ConfirmQuestion } from './confirm-question';

/** Opened by `open` only: a `trigger` button needs the dialog's code at once (use ConfirmQuestion). */
type Props = Omit<ComponentProps<typeof ConfirmQuestion>, 'trigger'>;

export const ConfirmDialog = lazyDialog<Props>(() =>
  import('./confirm-question').then((mod) => ({ default: mod.ConfirmQuestion })),
);
