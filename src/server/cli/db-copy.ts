// npm run db:copy -- --to postgres://… [--from FILE] | --from postgres://… --to-embedded DIR: a Lucky Draw
// database copied into an empty one (db/db-copy.ts; docs/deploy.md, From the laptop to PostgreSQL).
// Reads DATA_DIR as the server does. Exit status 0 copied, 1 refused or failed (saying why; the target
// holds no rows), 2 a command line it does not take.
import path from 'node:path';
import { CopyRefusal, copyDatabase, type CopySource, type CopyTarget } from '../db/db-copy';
import { readEnv } from '../env';
import { exitWith } from './exit-with';

const USAGE = `Usage: npm run db:copy -- --to postgres://USER:PASSWORD@HOST:PORT/DATABASE [--from FILE]
       npm run db:copy -- --from postgres://USER:PASSWORD@HOST:PORT/DATABASE --to-embedded DIR

Copies a Lucky Draw database into an empty one: its tables are made by the migrations, every row is
copied and compared (row counts and checksums), the sequences are set past the highest ids.

  --to URL           an empty PostgreSQL database, whose user may create tables
  --to-embedded DIR  a new embedded data directory (a folder that does not exist, or is empty)
  --from FILE        a backup file (lucky-draw-….tar.gz), checked whole first
  --from URL         a PostgreSQL database, read in one snapshot (it may be in use)
                     Without --from: the embedded database in DATA_DIR; stop the server first.`;

const say = (line: string) => process.stdout.write(`${line}\n`);

/** A message ending as a sentence does, whether or not it ended in a question. */
const sentence = (text: string) => (/[.?!]$/.test(text) ? text : `${text}.`);

const isPostgresUrl = (value: string) => /^postgres(ql)?:\/\//i.test(value);

type Command =
  | { kind: 'copy'; from: CopySource | undefined; to: CopyTarget }
  | { kind: 'help' }
  | { kind: 'wrong'; problem: string };

function parse(args: readonly string[], base: string): Command {
  const given = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    const [name = '', inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg];
    if (!['--to', '--to-embedded', '--from'].includes(name)) {
      return {
        kind: 'wrong',
        problem: arg.startsWith('-') ? `unknown option ${name}` : `${arg}: say what it is (--from or --to)`,
      };
    }
    const value = inline ?? args[++i];
    if (value === undefined || value === '') return { kind: 'wrong', problem: `${name} needs a value` };
    if (given.has(name)) return { kind: 'wrong', problem: `${name} given twice` };
    given.set(name, value);
  }
  const to = given.get('--to');
  const toEmbedded = given.get('--to-embedded');
  const from = given.get('--from');
  if (to !== undefined && toEmbedded !== undefined)
    return { kind: 'wrong', problem: 'one target at a time: --to or --to-embedded' };
  if (to === undefined && toEmbedded === undefined)
    return { kind: 'wrong', problem: 'say where to copy to: --to postgres://… or --to-embedded DIR' };
  if (to !== undefined && !isPostgresUrl(to)) {
    return {
      kind: 'wrong',
      problem: `--to takes a PostgreSQL URL (postgres://…), not ${JSON.stringify(to)}; for a new embedded data directory use --to-embedded DIR`,
    };
  }
  return {
    kind: 'copy',
    from:
      from === undefined
        ? undefined
        : isPostgresUrl(from)
          ? { kind: 'postgres', url: from }
          : { kind: 'backup', file: path.resolve(base, from) },
    to:
      to !== undefined
        ? { kind: 'postgres', url: to }
        : { kind: 'embedded', dataDir: path.resolve(base, toEmbedded ?? '') },
  };
}

/** The URL as the operator would set it as DATABASE_URL, its password left for them to fill in. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = 'PASSWORD';
    return parsed.toString();
  } catch {
    return url;
  }
}

async function main(): Promise<number> {
  // npm runs a script in the package's folder; a relative path was meant from where the command was typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  const parsed = parse(process.argv.slice(2), base);
  if (parsed.kind === 'help') {
    say(USAGE);
    return 0;
  }
  if (parsed.kind === 'wrong') {
    process.stderr.write(`${parsed.problem}\n\n${USAGE}\n`);
    return 2;
  }
  const from: CopySource = parsed.from ?? { kind: 'embedded', dataDir: readEnv().dataDir };
  try {
    const copied = await copyDatabase({ from, to: parsed.to, say });
    const rows = copied.tables.reduce((sum, table) => sum + table.rows, 0);
    say(
      `Copied ${copied.tables.length} tables, ${rows.toLocaleString('en')} rows, in ${(copied.ms / 1000).toFixed(1)} s; the copy is at migration ${copied.migration.target}.`,
    );
    if (parsed.to.kind === 'postgres') {
      say(`Start the server on it: DATABASE_URL='${withoutPassword(parsed.to.url)}' npm start`);
      say(
        'The admin sessions were copied too, but a browser signs in again at a new address. The source was only read: keep it, and a backup of it, until the site works on PostgreSQL.',
      );
    } else {
      say(
        `Try it beside the live site: DATA_DIR='${parsed.to.dataDir}' PORT=5001 BACKUP_SCHEDULE=off npm start`,
      );
    }
    return 0;
  } catch (err) {
    if (err instanceof CopyRefusal) {
      process.stderr.write(`Not copied: ${sentence(err.message)} Nothing was written.\n`);
      return 1;
    }
    process.stderr.write(`Copy failed: ${sentence(err instanceof Error ? err.message : String(err))}\n`);
    return 1;
  }
}

exitWith(main);
