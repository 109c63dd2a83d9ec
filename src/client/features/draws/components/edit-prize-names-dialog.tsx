// The Edit Prize Names dialog of the spin page (admins only): six names per wheel, in this page's
// language as the wheel shows them, saved to the server and pushed to every open wheel. A small form like
// the dashboard's: Enter saves, and a refusal is said inside it, next to the names. Its code loads on the
// first click (edit-prize-names.tsx).
import { useState } from 'react';
import * as m from '#messages';
import type { PrizeLists } from '#shared/api/prizes';
import { PRIZE_NAME_MAX, type PrizeType } from '#shared/prizes';
import { saveNamesIn, useSavePrizeNames } from '#client/api/prize-names-save';
import { inPageLanguage } from '#client/api/prizes';
import { inputClass } from '#client/components/ui/field-classes';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { WheelChoice } from '#client/components/ui/wheel-choice.tsx';
import { toast } from '#client/components/ui/use-toast';

export function EditPrizeNamesDialog({
  open,
  onOpenChange,
  prizes,
  initialType,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prizes: PrizeLists;
  initialType: PrizeType;
}) {
  const saveNames = useSavePrizeNames();
  const [type, setType] = useState<PrizeType>(initialType);
  // Edits are kept per slot only once typed; untouched fields follow the live names (pushes).
  const [edits, setEdits] = useState<Partial<Record<PrizeType, Record<number, string>>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const names = inPageLanguage(prizes)[type].map((slot, i) => edits[type]?.[i] ?? slot.name);

  const close = () => {
    setEdits({});
    setRefusal(null);
    onOpenChange(false);
  };

  const save = async () => {
    if (names.some((n) => !n.trim())) {
      setRefusal(m.draws_prizeNamesEmpty);
      return;
    }
    setRefusal(null);
    try {
      // Resolves once the saved names are refetched (the mutation's own onSuccess is awaited first).
      const trimmed = names.map((n) => n.trim());
      await saveNames.mutateAsync(saveNamesIn(prizes, type, m.LOCALE, trimmed));
      close();
      toast({ title: m.draws_toastSuccess, description: m.draws_prizeNamesSaved({ type }) });
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={m.draws_editPrizeNames}
      description={m.draws_editPrizeNamesHint}
      submitLabel={saveNames.isPending ? m.draws_saving : m.draws_saveChanges}
      submitDisabled={saveNames.isPending}
      error={refusal}
      onSubmit={() => void save()}
    >
      <div>
        <WheelChoice
          value={type}
          onChange={setType}
          labels={{ normal: m.draws_normalPrize, super: m.draws_superPrize }}
        />
      </div>
      {names.map((name, i) => (
        <label key={i} className="grid gap-1 text-sm font-medium">
          {m.draws_prizeNumber({ number: i + 1 })}
          <input
            value={name}
            maxLength={PRIZE_NAME_MAX}
            onChange={(e) => {
              setRefusal(null);
              setEdits((all) => ({ ...all, [type]: { ...all[type], [i]: e.target.value } }));
            }}
            className={inputClass}
          />
        </label>
      ))}
    </FormDialog>
  );
}
