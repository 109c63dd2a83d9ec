// A builder's last published versions, newest first, each with Restore. Restoring puts that version into
// the draft (nothing goes live until Publish); the builder then takes the draft.
import { useState } from 'react';
import * as m from '#messages';
import type { PageVersion } from '#shared/api/page-builder';
import type { DraftPrefix } from '#client/api/page-drafts';
import { usePageVersions, useRestorePageVersion } from '#client/api/page-versions';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast';
import { ConfirmItemDialog } from '#client/components/ui/confirm-dialog.tsx';
import { DialogFrame } from '#client/components/ui/dialog-frame.tsx';
import { LoadError } from '#client/components/ui/load-error.tsx';
import { dateTime } from '#client/i18n/format';

/** When a version was published, in business time with its label (docs/architecture.md, point 9). */
const businessTime = (iso: string): string => dateTime(iso) || iso;

/** A builder's entries counted: '2 sections' (builder_sectionCount, builder_noticeCount). */
export type EntryCount = (p: { count: number }) => string;

export function VersionsDialog({
  prefix,
  pageName,
  count,
  hasChanges,
  onRestored,
  onClose,
}: {
  prefix: DraftPrefix;
  /** 'home page' in a sentence (builder_homePage). */
  pageName: string;
  /** What a version counts: '2 sections' (builder_sectionCount). */
  count: EntryCount;
  /** A draft with changes, which a restore replaces: asked about first. */
  hasChanges: boolean;
  onRestored: () => void;
  onClose: () => void;
}) {
  const versions = usePageVersions(prefix);
  const restore = useRestorePageVersion(prefix);
  const [confirming, setConfirming] = useState<PageVersion | null>(null);

  const run = (version: PageVersion) =>
    restore.mutate(version.id, {
      onSuccess: () => {
        onRestored();
        toast({
          title: m.builder_restoredTitle,
          description: m.builder_restoredText({ at: businessTime(version.savedAt) }),
        });
        onClose();
      },
      onError: (error) => {
        setConfirming(null);
        toast({ title: m.ui_error, description: error.message, variant: 'destructive' });
      },
    });

  return (
    <DialogFrame
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={m.builder_versionsTitle}
      description={m.builder_versionsText({ page: pageName })}
      long
      width="md"
    >
      {versions.isPending && (
        <p className="py-6 text-center text-sm text-slate-600">{m.builder_versionsLoading}</p>
      )}
      {versions.isError && <LoadError what={m.builder_versionsWhat} query={versions} />}
      {versions.data?.length === 0 && (
        <p className="py-6 text-center text-sm text-slate-600">{m.builder_versionsNone}</p>
      )}
      {versions.data && versions.data.length > 0 && (
        <ol aria-label={m.builder_versionsTitle} className="divide-y divide-slate-200">
          {versions.data.map((version, index) => {
            const when = businessTime(version.savedAt);
            return (
              <li key={version.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold break-words text-slate-900">
                    {when}
                    {index === 0 && (
                      <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
                        {m.builder_versionLatest}
                      </span>
                    )}
                  </p>
                  <p className="text-xs break-words text-slate-600">
                    {count({ count: version.sections })} · {version.savedBy}
                  </p>
                </div>
                <Button
                  variant="outline"
                  aria-label={m.builder_restoreVersion({ at: when })}
                  disabled={restore.isPending}
                  onClick={() => (hasChanges ? setConfirming(version) : run(version))}
                >
                  {m.builder_restore}
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <ConfirmItemDialog
        item={confirming}
        onCancel={() => setConfirming(null)}
        title={m.builder_replaceTitle}
        description={(version) => m.builder_replaceText({ at: businessTime(version.savedAt) })}
        confirmLabel={m.builder_restore}
        busy={restore.isPending}
        onConfirm={run}
      />
    </DialogFrame>
  );
}
