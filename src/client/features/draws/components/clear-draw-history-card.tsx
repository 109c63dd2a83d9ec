// Clearing the draw history, in the Audit tab: the removed draws cannot be brought back, so the dialog
// offers their CSV first, and the clear waits until the operator types CLEAR (a misclick cannot do it).
import { useState, type SubmitEvent } from 'react';
import * as m from '#messages';
import { EXACT_TYPING } from '#client/lib/exact-typing';
import { useClearDrawHistory } from '#client/api/draws-admin';
import { urlOf } from '#shared/endpoints/endpoint';
import * as exports from '#shared/endpoints/exports';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { DialogActions } from '#client/components/ui/dialog-actions.tsx';
import { DialogFrame } from '#client/components/ui/dialog-frame.tsx';
import { ExportCsvButton } from '#client/components/ui/export-csv-button.tsx';
import { LabelledField } from '#client/components/ui/text-fields.tsx';
import { toast } from '#client/components/ui/use-toast';

// The same word in every language: what is typed is checked, not read.
const CONFIRM_WORD = 'CLEAR';

export function ClearDrawHistoryCard() {
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
          title: m.draws_clearedTitle,
          description: m.draws_clearedText({ count: deletedCount }),
        });
        changeOpen(false);
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <Card title={m.draws_clearCardTitle}>
      <p className="mb-4 max-w-prose text-sm text-slate-600">{m.draws_clearIntro}</p>
      <Button variant="danger" onClick={() => changeOpen(true)}>
        {m.draws_clearButton}
      </Button>
      <DialogFrame
        open={open}
        onOpenChange={changeOpen}
        title={m.draws_clearDialogTitle}
        description={m.draws_clearDialogText}
        width="lg"
      >
        <ol className="mt-4 grid gap-4">
          <li className="grid gap-2">
            <p className="text-sm font-medium text-slate-700">{m.draws_clearStepCopy}</p>
            <div>
              <ExportCsvButton href={urlOf(exports.draws)} label={m.draws_clearDownload} />
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
              <LabelledField label={m.draws_clearStepConfirm({ word: CONFIRM_WORD })}>
                {(input) => (
                  <input
                    {...input}
                    {...EXACT_TYPING}
                    value={typed}
                    onChange={(e) => setTyped(e.target.value)}
                    className={`${input.className} font-mono`}
                  />
                )}
              </LabelledField>
              <DialogActions
                label={clear.isPending ? m.draws_clearing : m.draws_clearButton}
                danger
                disabled={!confirmed || clear.isPending}
                error={error}
              />
            </form>
          </li>
        </ol>
      </DialogFrame>
    </Card>
  );
}
