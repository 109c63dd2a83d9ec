// npm run db:copy at size: an embedded database of 100,000 codes and 100,000 draws (and 5,000 deposits)
// over 30 days, copied into PostgreSQL (a database of its own on the DATABASE_URL server, dropped after)
// when DATABASE_URL is set, else into a new embedded data directory. The time covers what the command
// does: the tables made by the migrations, every row copied in batches, each table's rows and checksum
// compared on both sides, the sequences set. One line:
//
//   node --import tsx scripts/bench/bench-db-copy.ts            (COPY_ROWS=10000 for a quicker run)
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '#server/db/client';
import { copyDatabase, type CopyTarget } from '#server/db/db-copy';
import { recordSummary } from './bench-summary.mjs';
import { seedCampaign } from '../../tests/support/seed-at-size';

const ROWS = Number(process.env.COPY_ROWS ?? 100_000);
const scratch = await mkdtemp(path.join(tmpdir(), 'ld-bench-copy-'));
const dataDir = path.join(scratch, 'data');
let admin: pg.Client | undefined;
let dropped: string | undefined;
try {
  const source = await openDatabase({ dataDir });
  await seedCampaign(source.db, ROWS, 30);
  await source.close();

  let to: CopyTarget;
  let into: string;
  if (process.env.DATABASE_URL) {
    dropped = `ld_bench_copy_${randomBytes(4).toString('hex')}`;
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${dropped}`);
    const version =
      (await admin.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?';
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${dropped}`;
    to = { kind: 'postgres', url: url.toString() };
    into = `PostgreSQL ${version.split(' ')[0] ?? version}`;
  } else {
    to = { kind: 'embedded', dataDir: path.join(scratch, 'copy') };
    into = 'a new embedded data directory (no DATABASE_URL)';
  }

  const copied = await copyDatabase({ from: { kind: 'embedded', dataDir }, to });
  const rows = copied.tables.reduce((sum, table) => sum + table.rows, 0);
  const seconds = (copied.ms / 1000).toFixed(1);
  const measure = `db:copy of ${ROWS.toLocaleString('en')} codes and ${ROWS.toLocaleString('en')} draws (${rows.toLocaleString('en')} rows), embedded → ${into}`;
  console.log(
    `${measure}: ${seconds} s (${Math.round(rows / (copied.ms / 1000)).toLocaleString('en')} rows/s)`,
  );
  recordSummary([{ measure, value: `${seconds} s` }]);
} finally {
  if (admin && dropped) await admin.query(`drop database if exists ${dropped} with (force)`);
  await admin?.end();
  await rm(scratch, { recursive: true, force: true });
}
