// The ceiling for redemptions on PostgreSQL: what one spin sends to the database, sent straight from the
// pg driver with no HTTP. scripts/bench/bench-redeem.mjs forks this (node --import tsx) and hands it codes
// over IPC; it redeems each through the same repository functions the route calls (the attempt budget's
// check, redeemPromo's one statement on the same driver pool and hot runner: client.ts's openDatabase, pool
// of 10) and the coalesced pg_notify the route's draws_changed push sends, at the same concurrency, and
// answers how many were redeemed, the seconds it took and the CPU it used.
import { DEFAULT_PRIZE_NAMES } from '#shared/prizes';
import { PROMO_GUESS_LIMIT, PROMO_GUESS_WINDOW_MS } from '#shared/promo-status';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client';
import { redeemPromo } from '#server/features/promo/promo.repository';
import { AttemptBudget } from '#server/plugins/attempt-budget';
import { coalesced } from '#server/lib/coalesced';

export interface BareRequest {
  codes: string[];
  concurrency: number;
  /** Addresses (10.x.y.z) of the visitors, from this index on: one each, as the HTTP pass has. */
  firstVisitor: number;
}
export interface BareAnswer {
  redeemed: number;
  seconds: number;
  /** This process's CPU (user + system) over the pass, in ms per redemption. */
  cpuMs: number;
}

/** client.ts's pool size (pg.Pool max). */
const POOL_SIZE = 10;
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, migrate: false });
const { db } = database;
const guesses = new AttemptBudget(db, {
  scope: 'promo-guess',
  limit: PROMO_GUESS_LIMIT,
  windowMs: PROMO_GUESS_WINDOW_MS,
});
// The payload the route's push sends (realtime.ts publish: origin and message).
const payload = JSON.stringify({ origin: 'bench-redeem-bare', message: { type: 'draws_changed' } });
const drawsChanged = coalesced(async () => {
  await db.execute(sql`select pg_notify('ld_events', ${payload})`);
});
const wheel = { normal: [...DEFAULT_PRIZE_NAMES.normal], super: [...DEFAULT_PRIZE_NAMES.super] };

async function spin(code: string, visitor: number): Promise<boolean> {
  const now = new Date();
  const ip = addressOf(visitor);
  const budget = await guesses.check(ip, now);
  // With a spinId, as the bench's HTTP pass and the spin page send it.
  const used = await redeemPromo(
    db,
    code,
    budget,
    { actor: 'visitor', ip, at: now },
    wheel,
    'en',
    `bench-spin-${code}`,
  );
  if (used) await drawsChanged();
  return used !== null;
}

async function pass({ codes, concurrency, firstVisitor }: BareRequest): Promise<BareAnswer> {
  let next = 0;
  let redeemed = 0;
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, codes.length) }, async () => {
      while (next < codes.length) {
        const i = next++;
        const code = codes[i];
        if (code !== undefined && (await spin(code, firstVisitor + i))) redeemed++;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const used = process.cpuUsage(cpu);
  return { redeemed, seconds, cpuMs: (used.user + used.system) / 1000 / codes.length };
}

/**
 * Opens the pool's connections again before a timed pass: node-postgres closes one idle for 10 s, and
 * reopening it (a backend started, SCRAM's key derivation on both sides) is not what a spin costs. The HTTP
 * server's pool is kept open by the validation pass that runs just before its redemptions.
 */
async function warm(): Promise<void> {
  await Promise.all(Array.from({ length: POOL_SIZE }, () => db.execute(sql`select pg_sleep(0.05)`)));
}

process.on('message', (request: BareRequest | 'warm' | 'exit') => {
  if (request === 'exit') {
    void database.close().then(() => process.exit(0));
    return;
  }
  if (request === 'warm') {
    warm().then(
      () => process.send?.('warm'),
      (error: unknown) => process.send?.({ error: String(error) }),
    );
    return;
  }
  pass(request).then(
    (answer) => process.send?.(answer),
    (error: unknown) => process.send?.({ error: String(error) }),
  );
});
process.send?.('ready');
