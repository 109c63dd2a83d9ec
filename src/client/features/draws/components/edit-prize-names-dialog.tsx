// The Edit Prize Names dialog of the spin page (admins only): six names per wheel, saved to the server
// and pushed to every open wheel.
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import * as m from '#messages';
import type { PrizeLists } from '#shared/api/prizes';
import { PRIZE_NAME_MAX, type PrizeType } from '#shared/prizes';
import { inPageLanguage, saveNamesIn, useSavePrizeNames } from '#client/api/prizes';
import { toast } from '#client/components/ui/use-toast';

interface Props {
  prizes: PrizeLists;
  initialType: PrizeType;
}

export function EditPrizeNamesDialog({ prizes, initialType }: Props) {
  const saveNames = useSavePrizeNames();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<PrizeType>(initialType);
  // Edits are kept per slot only once typed; untouched fields follow the live names (pushes). The names
  // are this page's language's, as the wheel shows them, and are saved as that language's.
  const [edits, setEdits] = useState<Partial<Record<PrizeType, Record<number, string>>>>({});
  const names = inPageLanguage(prizes)[type].map((slot, i) => edits[type]?.[i] ?? slot.name);

  const save = async () => {
    if (names.some((n) => !n.trim())) {
      toast({
        title: m.draws_toastError,
        description: m.draws_prizeNamesEmpty,
        variant: 'destructive',
      });
      return;
    }
    try {
      // Resolves once the saved names are refetched (the mutation's own onSuccess is awaited first).
      const trimmed = names.map((n) => n.trim());
      await saveNames.mutateAsync(saveNamesIn(prizes, type, m.LOCALE, trimmed));
      toast({
        title: m.draws_toastSuccess,
        description: m.draws_prizeNamesSaved({ type }),
      });
      setEdits({});
      setOpen(false);
    } catch (err) {
      toast({
        title: m.draws_toastError,
        description: err instanceof Error ? err.message : String(err),
        variant: 'destructive',
      });
    }
  };

  const typeButton = (value: PrizeType, label: string) => (
    <button
      type="button"
      aria-pressed={type === value}
      onClick={() => setType(value)}
      className={`flex-1 rounded-lg px-3 py-2 text-sm font-bold ${
        type === value ? 'bg-slate-900 text-white' : 'border border-slate-300 bg-white text-slate-700'
      }`}
    >
      {label}
    </button>
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setEdits({});
      }}
    >
      <Dialog.Trigger className="mt-3 rounded-lg border border-white/20 px-4 py-2 text-sm font-semibold text-white/90 hover:bg-white/10">
        {m.draws_editPrizeNames}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-black/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[100] max-h-[90dvh] w-[min(92vw,440px)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-slate-900 shadow-2xl">
          <Dialog.Title className="text-xl font-bold">{m.draws_editPrizeNames}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {m.draws_editPrizeNamesHint}
          </Dialog.Description>
          <div className="mt-4 flex gap-2">
            {typeButton('normal', m.draws_normalPrize)}
            {typeButton('super', m.draws_superPrize)}
          </div>
          <div className="mt-4 grid gap-3">
            {names.map((name, i) => (
              <label key={i} className="grid gap-1 text-sm font-medium">
                {m.draws_prizeNumber({ number: i + 1 })}
                <input
                  value={name}
                  maxLength={PRIZE_NAME_MAX}
                  onChange={(e) =>
                    setEdits((all) => ({ ...all, [type]: { ...all[type], [i]: e.target.value } }))
                  }
                  className="rounded-md border border-slate-300 px-3 py-2 text-base focus:border-brand-500 focus:outline-none"
                />
              </label>
            ))}
          </div>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold">
              {m.draws_cancel}
            </Dialog.Close>
            <button
              type="button"
              disabled={saveNames.isPending}
              onClick={() => void save()}
              className="rounded-md bg-brand-500 px-4 py-2 text-sm font-bold text-night-900 disabled:opacity-60"
            >
              {saveNames.isPending ? m.draws_saving : m.draws_saveChanges}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
