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

/** A text of the question: fixed, or said of the item asked about. */
type ItemText<T> = string | ((item: T) => string);

/**
 * The question asked about one item (this reply, this version): open while there is one. Cancel, Escape
 * or a click outside call onCancel; the action gets the item (and closes the question itself, if it will).
 */
export function ConfirmItemDialog<T>({
  item,
  onCancel,
  title,
  description,
  onConfirm,
  ...question
}: Omit<Props, 'open' | 'onOpenChange' | 'title' | 'description' | 'onConfirm'> & {
  item: T | null;
  onCancel: () => void;
  title: ItemText<T>;
  description: ItemText<T>;
  onConfirm: (item: T) => void;
}) {
  const text = (of: ItemText<T>) => (typeof of === 'string' ? of : item === null ? '' : of(item));
  return (
    <ConfirmDialog
      {...question}
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={text(title)}
      description={text(description)}
      onConfirm={() => {
        if (item !== null) onConfirm(item);
      }}
    />
  );
}
