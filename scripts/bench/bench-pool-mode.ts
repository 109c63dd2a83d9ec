// What transaction pooling costs the hot statements (decision 0022): the visitor's lookup and spin run
// by name, as in session mode, and unnamed, as with DATABASE_POOL_MODE=transaction, side by side in one
// run on one PostgreSQL database (alternating rounds, so the shared machine's load falls on both alike).
// Straight on the repositories, no HTTP, so the difference is the statements' alone. Reports per mode
// spins/s and CPU ms per spin (this process + the database's backends), and the ratio unnamed/named.
//
//   DATABASE_URL=postgres://app:app@127.0.0.1:5432/app npx tsx scripts/bench/bench-pool-mode.ts
//   POOL_BENCH_SPINS=2000 POOL_BENCH_ROUNDS=3 POOL_BENCH_CONCURRENCY=20 (defaults)
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '#server/db/client';
import type { Database, PoolMode } from '#server/db/types';
import { lookUpPromo, redeemPromo } from '#server/features/promo/promo.repository';

const SPINS = Number(process.env.POOL_BENCH_SPINS ?? 2000);
const ROUNDS = Number(process.env.POOL_BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.POOL_BENCH_CONCURRENCY ?? 20);
const MODES: readonly PoolMode[] = ['session', 'transaction'];

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench-pool-mode needs DATABASE_URL (a PostgreSQL to create a database on)');

/** CPU seconds (user + system) of a process; 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const name = `ld_bench_pool_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(url);
dbUrl.pathname = `/${name}`;
const direct = dbUrl.toString();

const databases = new Map<PoolMode, Database>();
for (const mode of MODES) {
  databases.set(mode, await openDatabase({ databaseUrl: direct, poolMode: mode, listenDatabaseUrl: direct }));
}
const first = databases.get('session') as Database;
const total = SPINS * ROUNDS * MODES.length + 200;
await first.db.execute(sql`insert into promo_codes (code, customer_name, prize_id, prize_name, prize_type,
    expiration_hours, expires_at)
  select 'B' || lpad(i::text, 9, '0'), 'bench', 1, 'Prize', 'normal', 24, now() + interval '1 day'
  from generate_series(1, ${total}) as i`);

const backendsCpu = async () => {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
    name,
  ]);
  return rows.reduce((sum, r) => sum + cpuSeconds(r.pid), 0);
};

let nextCode = 0;
const wheel = { normal: ['Prize'], super: ['Super'] };
async function spins(database: Database, count: number) {
  let next = 0;
  let wins = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next++;
        const code = `B${String(++nextCode).padStart(9, '0')}`;
        const ip = `10.0.${(nextCode >> 8) & 255}.${nextCode & 255}`;
        const now = new Date();
        const budget = { scope: 'guess', key: ip, limit: 120, windowMs: 600_000, now };
        const lookup = await lookUpPromo(database.db, code, budget);
        if (!lookup.found) throw new Error(`code ${code} not found`);
        const used = await redeemPromo(
          database.db,
          code,
          budget,
          { actor: 'visitor', at: now, ip },
          wheel,
          'en',
          null,
        );
        if (used) wins++;
      }
    }),
  );
  if (wins !== count) throw new Error(`${wins} of ${count} spins won`);
}

const totals = new Map(MODES.map((m) => [m, { seconds: 0, cpu: 0, spins: 0 }]));
for (const mode of MODES) await spins(databases.get(mode) as Database, 100); // warm-up: JIT, pools, plans
for (let round = 0; round < ROUNDS; round++) {
  for (const mode of round % 2 ? [...MODES].reverse() : MODES) {
    const database = databases.get(mode) as Database;
    const cpu0 = process.cpuUsage();
    const db0 = await backendsCpu();
    const t0 = process.hrtime.bigint();
    await spins(database, SPINS);
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    const own = process.cpuUsage(cpu0);
    const t = totals.get(mode) as { seconds: number; cpu: number; spins: number };
    t.seconds += seconds;
    t.cpu += (own.user + own.system) / 1e6 + ((await backendsCpu()) - db0);
    t.spins += SPINS;
  }
}

const line = (mode: PoolMode) => {
  const t = totals.get(mode) as { seconds: number; cpu: number; spins: number };
  return { spinsPerSecond: t.spins / t.seconds, cpuMsPerSpin: (t.cpu * 1000) / t.spins };
};
const named = line('session');
const unnamed = line('transaction');
const f = (n: number, d = 2) => n.toFixed(d);
console.log(`hot statements, lookup + spin per code, ${ROUNDS}×${SPINS} each, ${CONCURRENCY} in flight`);
console.log(
  `  named (session):       ${f(named.spinsPerSecond, 0)} spins/s, ${f(named.cpuMsPerSpin)} ms CPU per spin`,
);
console.log(
  `  unnamed (transaction): ${f(unnamed.spinsPerSecond, 0)} spins/s, ${f(unnamed.cpuMsPerSpin)} ms CPU per spin`,
);
console.log(
  `  unnamed/named: ${f(unnamed.spinsPerSecond / named.spinsPerSecond)}× the rate, ${f(unnamed.cpuMsPerSpin / named.cpuMsPerSpin)}× the CPU`,
);
for (const database of databases.values()) await database.close();
await admin.query(`drop database ${name} with (force)`);
await admin.end();
