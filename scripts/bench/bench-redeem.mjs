// Redemptions and validations per second through the built server, at CONCURRENCY clients with
// keep-alive, on distinct one-use codes; and the proof that nothing was over-redeemed: every code
// succeeds exactly once, a second pass on the same codes is refused (409) for every one of them, and
// the admin table shows useCount 1 on each. Embedded PGlite by default; PostgreSQL when DATABASE_URL
// is set. Build first (`DIST_DIR=dist-x npm run build`) and pass the same DIST_DIR.
//
//   DIST_DIR=dist-x node scripts/bench/bench-redeem.mjs
//   REDEEM_CODES=3000 REDEEM_ROUNDS=3 REDEEM_CONCURRENCY=50 (defaults); REDEEM_DATABASES=postgres
//
// Each round creates REDEEM_CODES fresh codes (untimed, through the admin API), times one validation
// of each, then one redemption of each, then checks the second pass. The median of the rounds is
// printed last, as JSON too (for scripts/bench/bench.mjs). On PostgreSQL each round then redeems as many
// fresh codes through scripts/bench/bench-redeem-bare.ts (the same repository calls on the same driver pool,
// no HTTP) at the same concurrency: the ceiling, printed as HTTP ÷ bare with the CPU of each.
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { cpuSeconds, createCodes, jsonPoster, median, pool, tally } from './bench-load.mjs';
import { adminCookie, startBuiltServer } from './bench-server.mjs';
import { recordSummary } from './bench-summary.mjs';

const CODES = Number(process.env.REDEEM_CODES ?? 3000);
const ROUNDS = Number(process.env.REDEEM_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.REDEEM_CONCURRENCY ?? 50);
/** Untimed requests before the first round (JIT, plan caches, connection pool). */
const WARMUP = 400;

/** Visitors come from many addresses (TRUST_PROXY=1), as they would behind a load balancer. */
const addressOf = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/**
 * The machine is shared, so requests/s move with whatever else runs; CPU time per request does not. The
 * server's own, and on a local PostgreSQL that of its backends serving this database.
 */
async function cpuMeter(serverPid) {
  let backends = async () => [];
  if (process.env.DATABASE_URL && /@(127\.0\.0\.1|localhost)[:/]/.test(process.env.DATABASE_URL)) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    backends = async () => {
      const { rows } = await admin.query(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return rows.map((r) => r.pid);
    };
    const closeBefore = meterClose;
    meterClose = async () => {
      await closeBefore();
      await admin.end();
    };
  }
  const read = async () => {
    const pids = await backends();
    const own = process.cpuUsage();
    return {
      server: cpuSeconds(serverPid),
      db: new Map(pids.map((pid) => [pid, cpuSeconds(pid)])),
      generator: (own.user + own.system) / 1e6,
    };
  };
  // By backend: the pool closes a connection idle for 10 s and opens another, whose CPU starts from 0.
  const dbSeconds = (before, after) =>
    [...after.db].reduce((sum, [pid, cpu]) => sum + cpu - (before.db.get(pid) ?? 0), 0);
  return {
    async measure(count, run) {
      const before = await read();
      const result = await run();
      const after = await read();
      return {
        ...result,
        serverCpuMs: ((after.server - before.server) * 1000) / count,
        dbCpuMs: (dbSeconds(before, after) * 1000) / count,
        generatorCpuMs: ((after.generator - before.generator) * 1000) / count,
      };
    },
  };
}
let meterClose = async () => {};

/** Every code of the round, from the admin table: each must show exactly one use. */
async function checkTable(base, cookie, codes) {
  const wanted = new Set(codes);
  const seen = new Map();
  for (let page = 1; seen.size < wanted.size; page++) {
    const res = await fetch(`${base}/api/admin/promo-codes?page=${page}&pageSize=100`, {
      headers: { cookie },
    });
    const { items } = await res.json();
    if (items.length === 0) break;
    for (const item of items) if (wanted.has(item.code)) seen.set(item.code, item.useCount);
  }
  const wrong = [...wanted].filter((c) => seen.get(c) !== 1);
  if (wrong.length > 0) throw new Error(`${wrong.length} codes do not show useCount 1 (e.g. ${wrong[0]})`);
}

/**
 * On PostgreSQL, the ceiling: scripts/bench/bench-redeem-bare.ts, the same repository calls on the same
 * driver pool with no HTTP; `pass(codes, firstVisitor)` redeems them there and answers { redeemed, seconds,
 * cpuMs }.
 */
async function bareDriver() {
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-redeem-bare.ts'), {
    // BENCH_NODE_ARGS (e.g. --cpu-prof) applies to the bare side too, so both can be profiled alike.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    stdio: 'inherit',
  });
  const next = () =>
    new Promise((resolve, reject) => {
      const exited = (code) => reject(new Error(`bench-redeem-bare.ts exited with ${code}`));
      child.once('exit', exited);
      child.once('message', (message) => {
        child.off('exit', exited);
        resolve(message);
      });
    });
  if ((await next()) !== 'ready') throw new Error('bench-redeem-bare.ts did not start');
  return {
    pid: child.pid,
    async pass(codes, firstVisitor) {
      child.send({ codes, concurrency: CONCURRENCY, firstVisitor });
      const answer = await next();
      if (answer.error) throw new Error(`bench-redeem-bare.ts: ${answer.error}`);
      return answer;
    },
    async warm() {
      child.send('warm');
      const answer = await next();
      if (answer !== 'warm') throw new Error(`bench-redeem-bare.ts: ${answer.error}`);
    },
    async stop() {
      child.send('exit');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    },
  };
}

async function benchOne(label, extraEnv) {
  const { base, child, stop } = await startBuiltServer({ TRUST_PROXY: '1', ...extraEnv });
  const bare = label === 'postgres' ? await bareDriver() : null;
  try {
    const post = jsonPoster(base, CONCURRENCY);
    const cookie = await adminCookie(base);
    const visitor = (i) => ({ 'x-forwarded-for': addressOf(i) });

    // Warm-up: validations and redemptions on codes of their own.
    const warm = await createCodes(post, cookie, WARMUP, 'redeem-warm');
    await pool(WARMUP, CONCURRENCY, (i) => post('/api/validate-promo', { code: warm[i] }, visitor(i)));
    await pool(WARMUP, CONCURRENCY, (i) => post('/api/use-promo', { code: warm[i] }, visitor(i)));

    if (bare) await bare.pass(await createCodes(post, cookie, WARMUP, 'redeem-warm-bare'), 0);

    const meter = await cpuMeter(child.pid);
    const bareMeter = bare && (await cpuMeter(bare.pid));
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const codes = await createCodes(post, cookie, CODES, `redeem-${round}`);
      const validated = await meter.measure(CODES, () =>
        pool(CODES, CONCURRENCY, (i) => post('/api/validate-promo', { code: codes[i] }, visitor(i))),
      );
      const from = process.hrtime.bigint();
      const redeemed = await meter.measure(CODES, () =>
        // As the spin page sends it: with the page's id for the spin.
        pool(CODES, CONCURRENCY, (i) =>
          post('/api/use-promo', { code: codes[i], spinId: `bench-spin-${codes[i]}` }, visitor(i + CODES)),
        ),
      );
      redeemWindows.push([from, process.hrtime.bigint()]);
      // Same codes again, from other addresses: every one must be refused as used.
      const again = await pool(CODES, CONCURRENCY, (i) =>
        post('/api/use-promo', { code: codes[(i * 7) % CODES] }, visitor(i + 2 * CODES)),
      );
      const v = tally(validated.statuses);
      const r = tally(redeemed.statuses);
      const a = tally(again.statuses);
      if (v[200] !== CODES) throw new Error(`${label}: validations ${JSON.stringify(v)}`);
      if (r[200] !== CODES) throw new Error(`${label}: redemptions ${JSON.stringify(r)}`);
      if (a[409] !== CODES) throw new Error(`${label}: second pass ${JSON.stringify(a)} (over-redeemed?)`);
      await checkTable(base, cookie, codes);
      // The same number of fresh codes, redeemed by the bare driver right after, from addresses of their own.
      let driver = null;
      if (bare) {
        const bareCodes = await createCodes(post, cookie, CODES, `redeem-${round}-bare`);
        await bare.warm();
        const from = process.hrtime.bigint();
        driver = await bareMeter.measure(CODES, () => bare.pass(bareCodes, 3 * CODES));
        bareWindows.push([from, process.hrtime.bigint()]);
        if (driver.redeemed !== CODES)
          throw new Error(`${label}: bare driver redeemed ${driver.redeemed} of ${CODES}`);
        await checkTable(base, cookie, bareCodes);
      }
      const result = {
        validationsPerSec: CODES / validated.seconds,
        redemptionsPerSec: CODES / redeemed.seconds,
        refusalsPerSec: CODES / again.seconds,
        redeemCpuMs: redeemed.serverCpuMs,
        redeemDbCpuMs: redeemed.dbCpuMs,
        validateCpuMs: validated.serverCpuMs,
        validateDbCpuMs: validated.dbCpuMs,
        redeemGeneratorCpuMs: redeemed.generatorCpuMs,
        ...(driver && {
          bareRedemptionsPerSec: CODES / driver.seconds,
          // The bare process is app and load generator at once: all of its CPU counts as the app's.
          bareCpuMs: driver.cpuMs,
          bareDbCpuMs: driver.dbCpuMs,
        }),
      };
      rounds.push(result);
      console.log(
        `${label} round ${round}: ${CODES} codes, ${CONCURRENCY} clients: ` +
          `validate ${result.validationsPerSec.toFixed(0)}/s, redeem ${result.redemptionsPerSec.toFixed(0)}/s, ` +
          `second pass ${result.refusalsPerSec.toFixed(0)}/s all 409, useCount 1 on every code; ` +
          `CPU ms per redemption: server ${result.redeemCpuMs.toFixed(2)}, db ${result.redeemDbCpuMs.toFixed(2)}, ` +
          `load generator ${result.redeemGeneratorCpuMs.toFixed(2)}; ` +
          `per validation: server ${result.validateCpuMs.toFixed(2)}, db ${result.validateDbCpuMs.toFixed(2)}`,
      );
      if (driver)
        console.log(
          `${label} round ${round}, bare pg driver (no HTTP): redeem ${result.bareRedemptionsPerSec.toFixed(0)}/s, ` +
            `HTTP/bare ${(result.redemptionsPerSec / result.bareRedemptionsPerSec).toFixed(2)}×; ` +
            `CPU ms per redemption: driver process ${result.bareCpuMs.toFixed(2)}, db ${result.bareDbCpuMs.toFixed(2)}`,
        );
    }
    return {
      label,
      validationsPerSec: Math.round(median(rounds.map((r) => r.validationsPerSec))),
      redemptionsPerSec: Math.round(median(rounds.map((r) => r.redemptionsPerSec))),
      refusalsPerSec: Math.round(median(rounds.map((r) => r.refusalsPerSec))),
      redeemCpuMs: +median(rounds.map((r) => r.redeemCpuMs + r.redeemDbCpuMs)).toFixed(2),
      validateCpuMs: +median(rounds.map((r) => r.validateCpuMs + r.validateDbCpuMs)).toFixed(2),
      redeemGeneratorCpuMs: +median(rounds.map((r) => r.redeemGeneratorCpuMs)).toFixed(2),
      overRedemptions: 0,
      ...(bare && {
        bareRedemptionsPerSec: Math.round(median(rounds.map((r) => r.bareRedemptionsPerSec))),
        // The median of each round's ratio (both sides of a round ran under the same load).
        ratioToBare: +median(rounds.map((r) => r.redemptionsPerSec / r.bareRedemptionsPerSec)).toFixed(2),
        redeemAppCpuMs: +median(rounds.map((r) => r.redeemCpuMs)).toFixed(2),
        redeemDbCpuMs: +median(rounds.map((r) => r.redeemDbCpuMs)).toFixed(2),
        bareCpuMs: +median(rounds.map((r) => r.bareCpuMs + r.bareDbCpuMs)).toFixed(2),
        bareAppCpuMs: +median(rounds.map((r) => r.bareCpuMs)).toFixed(2),
        bareDbCpuMs: +median(rounds.map((r) => r.bareDbCpuMs)).toFixed(2),
      }),
    };
  } finally {
    await bare?.stop();
    await meterClose();
    meterClose = async () => {};
    await stop();
  }
}

/**
 * When each timed redemption pass ran, in the monotonic clock a --cpu-prof profile's timestamps use, so
 * scripts/bench/profile-summary.mjs can keep only those samples (not the code generation or the warm-up).
 */
const redeemWindows = [];
const bareWindows = [];

// REDEEM_DATABASES=postgres skips the embedded run (when only PostgreSQL is being compared).
const only = process.env.REDEEM_DATABASES;
const results = [];
if (!only || only.includes('pglite')) results.push(await benchOne('pglite', { DATABASE_URL: '' }));
if (process.env.DATABASE_URL && (!only || only.includes('postgres')))
  results.push(await benchOne('postgres', {}));

console.log(`\nmedian of ${ROUNDS} rounds, ${CONCURRENCY} concurrent clients, keep-alive:`);
console.log(
  'database  redemptions/s  validations/s  used-code refusals/s  over-redemptions  CPU ms/redemption  CPU ms/validation',
);
for (const r of results) {
  console.log(
    [
      r.label.padEnd(9),
      String(r.redemptionsPerSec).padStart(13),
      String(r.validationsPerSec).padStart(13),
      String(r.refusalsPerSec).padStart(20),
      String(r.overRedemptions).padStart(16),
      r.redeemCpuMs.toFixed(2).padStart(17),
      r.validateCpuMs.toFixed(2).padStart(17),
    ].join('  '),
  );
}
console.log(
  '(CPU ms: the server process plus, on a local PostgreSQL, its backends; the load generator excluded)',
);
for (const r of results.filter((x) => x.bareRedemptionsPerSec)) {
  console.log(
    `${r.label}: HTTP ${r.redemptionsPerSec}/s vs bare pg driver ${r.bareRedemptionsPerSec}/s = ` +
      `${r.ratioToBare.toFixed(2)}× (target ≥ 0.6×); CPU ms per redemption, app + db: ` +
      `HTTP ${r.redeemAppCpuMs.toFixed(2)} + ${r.redeemDbCpuMs.toFixed(2)} = ${r.redeemCpuMs.toFixed(2)} ` +
      `(target ≤ 0.5), bare ${r.bareAppCpuMs.toFixed(2)} + ${r.bareDbCpuMs.toFixed(2)} = ${r.bareCpuMs.toFixed(2)}`,
  );
}
console.log(`BENCH_REDEEM_JSON ${JSON.stringify(results)}`);
if (process.env.BENCH_NODE_ARGS?.includes('--cpu-prof')) {
  const windows = (list) => list.map(([from, to]) => `${from / 1000n}-${to / 1000n}`).join(',');
  console.log(`redemption windows (µs): PROFILE_WINDOWS=${windows(redeemWindows)}`);
  if (bareWindows.length > 0)
    console.log(`bare driver's windows (µs): PROFILE_WINDOWS=${windows(bareWindows)}`);
}

// The targets (README, Benchmarks); validations at twice the best figure measured before redemption became
// one statement (PGlite 410/s, PostgreSQL 595/s).
const cores = os.availableParallelism();
const TARGETS = {
  pglite: { name: 'PGlite', redemptions: 500, validations: 820 },
  postgres: { name: 'PostgreSQL', redemptions: 2000, validations: 1190 },
};
recordSummary(
  results.flatMap((r) => {
    const t = TARGETS[r.label];
    const at = `${t.name}, ${CONCURRENCY} concurrent`;
    return [
      {
        measure: `redemptions/s (${at}; over-redemptions ${r.overRedemptions})`,
        value: `${r.redemptionsPerSec}/s`,
        target: `≥ ${t.redemptions}/s`,
        met: r.redemptionsPerSec >= t.redemptions,
      },
      {
        measure: `validations/s (${at})`,
        value: `${r.validationsPerSec}/s`,
        target: `≥ ${t.validations}/s`,
        met: r.validationsPerSec >= t.validations,
      },
      {
        // What the machine allows: its cores' CPU time over the CPU one redemption costs, with and without
        // the load generator that shares the machine here.
        measure: `CPU per redemption (${t.name}): app + database + load generator → most redemptions/s ${cores} cores allow`,
        value: `${r.redeemCpuMs.toFixed(2)} + ${r.redeemGeneratorCpuMs.toFixed(2)} ms → ${Math.round((cores * 1000) / (r.redeemCpuMs + r.redeemGeneratorCpuMs))}/s`,
        target: '',
      },
      ...(r.bareRedemptionsPerSec
        ? [
            {
              // The API against the physical limit, the same statements with no HTTP.
              measure: `redemptions/s through HTTP ÷ the same statements from the bare pg driver (${at})`,
              value: `${r.redemptionsPerSec}/s ÷ ${r.bareRedemptionsPerSec}/s = ${r.ratioToBare.toFixed(2)}×`,
              target: '≥ 0.60×',
              met: r.ratioToBare >= 0.6,
            },
            {
              measure: `CPU per redemption, app + database (${t.name}): through HTTP; bare pg driver`,
              value: `${r.redeemAppCpuMs.toFixed(2)} + ${r.redeemDbCpuMs.toFixed(2)} ms; ${r.bareAppCpuMs.toFixed(2)} + ${r.bareDbCpuMs.toFixed(2)} ms`,
              target: '≤ 0.5 ms through HTTP',
              met: r.redeemCpuMs <= 0.5,
            },
          ]
        : []),
    ];
  }),
);
