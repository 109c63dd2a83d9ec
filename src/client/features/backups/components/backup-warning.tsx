// Above the dashboard's tabs, for every operator: the last backup is more than 48 hours old (or none was
// made in that long). The owner gets the way to the Backups tab; the others are asked to tell the owner,
// whose job backups are. In the dashboard's first load: one small query and one line.
import * as m from '#messages';
import { useBackupStatus } from '#client/api/backup-status';
import { dateTime } from '#client/i18n/format';

/** `onOpen`: opens the Backups tab, for the person who may use it (the owner); null for the others. */
export function BackupWarning({ onOpen }: { onOpen: (() => void) | null }) {
  const status = useBackupStatus().data;
  if (!status?.stale) return null;
  const said = status.lastSuccessAt
    ? m.backups_staleSince({ time: dateTime(status.lastSuccessAt) })
    : m.backups_staleNone;
  return (
    <div
      role="alert"
      className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <p className="min-w-60 flex-1">{onOpen ? said : `${said} ${m.backups_staleTellOwner}`}</p>
      {onOpen && (
        <button
          type="button"
          onClick={onOpen}
          className="-mx-2 min-h-9 rounded-md px-2 font-semibold text-amber-950 underline underline-offset-2 hover:bg-amber-100"
        >
          {m.backups_staleOpen}
        </button>
      )}
    </div>
  );
}
