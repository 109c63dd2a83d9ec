// What the metrics cost (docs/decisions/0058-metrics.md, 0059-metrics-only-when-read.md), on the embedded
// database:
//
// 1. The CPU of a redemption with and without them, side by side: built servers, one with METRICS_TOKEN
//    and one without, each redeeming CODES fresh codes per round as a visitor's spin does (validate-promo,
//    then use-promo, 50 clients, each visitor from an address of its own). A side's figure is its server
//    process's CPU (user + system, all its threads, from /proc) over its validations and redemptions, per
//    redemption; the server with the token is scraped once in each of its rounds (more often than
//    Prometheus's usual 15 s), which also keeps prom-client's event loop monitor and GC observer running.
//    The cost is the median of the pairs' ratios. Two things weigh more than the metrics do, and the
//    design takes both out (docs/benchmarks.md, Metrics; docs/decisions/0062):
//    - Two identical processes differ by a few percent for their whole life (where the JIT and the
//      allocator happened to put things): in a control with both sides without the token, the
//      first-started of one pair of servers cost 3% more in nearly every round. So the pairs are fresh
//      processes, BLOCKS of them, the side started first alternating, each warmed up before its rounds.
//    - The machine's load drifts, and two servers at once share two cores with this client: within a
//      pair the sides take turns, one alone at a time, the side going first alternating round by round,
//      so a pair's two figures are taken seconds apart.
//    METRICS_BENCH_CONTROL=1 runs the same with no token on either side: its cost should be about 0, and
//    its spread is the bench's own.
// 2. A scrape's time with 200 routes and three instances' worth of series: the metrics plugin on an app
//    of its own (the app has about 105 route templates, fewer than 200) with 200 route templates, each
//    answered in 2 methods and 3 status classes: 1,200 series of the HTTP histogram, three times the 400
//    of one instance whose 200 routes each answer in one method with a success and a client error. Then
//    SCRAPES scrapes of /metrics over HTTP, one after another, by a client that drops what it reads (this
//    process is the server too): the median and p99 of the time to the last byte, the server's own side
//    of it, the CPU the text costs, and the size. The wall-clock figures move with the machine's load.
//
//   npm run build && node --import tsx scripts/bench/bench-metrics.ts
//   METRICS_BENCH_BLOCKS=6 METRICS_BENCH_ROUNDS=4 METRICS_BENCH_CODES=1500 METRICS_BENCH_SCRAPES=300
//   (defaults: pairs of servers, rounds per pair, redemptions per side and round, scrapes)
//   METRICS_BENCH_SCRAPE_ONLY=1 (the scrape alone)
import http from 'node:http';
import Fastify from 'fastify';
import { openDatabase } from '#server/db/client';
import dbPlugin from '#server/plugins/db';
import metricsPlugin from '#server/plugins/metrics';
import { cpuSeconds, createCodes, jsonPoster, median, pool, tally } from './bench-load.mjs';
import { adminCookie, startBuiltServer } from './bench-server.mjs';
import { recordSummary } from './bench-summary.mjs';

const BLOCKS = Number(process.env.METRICS_BENCH_BLOCKS ?? 6);
const ROUNDS = Number(process.env.METRICS_BENCH_ROUNDS ?? 4);
const CODES = Number(process.env.METRICS_BENCH_CODES ?? 1500);
/** Both sides without the token: the bench measuring itself. */
const CONTROL = Boolean(process.env.METRICS_BENCH_CONTROL);
const SCRAPES = Number(process.env.METRICS_BENCH_SCRAPES ?? 300);
const CONCURRENCY = 50;
/** Untimed spins on each server before its first round (JIT, plan caches): fewer left rounds 1 to 4 high. */
const WARMUP = 2000;
const TOKEN = 'bench-metrics-token-0123456789abcdef';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** Visitors come from many addresses (TRUST_PROXY=1), as they would behind a load balancer. */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

// 1. CPU per redemption, with and without.

const percent = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;

interface Side {
  label: 'with' | 'without';
  base: string;
  pid: number;
  post: ReturnType<typeof jsonPoster>;
  cookie: string;
  stop: () => Promise<void>;
}

async function startSide(label: Side['label']): Promise<Side> {
  const { base, child, stop } = await startBuiltServer({
    TRUST_PROXY: '1',
    DATABASE_URL: '',
    // Empty is unset: the side without figures must not inherit a token from the environment.
    METRICS_TOKEN: label === 'with' && !CONTROL ? TOKEN : '',
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
  if (side.label === 'with' && !CONTROL) await scrape(side.base);
  await spins(side, codes, n * CODES);
  return ((cpuSeconds(side.pid) - before) * 1000) / CODES;
}

/** One pair of fresh servers, `first` started first: ROUNDS pairs of CPU figures, with / without. */
async function pairOfServers(first: Side['label'], block: number): Promise<number[]> {
  const sides: Side[] = [];
  try {
    const order: Side['label'][] = first === 'with' ? ['with', 'without'] : ['without', 'with'];
    for (const label of order) sides.push(await startSide(label));
    const withSide = sides.find((side) => side.label === 'with');
    const withoutSide = sides.find((side) => side.label === 'without');
    if (!withSide || !withoutSide) throw new Error('a side did not start');
    for (const side of sides)
      await spins(side, await createCodes(side.post, side.cookie, WARMUP, `metrics-warm-${side.label}`), 0);
    if (!CONTROL) await scrape(withSide.base);
    const pairs: number[] = [];
    for (let n = 1; n <= ROUNDS; n++) {
      const codes = await Promise.all(
        [withSide, withoutSide].map((side) =>
          createCodes(side.post, side.cookie, CODES, `metrics-${side.label}-${n}`),
        ),
      );
      // One alone at a time, the one going first alternating, so neither always follows the other's work.
      const withFirst = (block + n) % 2 === 0;
      const withoutMs = withFirst ? 0 : await timedPass(withoutSide, codes[1] ?? [], n);
      const withMs = await timedPass(withSide, codes[0] ?? [], n);
      const lastMs = withFirst ? await timedPass(withoutSide, codes[1] ?? [], n) : withoutMs;
      pairs.push(withMs / lastMs);
      console.log(
        `pair ${block}, round ${n}: server CPU per redemption ${CONTROL ? 'side A' : 'with metrics'} ` +
          `${withMs.toFixed(3)} ms, ${CONTROL ? 'side B' : 'without'} ${lastMs.toFixed(3)} ms ` +
          `(${percent(withMs / lastMs - 1)})`,
      );
    }
    if (!CONTROL) {
      // The two sides are what they say: every spin counted on one, /metrics not even there on the other.
      const counted = (await scrape(withSide.base))
        .split('\n')
        .filter((line) => line.startsWith('spins_total{'))
        .reduce((sum, line) => sum + Number(line.split(' ')[1]), 0);
      const spun = WARMUP + ROUNDS * CODES;
      if (counted !== spun) throw new Error(`with metrics: spins_total adds up to ${counted}, not ${spun}`);
    }
    const absent = await fetch(`${withoutSide.base}/metrics`, { headers: bearer });
    if (absent.status !== 404) throw new Error(`without metrics: /metrics answered ${absent.status}`);
    return pairs;
  } finally {
    for (const side of sides) await side.stop();
  }
}

/** Every pair's ratio (with / without), BLOCKS pairs of servers of ROUNDS rounds each. */
async function cpuPerRedemption(): Promise<number[]> {
  const ratios: number[] = [];
  for (let block = 1; block <= BLOCKS; block++)
    ratios.push(...(await pairOfServers(block % 2 ? 'with' : 'without', block)));
  return ratios;
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

// METRICS_BENCH_SCRAPE_ONLY=1: the scrape alone (a few seconds), without the two servers.
if (!process.env.METRICS_BENCH_SCRAPE_ONLY) {
  const ratios = await cpuPerRedemption();
  const cost = median(ratios) - 1;
  const sorted = [...ratios].sort((x, y) => x - y);
  // The middle half of the pairs: how far the bench itself can be trusted.
  const quartiles = `${percent(percentile(sorted, 25) - 1)} to ${percent(percentile(sorted, 75) - 1)}`;
  const what = CONTROL ? 'control, no token on either side' : 'with METRICS_TOKEN / without';
  console.log(
    `\nserver CPU per redemption (its validation included), ${what}: ${ratios.length} pairs ` +
      `(${BLOCKS} pairs of servers × ${ROUNDS} rounds of ${CODES}): median ${percent(cost)}, ` +
      `middle half ${quartiles}`,
  );
  if (!CONTROL)
    recordSummary([
      {
        measure: `metrics' CPU cost per redemption (PGlite, ${CONCURRENCY} concurrent, validate + spin; with METRICS_TOKEN beside without, median of ${ratios.length} pairs of rounds of ${CODES} on ${BLOCKS} pairs of fresh servers; the middle half of the pairs)`,
        value: `${percent(cost)} (${quartiles})`,
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
