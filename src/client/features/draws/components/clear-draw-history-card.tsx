// Clearing the draw history, in the Audit tab: the removed draws cannot be brought back, so the dialog
// offers their CSV first, and the clear waits until the operator types CLEAR (a misclick cannot do it).
import { useId, useState, type SubmitEvent } from 'react';
import { useClearDrawHistory } from '#client/api/draws';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { DialogClose, DialogFrame } from '#client/components/ui/dialog-frame.tsx';
import { ExportCsvButton } from '#client/components/ui/export-csv-button.tsx';
import { inputClass, labelClass } from '#client/components/ui/field-classes';
import { toast } from '#client/components/ui/use-toast';

const CONFIRM_WORD = 'CLEAR';

export function ClearDrawHistoryCard() {
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const clear = useClearDrawHistory();
  const confirmed = typed === CONFIRM_WORD;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    // The next opening starts over: the word is typed again for each clear.
    if (!next) {
      setTyped('');
      setError(null);
    }
  };

  const submit = () => {
    setError(null);
    clear.mutate(undefined, {
      onSuccess: ({ deletedCount }) => {
        toast({
          title: 'Draw history cleared',
          description: `Deleted ${deletedCount} ${deletedCount === 1 ? 'draw' : 'draws'}`,
        });
        changeOpen(false);
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <Card title="Draw history">
      <p className="mb-4 max-w-prose text-sm text-slate-600">
        Clearing removes every draw from the drawing history and the latest draws on the wheel page. The promo
        codes and this audit log stay, and the clear is recorded here with the number of draws.
      </p>
      <Button variant="danger" onClick={() => changeOpen(true)}>
        Clear draw history
      </Button>
      <DialogFrame
        open={open}
        onOpenChange={changeOpen}
        title="Clear draw history?"
        description="Every draw is removed and cannot be brought back. Download them first to keep a copy."
        width="lg"
      >
        <ol className="mt-4 grid gap-4">
          <li className="grid gap-2">
            <p className="text-sm font-medium text-slate-700">1. Keep a copy of the draws</p>
            <div>
              <ExportCsvButton href="/api/admin/export/draws.csv" label="Download draws CSV" />
            </div>
          </li>
          <li>
            <form
              noValidate
              className="grid gap-3"
              onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
                event.preventDefault();
                if (confirmed && !clear.isPending) submit();
              }}
            >
              <div>
                <label htmlFor={inputId} className={labelClass}>
                  {`2. Type ${CONFIRM_WORD} to confirm`}
                </label>
                <input
                  id={inputId}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  className={`${inputClass} font-mono`}
                />
              </div>
              {error && (
                <p role="alert" className="text-sm break-words text-red-700">
                  {error}
                </p>
              )}
              <div className="flex flex-wrap justify-end gap-2">
                <DialogClose asChild>
                  <Button variant="outline">Cancel</Button>
                </DialogClose>
                <Button type="submit" variant="danger" disabled={!confirmed || clear.isPending}>
                  {clear.isPending ? 'Clearing...' : 'Clear draw history'}
                </Button>
              </div>
            </form>
          </li>
        </ol>
      </DialogFrame>
    </Card>
  );
}
