// The owner's Backups tab (docs/decisions/0056-backups.md): the last backup, the next one, Backup now, the
// files with Download and Delete, the schedule and retention the server was started with, and the last
// failure in words. On PostgreSQL the server makes none: the tab says so and gives the pg_dump and
// pg_restore commands to copy. Loaded only when opened.
import { Fragment, useState, type ReactNode } from 'react';
import * as m from '#messages';
import type { Backup, BackupError, BackupList } from '#shared/api/backups';
import { backupFileUrl, useBackups, useDeleteBackup, useMakeBackup } from '#client/api/backups';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useCopy } from '#client/components/ui/clipboard';
import { ConfirmItemDialog } from '#client/components/ui/confirm-dialog.tsx';
import { LoadFailed } from '#client/components/ui/load-failed.tsx';
import { toast } from '#client/components/ui/use-toast';
import { dateTime } from '#client/i18n/format';
import { bytes, duration, list } from '#client/i18n/units';
import { errorText } from '#client/i18n/server-errors';

/** The failure in this language: as a refused Backup now says it (English: the server's own words). */
const failureWords = (failure: BackupError) =>
  errorText({ message: failure.message, code: 'backup.failed', params: { reason: failure.reason } });

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** '6 Mar 2026, 04:00 (UTC+8) · 6.8 MB · made in 0.8 seconds'. */
const aboutBackup = (backup: Backup) =>
  [
    dateTime(backup.createdAt),
    bytes(backup.size),
    backup.durationMs === null ? '' : m.backups_madeIn({ duration: duration(backup.durationMs) }),
  ]
    .filter(Boolean)
    .join(' · ');

function BackupRow({ backup, onDelete }: { backup: Backup; onDelete: (backup: Backup) => void }) {
  return (
    <li
      aria-label={backup.name}
      className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4"
    >
      <div className="min-w-0">
        {/* Smaller on a phone, so that a backup's name (41 characters) stays on one line. */}
        <div className="font-mono text-xs break-all sm:text-sm">{backup.name}</div>
        <div className="text-sm text-slate-600">{aboutBackup(backup)}</div>
      </div>
      <div className="flex flex-wrap gap-2">
        {/* A plain link: the browser streams the file to disk as the server sends it, however large,
            rather than the page holding all of it in memory first. */}
        <a href={backupFileUrl(backup.name)} download={backup.name} className={buttonClass('outline')}>
          {m.backups_download}
        </a>
        <Button variant="outline" onClick={() => onDelete(backup)}>
          {m.backups_delete}
        </Button>
      </div>
    </li>
  );
}

function Command({ label, tool, command }: { label: string; tool: string; command: string }) {
  const [copied, copy] = useCopy(m.ui_copyFailed);
  return (
    <div className="grid gap-2">
      <h4 className="font-semibold">{label}</h4>
      {/* Wrapped between its words only (a browser breaks a line after any hyphen, and '--dbname' cut
          after its first '-' reads as another option); within one only when it is longer than the line. */}
      <pre className="rounded-lg bg-slate-900 p-3 text-sm whitespace-pre-wrap text-slate-100">
        <code>
          {command.split(' ').map((word, n) => (
            <Fragment key={n}>
              {n > 0 && ' '}
              <span className="inline-block max-w-full wrap-anywhere">{word}</span>
            </Fragment>
          ))}
        </code>
      </pre>
      <div className="flex items-center gap-2">
        <Button variant="outline" aria-label={m.backups_copyCommand({ tool })} onClick={() => copy(command)}>
          {m.backups_copy}
        </Button>
        <span role="status" className="text-sm">
          {copied && m.ui_copied}
        </span>
      </div>
    </div>
  );
}

function OnPostgres({ commands }: { commands: BackupList['commands'] }) {
  return (
    <Card title={m.backups_title}>
      <div className="grid gap-5">
        <p className="text-sm text-slate-700">{m.backups_postgres}</p>
        {commands && (
          <>
            <Command label={m.backups_dumpCommand} tool="pg_dump" command={commands.dump} />
            <Command label={m.backups_restoreCommand} tool="pg_restore" command={commands.restore} />
          </>
        )}
      </div>
    </Card>
  );
}

function Embedded({ backups }: { backups: BackupList }) {
  const make = useMakeBackup();
  const remove = useDeleteBackup();
  const [deleting, setDeleting] = useState<Backup | null>(null);
  const last = backups.backups[0];
  const failure = backups.lastError;
  const backupNow = () =>
    make.mutate(undefined, {
      onSuccess: (made) =>
        toast({
          title: m.backups_made({ name: made.name }),
          description: aboutBackup(made),
        }),
      onError: (error) =>
        toast({ title: m.backups_notMade, description: error.message, variant: 'destructive' }),
    });
  return (
    <Card
      title={m.backups_title}
      actions={
        <Button onClick={backupNow} disabled={make.isPending || backups.running} aria-busy={make.isPending}>
          {make.isPending ? m.backups_making : m.backups_make}
        </Button>
      }
    >
      <div className="grid gap-5">
        <p className="text-sm text-slate-600">{m.backups_intro}</p>
        {backups.running && !make.isPending && (
          <p role="status" className="text-sm font-medium">
            {m.backups_running}
          </p>
        )}
        {failure && (
          <div
            role="alert"
            className="grid gap-1 rounded-lg border border-red-300 bg-red-50 p-4 text-red-950"
          >
            <p className="font-semibold">{m.backups_failed({ time: dateTime(failure.at) })}</p>
            <p className="break-words">{failureWords(failure)}</p>
            <p className="text-sm">{m.backups_failedRetry}</p>
          </div>
        )}
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label={m.backups_last}>{last ? aboutBackup(last) : m.backups_none}</Fact>
          <Fact label={m.backups_next}>
            {backups.nextAt ? dateTime(backups.nextAt) : m.backups_scheduleOff}
          </Fact>
          <Fact label={m.backups_schedule}>
            {backups.schedule.times.length > 0
              ? m.backups_daily({ times: list(backups.schedule.times) })
              : m.backups_scheduleOff}
          </Fact>
          <Fact label={m.backups_kept}>
            {m.backups_keepRule({ daily: backups.schedule.keepDaily, weekly: backups.schedule.keepWeekly })}
          </Fact>
          {backups.folder !== null && (
            <Fact label={m.backups_folder}>
              <span className="font-mono text-sm break-all">{backups.folder}</span>
            </Fact>
          )}
        </dl>
        <p className="text-xs text-slate-600">{m.backups_configured}</p>
        <div className="grid gap-2">
          <h4 className="font-semibold">{m.backups_files}</h4>
          {backups.backups.length === 0 ? (
            <p className="text-sm text-slate-600">{m.backups_empty}</p>
          ) : (
            <ul aria-label={m.backups_files} className="divide-y divide-slate-100 border-y border-slate-100">
              {backups.backups.map((backup) => (
                <BackupRow key={backup.name} backup={backup} onDelete={setDeleting} />
              ))}
            </ul>
          )}
        </div>
      </div>
      <ConfirmItemDialog
        item={deleting}
        onCancel={() => setDeleting(null)}
        title={(backup) => m.backups_deleteTitle({ time: dateTime(backup.createdAt) })}
        description={m.backups_deleteText}
        confirmLabel={m.backups_delete}
        danger
        busy={remove.isPending}
        onConfirm={(backup) =>
          remove.mutate(backup.name, {
            onSuccess: () => toast({ title: m.backups_deleted, description: backup.name }),
            onError: (error) =>
              toast({ title: m.backups_notDeleted, description: error.message, variant: 'destructive' }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Card>
  );
}

export function BackupsCard() {
  const backups = useBackups();
  if (backups.isError) {
    return (
      <LoadFailed
        what={m.backups_loadFailed}
        onRetry={() => void backups.refetch()}
        className="rounded-xl bg-red-50 p-6 text-center text-red-900"
      />
    );
  }
  if (!backups.data) {
    return (
      <p role="status" className="rounded-xl bg-white p-10 text-center text-slate-500">
        {m.backups_loading}
      </p>
    );
  }
  return backups.data.mode === 'postgres' ? (
    <OnPostgres commands={backups.data.commands} />
  ) : (
    <Embedded backups={backups.data} />
  );
}
