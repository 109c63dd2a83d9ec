// Copies a Lucky Draw database into another, empty one (docs/decisions/0057-db-copy.md): the embedded
// database in DATA_DIR, or a backup file, into PostgreSQL (the move off the laptop), or PostgreSQL into
// a new embedded data directory (a copy of production to try things on). Every refusal comes before
// anything is written. The target's tables are made by the migrations, up to the source's own last one;
// every table is copied in the order its foreign keys need, in batches, in one transaction that commits
// only once each table's rows and checksum match the source's and the sequences are past their highest
// id; then the migrations after the source's bring the copy up to date, as the next start would.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { migrations, type Migration } from '../lib/product';
import { connectChecked, openDatabase } from './client';
import { acquireDataDirLock, DataDirInUseError } from './data-dir-lock';
import { migrateDatabase, migrationsUpTo } from './migrate';
import { checkBackup, RestoreRefusal, unpackBackup } from './restore';
import * as schema from './schema';
import { lastMigrationAppliedAt, tableContent, useCanonicalText } from './table-counts';
import type { Database, Db } from './types';

/** Where a copy comes from: DATA_DIR's embedded database, a backup file, or a PostgreSQL database. */
export type CopySource =
  | { kind: 'embedded'; dataDir: string }
  | { kind: 'backup'; file: string }
  | { kind: 'postgres'; url: string };

/** Where it goes: an empty PostgreSQL database, or a new embedded data directory. */
export type CopyTarget = { kind: 'postgres'; url: string } | { kind: 'embedded'; dataDir: string };

export type CopyRefusalReason =
  'missing' | 'in_use' | 'not_empty' | 'unreachable' | 'not_allowed' | 'newer' | 'backup';

/** Why a copy was refused, in words; nothing was written. */
export class CopyRefusal extends Error {
  override name = 'CopyRefusal';
  constructor(
    readonly reason: CopyRefusalReason,
    message: string,
  ) {
    super(message);
  }
}

export interface CopyOptions {
  from: CopySource;
  to: CopyTarget;
  /** Progress, a line at a time. */
  say?: (line: string) => void;
}

export interface CopiedTable {
  name: string;
  rows: number;
  checksum: string;
}

export interface CopyReport {
  /** In the order they were copied. */
  tables: CopiedTable[];
  /** The source's last migration, and the last one the copy has now. */
  migration: { source: string; target: string };
  sequences: number;
  ms: number;
}

/** The source, open. */
interface Source {
  db: Db;
  /** What it is, for the progress lines. */
  label: string;
  close: () => Promise<void>;
}

/** The target, checked: nothing is written to it before create. */
interface Target {
  label: string;
  /** Makes the tables by the migrations of `folder` (this build's when undefined); the database. */
  create: (folder: string | undefined) => Promise<Db>;
  /** Runs this build's migrations that the copy has not had. */
  migrateRest: () => Promise<void>;
  /** Puts the finished copy where it was asked for (a new data directory takes its name). */
  finish: () => Promise<void>;
  /** Lets go of it; what finish did not put in place is removed. */
  close: () => Promise<void>;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/** An error's words, without a closing full stop, for a sentence to go on after them. */
const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).replace(/\.$/, '');

/** Rows per batch at most, and the bytes of text a batch aims at: images make a few rows megabytes. */
const MAX_BATCH_ROWS = 1_000;
const BATCH_BYTES = 4 * 1024 * 1024;

/** The tables this build's schema defines. */
function schemaTables(): string[] {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table));
}

/** The tables of a database's public schema, by name. */
async function publicTables(db: Db): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(
      sql`select relname as name from pg_class
        where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`,
    ),
  ).map((row) => row.name);
}

/** A PostgreSQL connection checked as the server checks DATABASE_URL, or the refusal naming host and port. */
async function connectPostgres(url: string, option: '--from' | '--to'): Promise<pg.Client> {
  try {
    return await connectChecked(url, option);
  } catch (err) {
    throw new CopyRefusal('unreachable', reasonOf(err));
  }
}

const placeOfClient = (client: pg.Client) =>
  `PostgreSQL at ${client.host.includes(':') ? `[${client.host}]` : client.host}:${client.port}, database "${client.database ?? ''}" as user "${client.user ?? ''}"`;

async function openSource(from: CopySource, say: (line: string) => void): Promise<Source> {
  if (from.kind === 'postgres') {
    const client = await connectPostgres(from.url, '--from');
    return { db: drizzlePg({ client, schema }), label: placeOfClient(client), close: () => client.end() };
  }
  if (from.kind === 'embedded') {
    const dataDir = path.resolve(from.dataDir);
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      throw new CopyRefusal(
        'missing',
        `DATA_DIR ${dataDir} holds no database: nothing to copy (set DATA_DIR to the folder the server runs on, or give a backup with --from FILE)`,
      );
    }
    let lock;
    try {
      lock = await acquireDataDirLock(dataDir);
    } catch (err) {
      if (!(err instanceof DataDirInUseError)) throw err;
      throw new CopyRefusal(
        'in_use',
        `DATA_DIR ${dataDir} is in use by a running Lucky Draw (pid ${err.pid ?? 'unknown'}): stop the server, then copy`,
      );
    }
    try {
      const database = await openDatabase({ dataDir, migrate: false });
      return {
        db: database.db,
        label: `the embedded database in DATA_DIR ${dataDir}`,
        close: async () => {
          await database.close();
          await lock.release();
        },
      };
    } catch (err) {
      await lock.release();
      throw err;
    }
  }
  const file = path.resolve(from.file);
  let work: string | undefined;
  try {
    const manifest = await checkBackup(file, say);
    // The backup is unpacked to be read, as a restore would, but into a folder of this copy's own.
    work = await mkdtemp(path.join(tmpdir(), 'ld-copy-source-'));
    await unpackBackup(file, manifest, work, say);
    const database = await openDatabase({ dataDir: work, migrate: false });
    const unpacked = work;
    return {
      db: database.db,
      label: `the backup ${file}`,
      close: async () => {
        await database.close();
        await rm(unpacked, { recursive: true, force: true });
      },
    };
  } catch (err) {
    if (work) await rm(work, { recursive: true, force: true });
    if (err instanceof RestoreRefusal) {
      throw new CopyRefusal(
        err.reason === 'missing' ? 'missing' : 'backup',
        err.reason === 'missing' ? err.message : `${path.basename(file)} cannot be copied: ${err.message}`,
      );
    }
    throw err;
  }
}

/** The migration a database's last applied one is, or a refusal for one this build does not know. */
async function migrationOf(db: Db, label: string): Promise<Migration> {
  const appliedAt = await lastMigrationAppliedAt(db).catch(() => null);
  const known = migrations();
  if (appliedAt === null) {
    throw new CopyRefusal('missing', `${label} holds no Lucky Draw database (it has had no migrations)`);
  }
  const migration = known.find((m) => m.when === appliedAt);
  if (!migration) {
    throw new CopyRefusal(
      'newer',
      `${label} is at a migration this version of Lucky Draw (up to ${known.at(-1)?.tag ?? 'none'}) does not know: update Lucky Draw, then copy`,
    );
  }
  return migration;
}

async function openPostgresTarget(
  url: string,
  source: Migration,
  ours: ReadonlySet<string>,
): Promise<Target> {
  const client = await connectPostgres(url, '--to');
  const db = drizzlePg({ client, schema });
  const place = placeOfClient(client);
  try {
    const [may] = rowsOf<{ onDatabase: boolean; onSchema: boolean | null }>(
      await db.execute(
        sql`select has_database_privilege(current_database(), 'CREATE') as "onDatabase",
          (select has_schema_privilege(oid, 'CREATE') from pg_namespace where nspname = 'public') as "onSchema"`,
      ),
    );
    // The migrations make a schema of their own (the record of what they applied) and the chat search's
    // extension, which need CREATE on the database, and the tables, which need it on schema public.
    const lacking = [
      ...(may?.onDatabase ? [] : [`CREATE on database "${client.database ?? ''}"`]),
      ...(may?.onSchema ? [] : ['CREATE on schema public']),
    ];
    if (lacking.length > 0) {
      throw new CopyRefusal(
        'not_allowed',
        `user "${client.user ?? ''}" may not create tables in ${place} (it lacks ${lacking.join(' and ')}): copy as the database's owner (createdb -O USER DATABASE makes one), or have the owner grant them`,
      );
    }
    const present = (await publicTables(db)).filter((name) => ours.has(name));
    const holding: string[] = [];
    for (const name of present) {
      const [row] = rowsOf<{ any: boolean }>(
        await db.execute(sql`select exists (select 1 from ${sql.identifier(name)}) as "any"`),
      );
      if (row?.any) holding.push(name);
    }
    if (holding.length > 0) {
      throw new CopyRefusal(
        'not_empty',
        `${place} is not empty: its tables ${holding.slice(0, 5).join(', ')}${holding.length > 5 ? ', …' : ''} hold rows (a Lucky Draw that has started on it made at least its owner). db:copy copies only into a database none of whose tables hold rows: drop it and create it again (dropdb, then createdb -O USER DATABASE), or name another`,
      );
    }
    const [record] = rowsOf<{ at: string | null }>(
      await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as at`),
    );
    if (record?.at) {
      const at = await lastMigrationAppliedAt(db);
      if (at !== null && at > source.when) {
        throw new CopyRefusal(
          'newer',
          `${place} has had migrations after the source's last (${source.tag}): start this version of Lucky Draw on the source once, so that it has them too, stop it, then copy; or drop the target and create it again`,
        );
      }
    }
  } catch (err) {
    await client.end();
    throw err;
  }
  return {
    label: place,
    create: async (folder) => {
      await migrateDatabase({ kind: 'postgres', db }, url, folder);
      return db;
    },
    migrateRest: () => migrateDatabase({ kind: 'postgres', db }, url),
    finish: async () => undefined,
    close: () => client.end(),
  };
}

async function openEmbeddedTarget(dataDir: string): Promise<Target> {
  const dir = path.resolve(dataDir);
  const held = await readdir(dir).catch((err: unknown) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [] as string[];
    throw err;
  });
  if (held.length > 0) {
    throw new CopyRefusal(
      'not_empty',
      `${dir} is not empty (it holds ${held.slice(0, 3).join(', ')}${held.length > 3 ? ', …' : ''}): name a new folder for the copy`,
    );
  }
  // Made beside, under another name, and renamed once whole: a copy that fails leaves no database that
  // looks like one where it was asked for.
  const work = `${dir}.copying-${process.pid}`;
  let database: Database | undefined;
  let finished = false;
  return {
    label: `a new embedded database in ${dir}`,
    create: async (folder) => {
      await rm(work, { recursive: true, force: true });
      database = await openDatabase({ dataDir: work, ...(folder ? { migrationsFolder: folder } : {}) });
      return database.db;
    },
    migrateRest: async () => {
      if (database) await migrateDatabase(database, undefined);
    },
    finish: async () => {
      await database?.close();
      finished = true;
      if (existsSync(dir)) await rmdir(dir);
      await rename(work, dir);
    },
    close: async () => {
      if (finished) return;
      await database?.close();
      await rm(work, { recursive: true, force: true });
    },
  };
}

interface Column {
  name: string;
  /** As the target's catalog writes it, e.g. `numeric(12,2)`, `timestamp with time zone`. */
  type: string;
}

interface TablePlan {
  name: string;
  /** Every column but the generated ones, which each database computes itself. */
  columns: Column[];
  /** The primary key's columns, the order rows are read in. */
  key: string[];
  bytes: boolean;
}

interface SequencePlan {
  name: string;
  /** The column it numbers, when it belongs to one. */
  owner: { table: string; column: string } | undefined;
}

async function columnsOf(db: Db): Promise<Map<string, Column[]>> {
  const rows = rowsOf<{ table: string; name: string; type: string }>(
    await db.execute(
      sql`select c.relname as "table", a.attname as name, format_type(a.atttypid, a.atttypmod) as type
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
          and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
    ),
  );
  const tables = new Map<string, Column[]>();
  for (const row of rows) {
    const columns = tables.get(row.table) ?? [];
    columns.push({ name: row.name, type: row.type });
    tables.set(row.table, columns);
  }
  return tables;
}

/**
 * The tables in an order where each comes after every table its foreign keys name (Kahn's, by name
 * among equals); a reference of a table to itself needs nothing before it. A cycle between tables has
 * no such order and is said.
 */
export function dependencyOrder(
  tables: readonly string[],
  references: readonly { child: string; parent: string }[],
): string[] {
  const parents = new Map(tables.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent);
  }
  const order: string[] = [];
  const left = new Set(tables);
  while (left.size > 0) {
    const ready = [...left].filter((name) => [...(parents.get(name) ?? [])].every((p) => !left.has(p)));
    if (ready.length === 0) {
      throw new Error(
        `the foreign keys between ${[...left].sort().join(', ')} go round in a circle: no order copies them`,
      );
    }
    const next = ready.sort()[0] as string;
    order.push(next);
    left.delete(next);
  }
  return order;
}

/** What to copy: the target's tables (which the migrations made as the source's), in dependency order. */
async function planCopy(source: Db, target: Db): Promise<{ tables: TablePlan[]; sequences: SequencePlan[] }> {
  const [from, to] = [await columnsOf(source), await columnsOf(target)];
  const names = (columns: Map<string, Column[]>) =>
    [...columns].map(([table, cols]) => `${table}(${cols.map((c) => c.name).join(',')})`).sort();
  if (JSON.stringify(names(from)) !== JSON.stringify(names(to))) {
    const only = (a: string[], b: string[]) => a.filter((x) => !b.includes(x));
    throw new Error(
      `the source's tables are not those the migrations made in the target (source only: ${only(names(from), names(to)).join(' ') || '-'}; target only: ${only(names(to), names(from)).join(' ') || '-'})`,
    );
  }
  const references = rowsOf<{ child: string; parent: string }>(
    await target.execute(
      sql`select child.relname as child, parent.relname as parent
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
    ),
  );
  const keys = rowsOf<{ table: string; columns: string[] }>(
    await target.execute(
      sql`select c.relname as "table",
          array(select a.attname from unnest(i.indkey) with ordinality k(attnum, n)
            join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum order by k.n)::text[] as columns
        from pg_index i join pg_class c on c.oid = i.indrelid
        where i.indisprimary and c.relnamespace = 'public'::regnamespace`,
    ),
  );
  const keyOf = new Map(keys.map((row) => [row.table, row.columns]));
  const tables = dependencyOrder([...to.keys()], references).map((name) => {
    const columns = to.get(name) ?? [];
    return {
      name,
      columns,
      key: keyOf.get(name) ?? [],
      bytes: columns.some((column) => column.type === 'bytea'),
    };
  });
  const sequences = rowsOf<{ name: string; table: string | null; column: string | null }>(
    await target.execute(
      sql`select s.relname as name, t.relname as "table", a.attname as "column"
        from pg_class s
        left join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid
          and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
        left join pg_class t on t.oid = d.refobjid
        left join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where s.relkind = 'S' and s.relnamespace = 'public'::regnamespace
        order by s.relname`,
    ),
  ).map((row) => ({
    name: row.name,
    owner: row.table && row.column ? { table: row.table, column: row.column } : undefined,
  }));
  return { tables, sequences };
}

const CURSOR = sql.identifier('ld_copy');

/** Copies one table's rows from the source's snapshot into the target, a batch at a time, as text. */
async function copyRows(source: Db, target: Db, table: TablePlan): Promise<number> {
  const columns = table.columns.map((column) => sql.identifier(column.name));
  const order = table.key.length
    ? sql` order by ${sql.join(
        table.key.map((name) => sql.identifier(name)),
        sql`, `,
      )}`
    : sql``;
  await source.execute(
    sql`declare ${CURSOR} no scroll cursor for select ${sql.join(
      table.columns.map((column) => sql`${sql.identifier(column.name)}::text`),
      sql`, `,
    )} from ${sql.identifier(table.name)}${order}`,
  );
  // Each value travels as its text, which its type reads back exactly, in one array per column.
  const aliases = table.columns.map((_, i) => sql.identifier(`c${i}`));
  const casts = table.columns.map((column, i) => sql`${aliases[i]}::${sql.raw(column.type)}`);
  const read = async (count: number) =>
    rowsOf<Record<string, string | null>>(
      await source.execute(sql`fetch forward ${sql.raw(String(count))} from ${CURSOR}`),
    );
  let rows = 0;
  let size = table.bytes ? 16 : MAX_BATCH_ROWS;
  let next = read(size);
  try {
    for (;;) {
      const batch = await next;
      if (batch.length === 0) break;
      const full = batch.length === size;
      const values = table.columns.map((column) => batch.map((row) => row[column.name] ?? null));
      const bytes = values.reduce((sum, list) => sum + list.reduce((n, v) => n + (v?.length ?? 0), 0), 0);
      size = Math.max(1, Math.min(MAX_BATCH_ROWS, Math.floor((size * BATCH_BYTES) / Math.max(bytes, 1))));
      // The next batch is read while this one is written: the two sides work at once.
      next = full ? read(size) : Promise.resolve([]);
      await target.execute(
        sql`insert into ${sql.identifier(table.name)} (${sql.join(columns, sql`, `)}) overriding system value
          select ${sql.join(casts, sql`, `)}
          from unnest(${sql.join(
            values.map((list) => sql`${sql.param(list)}::text[]`),
            sql`, `,
          )}) as u(${sql.join(aliases, sql`, `)})`,
      );
      rows += batch.length;
    }
  } finally {
    // A read under way when a write failed still has to end before the transaction does.
    await next.catch(() => undefined);
  }
  await source.execute(sql`close ${CURSOR}`);
  return rows;
}

/**
 * Sets each sequence past the highest id its column holds, and never below where the source's stood:
 * ids the source gave out to rows since deleted are not given out again.
 */
async function setSequences(source: Db, target: Db, sequences: readonly SequencePlan[]): Promise<void> {
  for (const sequence of sequences) {
    const qualified = `public."${sequence.name.replaceAll('"', '""')}"`;
    const [was] = rowsOf<{ last: string; called: boolean }>(
      await source.execute(
        sql`select last_value::text as last, is_called as called from ${sql.identifier(sequence.name)}`,
      ),
    );
    let highest = was?.called ? BigInt(was.last) : 0n;
    if (sequence.owner) {
      const [row] = rowsOf<{ max: string | null }>(
        await target.execute(
          sql`select max(${sql.identifier(sequence.owner.column)})::text as max from ${sql.identifier(sequence.owner.table)}`,
        ),
      );
      if (row?.max && BigInt(row.max) > highest) highest = BigInt(row.max);
    }
    await target.execute(
      highest > 0n
        ? sql`select setval(${qualified}::regclass, ${highest.toString()}::bigint, true)`
        : sql`select setval(${qualified}::regclass, 1, false)`,
    );
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Copies `from` into `to`; see the top of this file. Throws a CopyRefusal before writing anything. */
export async function copyDatabase(options: CopyOptions): Promise<CopyReport> {
  const say = options.say ?? (() => undefined);
  const began = performance.now();
  const undo: (() => Promise<void>)[] = [];
  // Once the copy's transaction commits, a PostgreSQL target holds the rows whatever fails after.
  let committed = false;
  try {
    const source = await openSource(options.from, say);
    undo.push(source.close);
    const migration = await migrationOf(source.db, source.label);
    say(`From ${source.label}, at migration ${migration.tag}.`);
    const ours = new Set([...schemaTables(), ...(await publicTables(source.db))]);
    const target =
      options.to.kind === 'postgres'
        ? await openPostgresTarget(options.to.url, migration, ours)
        : await openEmbeddedTarget(options.to.dataDir);
    undo.push(target.close);
    say(
      `To ${target.label}: empty${options.to.kind === 'postgres' ? ', and its user may create tables' : ''}.`,
    );

    // From here the target is written. Its tables are made as the source's version made them.
    const newest = migrations().at(-1);
    const upTo = newest?.tag === migration.tag ? undefined : await migrationsUpTo(migration.tag);
    if (upTo) undo.push(upTo.remove);
    say(`Creating the tables by the migrations, up to ${migration.tag} ...`);
    const copy = await target.create(upTo?.folder);
    const plan = await planCopy(source.db, copy);
    say(
      `Copying ${plan.tables.length} tables, each after the tables it refers to, in batches (rows, checksum, time):`,
    );
    const width = Math.max(...plan.tables.map((table) => table.name.length));
    const tables: CopiedTable[] = [];
    // One snapshot of the source, so that a PostgreSQL in use is copied as it was at one moment; one
    // transaction in the target, so that a failure leaves it with no rows and the copy can simply run again.
    await source.db.transaction(
      async (from) => {
        await useCanonicalText(from);
        await copy.transaction(async (to) => {
          await useCanonicalText(to);
          for (const table of plan.tables) {
            const start = performance.now();
            await copyRows(from, to, table);
            const [was, is] = [await tableContent(from, table.name), await tableContent(to, table.name)];
            if (was.rows !== is.rows || was.checksum !== is.checksum) {
              throw new Error(
                `${table.name} differs after the copy (source ${was.rows} rows, checksum ${was.checksum}; copy ${is.rows} rows, checksum ${is.checksum})`,
              );
            }
            tables.push({ name: table.name, rows: is.rows, checksum: is.checksum });
            say(
              `  ${table.name.padEnd(width)} ${is.rows.toLocaleString('en').padStart(11)} ${is.rows === 1 ? 'row ' : 'rows'}  ${is.checksum}  ${seconds(performance.now() - start)}`,
            );
          }
          await setSequences(from, to, plan.sequences);
        });
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    committed = options.to.kind === 'postgres';
    say(
      `Every table's rows and checksum match the source's; ${plan.sequences.length} sequences set past their highest id.`,
    );
    if (upTo) {
      say(`Bringing the copy up to date: the migrations after ${migration.tag} ...`);
      await target.migrateRest();
    }
    await target.finish();
    return {
      tables,
      migration: { source: migration.tag, target: newest?.tag ?? migration.tag },
      sequences: plan.sequences.length,
      ms: performance.now() - began,
    };
  } catch (err) {
    if (err instanceof CopyRefusal) throw err;
    throw new Error(
      committed
        ? `${reasonOf(err)}. The rows were copied and checked, at the source's migration; the server's next start runs the migrations after it`
        : `${reasonOf(err)}. The target holds no rows of it (the copy is one transaction): once the cause is fixed, run the same command again`,
      { cause: err },
    );
  } finally {
    for (const step of undo.reverse()) await step().catch(() => undefined);
  }
}
