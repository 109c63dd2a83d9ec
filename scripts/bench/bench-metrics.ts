// What the metrics cost (docs/decisions/0058-metrics.md, 0059-metrics-only-when-read.md), on the embedded
// database:
//
// 1. The CPU of a redemption with and without them, side by side: two built servers, one with
//    METRICS_TOKEN and one without, each redeeming ROUNDS × CODES fresh codes as a visitor's spin does
//    (validate-promo, then use-promo). Each side's figure is the server process's
//    CPU (user + system, all its threads, from /proc) over its validations and redemptions, per
//    redemption; the server with the token is scraped once in each timed round (more often than
//    Prometheus's usual 15 s), which also keeps prom-client's event loop monitor and GC observer running.
//    In each round both servers redeem at once, each its own codes with its own 50 clients, and the cost
//    is the median of the rounds' ratios: on a shared machine the CPU one redemption costs drifts with
//    the load by more than the metrics cost (rounds run one after the other differed by up to ±10%
//    between two identical servers), and at once both see the same load. Each side's median is printed
//    too.
// 2. A scrape's time with 200 routes and three instances' worth of series: the metrics plugin on an app
//    of its own (the app has about 105 route templates, fewer than 200) with 200 route templates, each
//    answered in 2 methods and 3 status classes: 1,200 series of the HTTP histogram, three times the 400
//    of one instance whose 200 routes each answer in one method with a success and a client error. Then
//    SCRAPES scrapes of /metrics over HTTP, one after another, by a client that drops what it reads (this
//    process is the server too): the median and p99 of the time to the last byte, the server's own side
//    of it, the CPU the text costs, and the size. The wall-clock figures move with the machine's load.
//
//   npm run build && node --import tsx scripts/bench/bench-metrics.ts
//   METRICS_BENCH_CODES=1500 METRICS_BENCH_ROUNDS=10 METRICS_BENCH_SCRAPES=300 (defaults; rounds per side)
//   METRICS_BENCH_SCRAPE_ONLY=1 (the scrape alone)
import http from 'node:http';
import Fastify from 'fastify';
import { openDatabase } from '#server/db/client';
import dbPlugin from '#server/plugins/db';
import metricsPlugin from '#server/plugins/metrics';
import { cpuSeconds, createCodes, jsonPoster, median, pool, tally } from './bench-load.mjs';
import { adminCookie, startBuiltServer } from './bench-server.mjs';
import { recordSummary } from './bench-summary.mjs';

const CODES = Number(process.env.METRICS_BENCH_CODES ?? 1500);
const ROUNDS = Number(process.env.METRICS_BENCH_ROUNDS ?? 10);
const SCRAPES = Number(process.env.METRICS_BENCH_SCRAPES ?? 300);
const CONCURRENCY = 50;
/** Untimed spins on each server before the first round (JIT, plan caches). */
const WARMUP = 400;
const TOKEN = 'bench-metrics-token-0123456789abcdef';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** Visitors come from many addresses (TRUST_PROXY=1), as they would behind a load balancer. */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

// 1. CPU per redemption, with and without.

interface Side {
  label: 'with' | 'without';
  base: string;
  pid: number;
  post: ReturnType<typeof jsonPoster>;
  cookie: string;
  stop: () => Promise<void>;
  /** Server CPU ms per redemption (its validation included), one per round. */
  rounds: number[];
}

async function startSide(label: Side['label']): Promise<Side> {
  const { base, child, stop } = await startBuiltServer({
    TRUST_PROXY: '1',
    DATABASE_URL: '',
    // Empty is unset: the side without figures must not inherit a token from the environment.
    METRICS_TOKEN: label === 'with' ? TOKEN : '',
    METRICS_PORT: '',
  });
  if (child.pid === undefined) throw new Error(`the server ${label} metrics did not start`);
  return {
    label,
    base,
    pid: child.pid,
    post: jsonPoster(base, CONCURRENCY),
    cookie: await adminCookie(base),
    stop,
    rounds: [],
  };
}

/** The scrape as Prometheus sends it; the text, or throws on anything but 200. */
async function scrape(base: string): Promise<string> {
  const res = await fetch(`${base}/metrics`, { headers: bearer });
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return res.text();
}

/**
 * A scrape that reads the answer and drops it, as little work on this side as a client can do (this
 * process is also the server): the time to its last byte, and the bytes.
 */
function timedScrape(agent: http.Agent, base: string): Promise<{ ms: number; bytes: number }> {
  const from = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/metrics`, { agent, headers: bearer }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`/metrics answered ${res.statusCode}`));
          else resolve({ ms: performance.now() - from, bytes });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Validates then spins each code, as the spin page does, from an address per visitor. */
async function spins(side: Side, codes: string[], firstVisitor: number): Promise<void> {
  const visitor = (i: number) => ({ 'x-forwarded-for': addressOf(firstVisitor + i) });
  const validated = await pool(codes.length, CONCURRENCY, (i) =>
    side.post('/api/validate-promo', { code: codes[i] }, visitor(i)),
  );
  const redeemed = await pool(codes.length, CONCURRENCY, (i) =>
    side.post('/api/use-promo', { code: codes[i], spinId: `bench-metrics-${codes[i]}` }, visitor(i)),
  );
  for (const [what, statuses] of [
    ['validations', validated.statuses],
    ['redemptions', redeemed.statuses],
  ] as const) {
    const counts = tally(statuses);
    if (counts[200] !== codes.length)
      throw new Error(`${side.label} metrics: ${what} ${JSON.stringify(counts)}`);
  }
}

/** One side's timed pass of round n on `codes`: its server's CPU ms per redemption. */
async function timedPass(side: Side, codes: string[], n: number): Promise<number> {
  const before = cpuSeconds(side.pid);
  if (side.label === 'with') await scrape(side.base);
  await spins(side, codes, n * CODES);
  return ((cpuSeconds(side.pid) - before) * 1000) / CODES;
}

async function cpuPerRedemption(): Promise<{ with: number; without: number; pairs: number[] }> {
  const sides: Side[] = [];
  try {
    sides.push(await startSide('with'));
    sides.push(await startSide('without'));
    const [withSide, withoutSide] = sides as [Side, Side];
    await Promise.all(
      sides.map(async (side) =>
        spins(side, await createCodes(side.post, side.cookie, WARMUP, `metrics-warm-${side.label}`), 0),
      ),
    );
    await scrape(withSide.base);
    for (let n = 1; n <= ROUNDS; n++) {
      const codes = await Promise.all(
        sides.map((side) => createCodes(side.post, side.cookie, CODES, `metrics-${side.label}-${n}`)),
      );
      // Both at once: whatever else the machine does weighs on both sides alike.
      const [withMs, withoutMs] = await Promise.all(
        sides.map((side, i) => timedPass(side, codes[i] ?? [], n)),
      );
      withSide.rounds.push(withMs ?? NaN);
      withoutSide.rounds.push(withoutMs ?? NaN);
      console.log(
        `round ${n}: server CPU per redemption with metrics ${withMs?.toFixed(3)} ms, ` +
          `without ${withoutMs?.toFixed(3)} ms`,
      );
    }
    // The two sides are what they say: every spin counted on one, /metrics not even there on the other.
    const counted = (await scrape(withSide.base))
      .split('\n')
      .filter((line) => line.startsWith('spins_total{'))
      .reduce((sum, line) => sum + Number(line.split(' ')[1]), 0);
    const spun = WARMUP + ROUNDS * CODES;
    if (counted !== spun) throw new Error(`with metrics: spins_total adds up to ${counted}, not ${spun}`);
    const absent = await fetch(`${withoutSide.base}/metrics`, { headers: bearer });
    if (absent.status !== 404) throw new Error(`without metrics: /metrics answered ${absent.status}`);
    return {
      with: median(withSide.rounds),
      without: median(withoutSide.rounds),
      pairs: withSide.rounds.map((ms, i) => ms / (withoutSide.rounds[i] ?? NaN)),
    };
  } finally {
    for (const side of sides) await side.stop();
  }
}

// 2. A scrape with 200 routes.

const ROUTES = 200;
const METHODS = ['GET', 'POST'] as const;
const STATUSES = [200, 404, 503];

interface ScrapeFigures {
  /** Each scrape's time over HTTP, ms, from the request to the last byte. */
  times: number[];
  /** The server's side of each: from the request to the answer's last byte written. */
  served: number[];
  /** The CPU ms the scrape's text costs the server, the median of as many (no HTTP, no load moved it). */
  cpuMs: number;
  bytes: number;
  series: number;
  httpSeries: number;
}

async function scrapeTimes(): Promise<ScrapeFigures> {
  const app = Fastify({ logger: false });
  await app.register(dbPlugin, { database: await openDatabase({}), now: () => new Date() });
  await app.register(metricsPlugin, { token: TOKEN });
  for (let r = 0; r < ROUTES; r++) {
    app.route<{ Querystring: { status: string } }>({
      method: [...METHODS],
      url: `/api/bench/route-${r}/:id`,
      handler: async (request, reply) => reply.status(Number(request.query.status)).send({ r }),
    });
  }
  const served: number[] = [];
  app.addHook('onResponse', (request, reply, done) => {
    if (request.url === '/metrics') served.push(reply.elapsedTime);
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    for (let r = 0; r < ROUTES; r++)
      for (const method of METHODS)
        for (const status of STATUSES) {
          const res = await app.inject({ method, url: `/api/bench/route-${r}/42?status=${status}` });
          if (res.statusCode !== status) throw new Error(`${method} route ${r}: ${res.statusCode}`);
        }
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; i < 20; i++) await timedScrape(agent, base);
    served.length = 0;
    const times: number[] = [];
    for (let i = 0; i < SCRAPES; i++) times.push((await timedScrape(agent, base)).ms);
    agent.destroy();
    const text = await scrape(base);
    const cpu: number[] = [];
    for (let i = 0; i < SCRAPES; i++) {
      const from = process.cpuUsage();
      await app.metrics.scrape();
      const used = process.cpuUsage(from);
      cpu.push((used.user + used.system) / 1000);
    }
    const samples = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    const httpSeries = new Set(
      samples
        .filter((line) => line.startsWith('http_request_duration_seconds_count{'))
        .map((line) => line.split(' ')[0]),
    ).size;
    return {
      times,
      served: served.slice(0, SCRAPES),
      cpuMs: median(cpu),
      bytes: Buffer.byteLength(text),
      series: samples.length,
      httpSeries,
    };
  } finally {
    await app.close();
  }
}

const percent = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;

// METRICS_BENCH_SCRAPE_ONLY=1: the scrape alone (a few seconds), without the two servers.
if (!process.env.METRICS_BENCH_SCRAPE_ONLY) {
  const cpu = await cpuPerRedemption();
  const cost = median(cpu.pairs) - 1;
  console.log(
    `\nserver CPU per redemption (its validation included), ${ROUNDS} rounds of ${CODES} on each side: ` +
      `median with metrics ${cpu.with.toFixed(3)} ms, without ${cpu.without.toFixed(3)} ms ` +
      `(${percent(cpu.with / cpu.without - 1)}); pair by pair ${cpu.pairs.map((p) => percent(p - 1)).join(', ')}: ` +
      `median ${percent(cost)}`,
  );
  recordSummary([
    {
      measure: `metrics' CPU cost per redemption (PGlite, ${CONCURRENCY} concurrent, validate + spin; with METRICS_TOKEN beside without, median of ${ROUNDS} pairs of rounds of ${CODES}; each side's median)`,
      value: `${percent(cost)} (${cpu.with.toFixed(2)} vs ${cpu.without.toFixed(2)} ms)`,
      target: '≤ 3%',
      met: cost <= 0.03,
    },
  ]);
}

const scrapes = await scrapeTimes();
const p50 = median(scrapes.times);
const p99 = percentile(scrapes.times, 99);
const kb = scrapes.bytes / 1000;
console.log(
  `/metrics with ${ROUTES} routes × ${METHODS.length} methods × ${STATUSES.length} status classes ` +
    `(${scrapes.httpSeries} label sets of the HTTP histogram, ${scrapes.series} samples in all, ` +
    `${kb.toFixed(0)} KB): ${SCRAPES} scrapes, median ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ` +
    `longest ${Math.max(...scrapes.times).toFixed(1)} ms; the server's side (request to last byte written) ` +
    `median ${median(scrapes.served).toFixed(1)} ms, p99 ${percentile(scrapes.served, 99).toFixed(1)} ms; ` +
    `the text alone ${scrapes.cpuMs.toFixed(1)} ms of CPU`,
);
recordSummary([
  {
    // The median is the target's: a scrape's time is wall-clock time, and on a machine shared with other
    // work its tail is that work's; the CPU the text costs is beside it.
    measure: `a /metrics scrape with ${ROUTES} routes, 3 instances' worth of series (${scrapes.httpSeries} HTTP label sets, ${scrapes.series} samples): median (p99; CPU of the text; size)`,
    value: `${p50.toFixed(1)} ms (p99 ${p99.toFixed(1)} ms; ${scrapes.cpuMs.toFixed(1)} ms; ${kb.toFixed(0)} KB)`,
    target: '< 50 ms',
    met: p50 < 50,
  },
]);
