// A builder's last published versions, newest first, each with Restore. Restoring puts that version into
// the draft (nothing goes live until Publish); the builder then takes the draft.
import { useState } from 'react';
import type { PageVersion } from '#shared/api/page-builder';
import type { DraftPrefix } from '#client/api/page-drafts';
import { usePageVersions, useRestorePageVersion } from '#client/api/page-versions';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { DialogFrame } from '#client/components/ui/dialog-frame.tsx';
import { LoadError } from '#client/components/ui/load-error.tsx';
import { businessDateTime } from '#shared/business-date';

/** When a version was published, in business time with its label (SPEC §9). */
const businessTime = (iso: string): string => businessDateTime(iso) ?? iso;

export function VersionsDialog({
  prefix,
  pageName,
  noun,
  hasChanges,
  onRestored,
  onClose,
}: {
  prefix: DraftPrefix;
  /** 'home page' */
  pageName: string;
  /** What a version counts: ['section', 'sections']. */
  noun: readonly [string, string];
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
          title: 'Version restored into the draft',
          description: `The page published ${businessTime(version.savedAt)} is in the draft: review it, then Publish.`,
        });
        onClose();
      },
      onError: (error) => {
        setConfirming(null);
        toast({ title: 'Error', description: error.message, variant: 'destructive' });
      },
    });

  return (
    <DialogFrame
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Published versions"
      description={`The last 10 publishes of the ${pageName}. Restore puts that version into the draft; publish it to make it live.`}
      long
      width="md"
    >
      {versions.isPending && <p className="py-6 text-center text-sm text-slate-600">Loading versions...</p>}
      {versions.isError && (
        <LoadError what="the versions" error={versions.error} onRetry={() => void versions.refetch()} />
      )}
      {versions.data?.length === 0 && (
        <p className="py-6 text-center text-sm text-slate-600">Nothing published yet.</p>
      )}
      {versions.data && versions.data.length > 0 && (
        <ol aria-label="Published versions" className="divide-y divide-slate-200">
          {versions.data.map((version, index) => {
            const when = businessTime(version.savedAt);
            return (
              <li key={version.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold break-words text-slate-900">
                    {when}
                    {index === 0 && (
                      <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
                        Latest
                      </span>
                    )}
                  </p>
                  <p className="text-xs break-words text-slate-600">
                    {version.sections} {version.sections === 1 ? noun[0] : noun[1]} · {version.savedBy}
                  </p>
                </div>
                <Button
                  variant="outline"
                  aria-label={`Restore version from ${when}`}
                  disabled={restore.isPending}
                  onClick={() => (hasChanges ? setConfirming(version) : run(version))}
                >
                  Restore
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title="Replace the draft?"
        description={`Restoring the version of ${confirming ? businessTime(confirming.savedAt) : ''} replaces the draft's unpublished changes.`}
        confirmLabel="Restore"
        busy={restore.isPending}
        onConfirm={() => {
          if (confirming) run(confirming);
        }}
      />
    </DialogFrame>
  );
}
