// npm run restore -- FILE [--replace]: a backup back into DATA_DIR, with the server stopped
// (db/restore.ts; README, Backups). Reads DATA_DIR and BACKUP_DIR as the server does. Exit status 0
// restored, 1 refused or failed (saying why; DATA_DIR as it was), 2 a command line it does not take.
import path from 'node:path';
import { RestoreRefusal, restoreBackup } from '../db/restore';
import { readEnv } from '../env';
import { exitWith } from './exit-with';

const USAGE = `Usage: npm run restore -- FILE [--replace]

Brings the backup FILE (a lucky-draw-….tar.gz from BACKUP_DIR or the dashboard) back into DATA_DIR.
Stop the server first. The file is checked whole before anything is written.

  --replace   DATA_DIR holds a database: put the backup in its place, keeping the present one
              beside it, renamed with the time (nothing is deleted)`;

const say = (line: string) => process.stdout.write(`${line}\n`);

type Command =
  { kind: 'restore'; file: string; replace: boolean } | { kind: 'help' } | { kind: 'wrong'; problem: string };

function parse(args: readonly string[]): Command {
  let file: string | undefined;
  let replace = false;
  for (const arg of args) {
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    if (arg === '--replace') replace = true;
    else if (arg.startsWith('-')) return { kind: 'wrong', problem: `unknown option ${arg}` };
    else if (file === undefined) file = arg;
    else return { kind: 'wrong', problem: `one backup file at a time (${file}, ${arg})` };
  }
  return file === undefined
    ? { kind: 'wrong', problem: 'name the backup file to restore' }
    : { kind: 'restore', file, replace };
}

async function main(): Promise<number> {
  const parsed = parse(process.argv.slice(2));
  if (parsed.kind === 'help') {
    say(USAGE);
    return 0;
  }
  if (parsed.kind === 'wrong') {
    process.stderr.write(`${parsed.problem}\n\n${USAGE}\n`);
    return 2;
  }
  const env = readEnv();
  if (env.databaseUrl) {
    process.stderr.write(
      'DATABASE_URL is set: this site runs on PostgreSQL, whose backups are its own (pg_dump and pg_restore; README, Backups). Unset it to restore the embedded database in DATA_DIR.\n',
    );
    return 1;
  }
  // npm runs a script in the package's folder; a relative FILE was meant from where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), parsed.file);
  try {
    const { manifest, keptAt } = await restoreBackup({
      file,
      dataDir: env.dataDir,
      backupDir: env.backups.dir,
      replace: parsed.replace,
      say,
    });
    say(`Restored into DATA_DIR ${path.resolve(env.dataDir)}.`);
    if (keptAt) say(`The data directory it replaced is kept at ${keptAt}: delete it once the site works.`);
    say(
      `Start the server (npm start): the backup's database is at migration ${manifest.migration.tag ?? '?'}, and an older one is brought up to date as it starts.`,
    );
    return 0;
  } catch (err) {
    if (err instanceof RestoreRefusal) {
      process.stderr.write(`Not restored: ${err.message}. DATA_DIR was not changed.\n`);
      return 1;
    }
    process.stderr.write(`Restore failed: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}

exitWith(main);
