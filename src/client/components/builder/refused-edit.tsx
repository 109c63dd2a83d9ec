// The alert of an edit the server refused because the draft changed elsewhere meanwhile: who changed it
// and when (once the newer draft has loaded), what the refused edit was, which stays on screen, and the
// two ways on: apply it onto the newer draft (./apply-edits.ts), or drop it and load theirs.
import { useState } from 'react';
import * as m from '#messages';
import type { EditorDevice } from '#shared/api/builder-editors';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast';
import { dateTime } from '#client/i18n/format';
import { deviceText } from './editors-present';

export function RefusedEdit({
  changedBy,
  changedAt,
  edit,
  onApply,
  onDrop,
}: {
  /** The newer draft's last writer and time, once it has loaded. */
  changedBy: EditorDevice | null;
  changedAt: string | null;
  /** The refused edit in words: '1 section changed'. */
  edit: string;
  /** Applies the edit onto the newer draft; true once it is saved there. */
  onApply: () => Promise<boolean>;
  onDrop: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    setBusy(true);
    try {
      if (await onApply()) toast({ title: m.builder_appliedTitle, description: m.builder_appliedText });
    } catch (error) {
      toast({
        title: m.ui_error,
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  const text =
    changedBy && changedAt
      ? m.builder_conflictBy({ who: deviceText(changedBy), at: dateTime(changedAt, { year: false }), edit })
      : m.builder_conflictKept({ edit });
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
    >
      <p className="min-w-0 flex-1 basis-72">{text}</p>
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} aria-busy={busy || undefined} onClick={() => void apply()}>
          {busy ? m.builder_applying : m.builder_applyOnto}
        </Button>
        <Button variant="outline" disabled={busy} onClick={onDrop}>
          {m.builder_dropMine}
        </Button>
      </div>
    </div>
  );
}
