// Which backups to keep (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY), as borg and restic prune: the newest
// backup of each of the last N days that have one, then the newest of each of the last M weeks that have
// one and whose newest was not kept already. Days and weeks (Monday to Sunday) are UTC+8's. The newest
// backup of all is always kept. Pure.
import { businessDate } from '#shared/business-date';

export interface DatedBackup {
  name: string;
  createdAt: Date;
}

export const DEFAULT_KEEP_DAILY = 7;
export const DEFAULT_KEEP_WEEKLY = 4;

/** The Monday (UTC+8) of the week `at` falls in, as yyyy-mm-dd. */
function weekOf(at: Date): string {
  const day = new Date(`${businessDate(at)}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/** The names of the backups to keep; every other one may be deleted. */
export function backupsToKeep(
  backups: readonly DatedBackup[],
  keepDaily: number,
  keepWeekly: number,
): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const keep = new Set<string>();
  const rule = (periodOf: (at: Date) => string, count: number) => {
    let kept = 0;
    let last: string | null = null;
    for (const backup of newestFirst) {
      if (kept >= count) return;
      const period = periodOf(backup.createdAt);
      if (period === last) continue;
      last = period;
      // A period whose newest backup an earlier rule kept is not counted again.
      if (keep.has(backup.name)) continue;
      keep.add(backup.name);
      kept += 1;
    }
  };
  rule(businessDate, keepDaily);
  rule(weekOf, keepWeekly);
  const newest = newestFirst[0];
  if (newest) keep.add(newest.name);
  return keep;
}
