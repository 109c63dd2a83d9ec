// The spin page's Edit Prize Names button, shown to a signed-in admin only. The dialog's code loads on
// the first click (lazyDialog): a visitor's spin page never fetches it.
import { useState, type ComponentProps } from 'react';
import * as m from '#messages';
import type { PrizeLists } from '#shared/api/prizes';
import type { PrizeType } from '#shared/prizes';
import { lazyDialog } from '#client/components/ui/lazy-dialog.tsx';
// Types only: the code itself comes with import() below.
import type { EditPrizeNamesDialog as Loaded } from './edit-prize-names-dialog';

const EditPrizeNamesDialog = lazyDialog<ComponentProps<typeof Loaded>>(() =>
  import('./edit-prize-names-dialog').then((mod) => ({ default: mod.EditPrizeNamesDialog })),
);

export function EditPrizeNames({ prizes, initialType }: { prizes: PrizeLists; initialType: PrizeType }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-3 rounded-lg border border-white/20 px-4 py-2 text-sm font-semibold text-white/90 hover:bg-white/10"
      >
        {m.draws_editPrizeNames}
      </button>
      <EditPrizeNamesDialog open={open} onOpenChange={setOpen} prizes={prizes} initialType={initialType} />
    </>
  );
}
