// The fleet line (README, Scaling out): redemptions/s through HAProxy with 3, then 2, then 1 instance of the
// built server on one PostgreSQL, at the same concurrency, and the CPU one redemption costs the instances,
// HAProxy and the database. The fleet is tests/fleet/fleet-harness.ts's (needs root: pg_createcluster, and
// apt-get for haproxy if missing), started once with three instances; an instance leaves by SIGTERM (it
// drains as in a rolling restart) and the next size is measured once HAProxy no longer routes to it.
//
//   DIST_DIR=dist-x node --import tsx scripts/bench/bench-fleet.ts
//   FLEET_BENCH_CODES=3000 FLEET_BENCH_ROUNDS=2 FLEET_BENCH_CONCURRENCY=50 (defaults)
//
// Runs under FLEET_WORK_DIR=/tmp/ld-fleet-bench and FLEET_CLUSTER=ldfleetbench unless set, so it does not
// collide with `npm run test:fleet` on the same machine. On a 2-core machine that also runs the database,
// HAProxy and this load generator, more instances add little: the CPU per redemption says where it goes.
import { Agent, request as httpRequest } from 'node:http';
import os from 'node:os';
import { cpuSeconds, median, pool } from './bench-load.mjs';
import { recordSummary } from './bench-summary.mjs';
import { FLEET_ADMIN_PASSWORD, startFleet, type Fleet } from '../../tests/fleet/fleet-harness';

process.env.FLEET_WORK_DIR ||= '/tmp/ld-fleet-bench';
process.env.FLEET_CLUSTER ||= 'ldfleetbench';
const CODES = Number(process.env.FLEET_BENCH_CODES ?? 3000);
const ROUNDS = Number(process.env.FLEET_BENCH_ROUNDS ?? 2);
const CONCURRENCY = Number(process.env.FLEET_BENCH_CONCURRENCY ?? 50);
/**
 * Untimed redemptions through HAProxy before each size, per instance: enough for each instance's JIT to
 * settle (with 300 in all, the first round on three fresh instances cost 0.91 ms of their CPU per
 * redemption and the second 0.58).
 */
const WARMUP_PER_INSTANCE = 500;

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

interface Answer {
  status: number;
  body: string;
  cookie?: string;
}

function post(url: string, payload: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            cookie: res.headers['set-cookie']?.[0]?.split(';')[0],
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function cpuNow(fleet: Fleet, live: number) {
  const { rows } = await fleet.db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return {
    app: fleet.instances.slice(0, live).reduce((sum, instance) => sum + cpuSeconds(instance.child.pid), 0),
    haproxy: cpuSeconds(fleet.haproxy.pid),
    db: new Map(rows.map((row) => [row.pid, cpuSeconds(row.pid)])),
  };
}

/** By backend: an instance's pool closes a connection idle for 10 s and opens another (CPU from 0). */
const dbSeconds = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, cpu]) => sum + cpu - (before.get(pid) ?? 0), 0);

async function createCodes(fleet: Fleet, cookie: string, count: number, label: string) {
  const codes: string[] = new Array<string>(count);
  const { statuses } = await pool(count, 20, async (i) => {
    const res = await post(
      `${fleet.url}/api/admin/generate-promo`,
      {
        customerName: `bench-fleet-${label}-${i % 50}`,
        prizeId: (i % 6) + 1,
        prizeType: i % 2 ? 'super' : 'normal',
        expirationHours: 24,
        usageLimit: 1,
      },
      { cookie },
    );
    if (res.status === 200) codes[i] = (JSON.parse(res.body) as { code: string }).code;
    return res;
  });
  const bad = statuses.filter((s) => s !== 200).length;
  if (bad > 0) throw new Error(`generate-promo: ${bad} of ${count} failed`);
  return codes;
}

let visitors = 0;
/** Redeems every code through HAProxy, each from an address of its own; all must answer 200. */
async function redeem(fleet: Fleet, codes: string[]) {
  const first = visitors;
  visitors += codes.length;
  const run = await pool(codes.length, CONCURRENCY, (i) =>
    post(
      `${fleet.url}/api/use-promo`,
      { code: codes[i], spinId: `bench-spin-${codes[i]}` },
      { 'x-forwarded-for': addressOf(first + i) },
    ),
  );
  const bad = run.statuses.filter((s) => s !== 200);
  if (bad.length > 0) throw new Error(`${bad.length} of ${codes.length} redemptions failed (e.g. ${bad[0]})`);
  const { rows } = await fleet.db.query<{ n: number }>(
    'select count(*)::int as n from promo_codes where code = any($1) and use_count = 1',
    [codes],
  );
  if (rows[0]?.n !== codes.length) throw new Error(`${rows[0]?.n} of ${codes.length} codes show one use`);
  return run.seconds;
}

interface SizeResult {
  instances: number;
  perSec: number;
  appMs: number;
  haproxyMs: number;
  dbMs: number;
}

async function measure(fleet: Fleet, cookie: string, live: number): Promise<SizeResult> {
  await redeem(fleet, await createCodes(fleet, cookie, WARMUP_PER_INSTANCE * live, `warm-${live}`));
  const rounds: SizeResult[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const codes = await createCodes(fleet, cookie, CODES, `${live}-${round}`);
    const before = await cpuNow(fleet, live);
    const seconds = await redeem(fleet, codes);
    const after = await cpuNow(fleet, live);
    const per = (key: 'app' | 'haproxy') => ((after[key] - before[key]) * 1000) / CODES;
    const result = {
      instances: live,
      perSec: CODES / seconds,
      appMs: per('app'),
      haproxyMs: per('haproxy'),
      dbMs: (dbSeconds(before.db, after.db) * 1000) / CODES,
    };
    rounds.push(result);
    console.log(
      `${live} instance${live > 1 ? 's' : ''}, round ${round}: ${CODES} codes, ${CONCURRENCY} clients: ` +
        `${result.perSec.toFixed(0)}/s, all 200 and one use each; CPU ms per redemption: instances ` +
        `${result.appMs.toFixed(2)}, HAProxy ${result.haproxyMs.toFixed(2)}, db ${result.dbMs.toFixed(2)}`,
    );
  }
  return {
    instances: live,
    perSec: Math.round(median(rounds.map((r) => r.perSec))),
    appMs: median(rounds.map((r) => r.appMs)),
    haproxyMs: median(rounds.map((r) => r.haproxyMs)),
    dbMs: median(rounds.map((r) => r.dbMs)),
  };
}

const fleet = await startFleet(3);
const results: SizeResult[] = [];
try {
  const login = await post(`${fleet.url}/api/admin/login`, { password: FLEET_ADMIN_PASSWORD });
  if (login.status !== 200 || !login.cookie) throw new Error(`admin login failed: ${login.status}`);
  for (let live = 3; live >= 1; live--) {
    if (live < 3) {
      // The instance leaves as in a rolling restart; the next size starts once HAProxy no longer sends it
      // anything.
      const leaving = fleet.instances[live];
      leaving?.child.kill('SIGTERM');
      await leaving?.exited;
      await fleet.untilUnrouted(live);
    }
    results.unshift(await measure(fleet, login.cookie, live));
  }
} finally {
  agent.destroy();
  await fleet.stop();
}

const one = results[0]?.perSec ?? 1;
const figures = results.map((r) => `${r.perSec}/s`).join(', ');
const scaling = results.map((r) => `${(r.perSec / one).toFixed(2)}×`).join(', ');
const cpu = results
  .map((r) => `${r.appMs.toFixed(2)} + ${r.haproxyMs.toFixed(2)} + ${r.dbMs.toFixed(2)}`)
  .join('; ');
console.log(
  `\nfleet through HAProxy, one PostgreSQL, ${CONCURRENCY} concurrent, median of ${ROUNDS} rounds of ${CODES}: ` +
    `1, 2, 3 instances ${figures} (${scaling} of one); CPU ms per redemption, instances + HAProxy + db: ${cpu} ` +
    `(${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
);
console.log(`BENCH_FLEET_JSON ${JSON.stringify(results)}`);
recordSummary([
  {
    measure: `redemptions/s through HAProxy with 1, 2, 3 instances on one PostgreSQL (${CONCURRENCY} concurrent)`,
    value: figures,
    target: '',
  },
  {
    measure: 'CPU per redemption through HAProxy with 1, 2, 3 instances: instances + HAProxy + database',
    value: `${cpu} ms`,
    target: '',
  },
]);
