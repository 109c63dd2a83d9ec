// Backups of the embedded database at size (docs/decisions/0056-backups.md), through the built server:
// - for each size (default 10,000 and 100,000 codes, each spun once: as many draws, and a deposit for every
//   20th; tests/support/seed-at-size.ts, put in before the server starts), a backup made by
//   POST /api/admin/backups as the owner with nobody spinning: its time, its file's size, how long the
//   database was held, and the server's resident memory (RSS) at its peak during it beside idle;
// - at the largest size, spins (POST /api/use-promo, each a fresh code from an address of its own) sent at
//   a fixed pace, BACKUP_SPIN_RATE a second, not after the previous answer: a closed loop would slow its own
//   load down exactly when the server stalls. Once while a backup is made (from 2 s after the spins start
//   to 2 s after the backup answers), then the same spins for as long with no backup. How long each spin
//   waits for its answer: p99 and the longest, of those sent while the backup ran, beside the run with none.
//   Target: no spin waits longer than 1 s. The peak RSS of both runs too; target 150 MB above idle;
// - `npm run restore -- FILE` of each size's backup into a fresh DATA_DIR, from the build as the README
//   says, timed as a process.
//
//   DIST_DIR=dist-backup npm run build && DIST_DIR=dist-backup node scripts/bench/bench-backup.mjs
//   BACKUP_ROWS=2000,5000 (a quick run; the spins run at the last size); BACKUP_SPIN_RATE=200 (default)
//
// Embedded database only: on PostgreSQL backups are the database's own. Prints a table, and the figures
// as one JSON line (BENCH_BACKUP_JSON).
import { execFile, spawn } from 'node:child_process';
import { copyFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createCodes, pool } from './bench-load.mjs';
import { adminCookie, percentile, rssOf, startBuiltServer } from './bench-server.mjs';
import { recordSummary } from './bench-summary.mjs';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

const SIZES = (process.env.BACKUP_ROWS ?? '10000,100000').split(',').map(Number);
const SPIN_RATE = Number(process.env.BACKUP_SPIN_RATE ?? 200);
/** Spins before the backup begins and after it answers, so the backup's start and end are inside them. */
const LEAD_MS = 2000;
const TAIL_MS = 2000;
/** The targets (README, Benchmarks): a spin's longest wait, and the memory a backup may add. */
const WAIT_TARGET_MS = 1000;
const RSS_TARGET_MB = 150;
/** The settings the server keeps beside the backups: how long each held the database. */
const STATE_FILE = '.lucky-draw-backups.json';

const MB = 1e6; // the targets are in MB of 10^6 bytes, as the other memory lines
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes) => `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;
const thousands = (n) => n.toLocaleString('en');
const growth = ({ from, peak }) => peak - from;

/** Visitors come from many addresses (TRUST_PROXY=1), each spin from its own. */
const addressOf = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
let visitors = 0;

/** ROWS codes and draws in a new data directory, made before the server starts (a few seconds). */
async function seed(rows) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ld-backup-'));
  const began = performance.now();
  await run(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'bench-seed.ts'), dataDir, String(rows), 'campaign'],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_OPTIONS: '' } },
  );
  return { dataDir, seedMs: performance.now() - began };
}

// Preloaded into the server (NODE_OPTIONS=--import): the longest event-loop delay of each 250 ms, appended
// to a file with the time. It tells a spin that waited because the server's one thread was busy (gzip or
// the checksum on the main thread would show here) from one that waited for the machine's cores.
const LOOP_PROBE = `
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
const file = process.env.LD_LOOP_PROBE_FILE;
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const timer = setInterval(() => {
  appendFileSync(file, Date.now() + ' ' + (delay.max / 1e6).toFixed(1) + '\\n');
  delay.reset();
}, 250);
timer.unref();
`;

/** The longest event-loop delay the probe saw between two Date.now() times, in ms. */
async function longestStall(file, from, to) {
  const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
  return Math.max(
    0,
    ...lines
      .map((line) => line.split(' ').map(Number))
      // Each line covers the 250 ms before its time.
      .filter(([at]) => at > from && at <= to + 250)
      .map(([, ms]) => ms),
  );
}

/**
 * CPU seconds of a process's main thread (its event loop: requests, the database's WASM, the checksum)
 * and of its other threads (libuv's pool, where zlib compresses; V8's helpers), from /proc; zeros
 * elsewhere.
 */
async function threadCpu(pid) {
  const of = async (tid) => {
    const fields = (await readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8')).split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  try {
    let others = 0;
    for (const tid of await readdir(`/proc/${pid}/task`)) {
      if (Number(tid) !== pid) others += await of(tid).catch(() => 0);
    }
    return { main: await of(pid), others };
  } catch {
    return { main: 0, others: 0 };
  }
}

/** Bytes of every file below `dir` but `skip` (the backups themselves). */
async function folderBytes(dir, skip) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (full === skip) continue;
    if (entry.isDirectory()) total += await folderBytes(full, skip);
    else if (entry.isFile()) total += (await stat(full)).size;
  }
  return total;
}

/**
 * The RSS of `pid` at `start()` and its peak until `stop()`: the kernel's own high-water mark, reset at the
 * start (writing 5 to clear_refs) where that is allowed, and samples every 50 ms otherwise. Each run is
 * measured from its own start: the embedded database's WASM heap grows and never gives memory back, so
 * what an earlier run left is not this one's.
 */
function peakMeter(pid) {
  let from = 0;
  let peak = 0;
  let timer;
  let exact = false;
  const hwm = async () => {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
  };
  return {
    async start() {
      try {
        await writeFile(`/proc/${pid}/clear_refs`, '5');
        exact = true;
      } catch {
        exact = false;
      }
      from = rssOf(pid);
      peak = from;
      timer = setInterval(() => {
        try {
          peak = Math.max(peak, rssOf(pid));
        } catch {
          // the process is gone: the request under way fails and says so
        }
      }, 50);
    },
    async stop() {
      clearInterval(timer);
      peak = Math.max(peak, rssOf(pid));
      if (exact) peak = Math.max(peak, await hwm().catch(() => 0));
      return { from, peak };
    },
  };
}

/** POSTs JSON on a keep-alive connection; resolves { status, body, ms } whatever happens. */
function client(base) {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true });
  return (route, payload, headers = {}) => {
    const body = JSON.stringify(payload);
    const sent = performance.now();
    return new Promise((resolve) => {
      const req = http.request(
        {
          agent,
          hostname,
          port,
          path: route,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              body: Buffer.concat(chunks).toString(),
              sent,
              ms: performance.now() - sent,
            }),
          );
          res.on('error', (err) => resolve({ status: err.code ?? 'error', body: '', sent, ms: 0 }));
        },
      );
      req.on('error', (err) => resolve({ status: err.code ?? 'error', body: '', sent, ms: 0 }));
      req.end(body);
    });
  };
}

const spinOf = (post) => (code) =>
  post(
    '/api/use-promo',
    { code, spinId: `bench-backup-${code}` },
    { 'x-forwarded-for': addressOf(visitors++) },
  );

/**
 * Spins at SPIN_RATE a second, one code each, fired on schedule, until `until` settles. Resolves with
 * every answer ({ status, sent, ms }) and how long the spins ran.
 */
async function spinAtRate(spin, codes, until) {
  let done = false;
  until.then(
    () => (done = true),
    () => (done = true),
  );
  const answers = [];
  const pending = [];
  const interval = 1000 / SPIN_RATE;
  const start = performance.now();
  let i = 0;
  while (!done) {
    // Every spin that is due goes now: a generator that fell behind (a timer fires 1 ms late at best)
    // catches up at once instead of lowering the pace.
    for (; start + i * interval <= performance.now(); i++) {
      if (i >= codes.length) {
        await Promise.all(pending);
        throw new Error(`the spins used all ${codes.length} codes made for them before the run ended`);
      }
      const due = start + i * interval;
      pending.push(spin(codes[i]).then((answer) => answers.push({ ...answer, late: answer.sent - due })));
    }
    await sleep(Math.max(1, start + i * interval - performance.now()));
  }
  const ms = performance.now() - start;
  await Promise.all(pending);
  return { answers, ms, start };
}

/** p50, p99 and the longest wait of `answers`, and any that were not 200. */
function waits(answers) {
  const ms = answers.map((a) => a.ms);
  const failed = answers.filter((a) => a.status !== 200);
  return {
    count: answers.length,
    // How late the generator sent a spin after its time (sharing the cores with the server).
    late: Math.max(0, ...answers.map((a) => a.late)),
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    longest: Math.max(...ms),
    failed: failed.length,
    failures: [...new Set(failed.map((a) => `${a.status} ${a.body.slice(0, 120)}`))].slice(0, 3),
  };
}

/** POST /api/admin/backups; the file's name, size and time, the wall time, and how long it held the database. */
async function makeBackup(post, cookie, backupDir) {
  const began = performance.now();
  const res = await post('/api/admin/backups', {}, { cookie });
  const wallMs = performance.now() - began;
  if (res.status !== 201) throw new Error(`POST /api/admin/backups answered ${res.status}: ${res.body}`);
  const made = JSON.parse(res.body);
  const state = JSON.parse(await readFile(path.join(backupDir, STATE_FILE), 'utf8'));
  return {
    name: made.name,
    file: path.join(backupDir, made.name),
    size: made.size,
    durationMs: made.durationMs,
    wallMs,
    holdMs: state.made?.[made.name]?.holdMs ?? NaN,
  };
}

/** `npm run restore -- FILE` into a DATA_DIR that does not exist yet; its time as a process, in ms. */
async function timeRestore(file) {
  const parent = await mkdtemp(path.join(tmpdir(), 'ld-backup-restore-'));
  // BACKUP_DIR as the restore's own default (DATA_DIR/backups), whatever this shell has.
  const env = { ...process.env };
  delete env.BACKUP_DIR;
  try {
    const began = performance.now();
    const child = spawn('npm', ['run', '--silent', 'restore', '--', file], {
      cwd: root,
      env: {
        ...env,
        DATA_DIR: path.join(parent, 'data'),
        DATABASE_URL: '',
        DATABASE_POOL_MODE: '',
        LISTEN_DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    const ms = performance.now() - began;
    if (code !== 0) throw new Error(`npm run restore exited with ${code}:\n${output}`);
    // A build first (sources newer than the build) would be timed too: not the restore's time.
    if (/Building Lucky Draw/.test(output))
      throw new Error('npm run restore built first: build, then run again');
    return ms;
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
}

/** One size: the seeded server, its backup at rest, then (when `spins`) the spins with and without one. */
async function measureSize(rows, spins, log) {
  log(`\n${thousands(rows)} codes and draws: seeding …`);
  const { dataDir, seedMs } = await seed(rows);
  const backupDir = path.join(dataDir, 'backups');
  const dataBytes = await folderBytes(dataDir, backupDir);
  const probe = path.join(dataDir, 'loop-probe.mjs');
  const loopFile = path.join(dataDir, 'loop.txt');
  await writeFile(probe, LOOP_PROBE);
  const server = await startBuiltServer({
    LD_LOOP_PROBE_FILE: loopFile,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${probe}`.trim(),
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
    DATABASE_URL: '',
    DATABASE_POOL_MODE: '',
    LISTEN_DATABASE_URL: '',
    TRUST_PROXY: '1',
  });
  const result = { rows, seedMs, dataBytes };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.stop();
  };
  try {
    const post = client(server.base);
    const spin = spinOf(post);
    const cookie = await adminCookie(server.base);
    const pid = server.child.pid;
    const meter = peakMeter(pid);

    // Warm-up (JIT, the statements' plans), then idle.
    const warm = await createCodes(post, cookie, 300, 'backup');
    await pool(warm.length, 10, (i) => spin(warm[i]));
    await sleep(3000);

    log('backup, nobody spinning …');
    await meter.start();
    const restFrom = Date.now();
    const cpuBefore = await threadCpu(pid);
    result.atRest = await makeBackup(post, cookie, backupDir);
    const cpuAfter = await threadCpu(pid);
    result.atRest.stallMs = await longestStall(loopFile, restFrom, Date.now());
    result.atRest.cpu = {
      main: cpuAfter.main - cpuBefore.main,
      others: cpuAfter.others - cpuBefore.others,
    };
    result.atRest.rss = await meter.stop();
    // Kept aside for the restore: the retention keeps one backup a day, so the next one replaces it.
    const kept = path.join(dataDir, path.basename(result.atRest.file));
    await copyFile(result.atRest.file, kept);
    result.atRest.file = kept;

    if (spins) {
      // Enough codes for the backup to take ten times as long under the spins as at rest.
      const budgetMs = LEAD_MS + TAIL_MS + Math.max(30_000, 10 * result.atRest.wallMs);
      log(`making ${thousands(Math.ceil((SPIN_RATE * budgetMs) / 1000))} codes for the spins …`);
      const codes = await createCodes(post, cookie, Math.ceil((SPIN_RATE * budgetMs) / 1000), 'backup');
      await sleep(2000);

      log(`${SPIN_RATE} spins a second, a backup made meanwhile …`);
      let backupDone;
      const backupAnswered = new Promise((resolve) => (backupDone = resolve));
      await meter.start();
      const spinning = spinAtRate(
        spin,
        codes,
        backupAnswered.then(() => sleep(TAIL_MS)),
      );
      await sleep(LEAD_MS);
      const from = performance.now();
      const fromWall = Date.now();
      const during = await makeBackup(post, cookie, backupDir).finally(() => backupDone());
      const to = performance.now();
      during.stallMs = await longestStall(loopFile, fromWall, Date.now());
      const withBackup = await spinning;
      during.rss = await meter.stop();
      result.underSpins = {
        backup: during,
        // The spins sent while the backup was being made.
        waits: waits(withBackup.answers.filter((a) => a.sent >= from && a.sent <= to)),
        all: waits(withBackup.answers),
        ms: withBackup.ms,
      };

      log(`the same spins for ${seconds(withBackup.ms)}, no backup …`);
      const more = await createCodes(
        post,
        cookie,
        Math.ceil((SPIN_RATE * withBackup.ms) / 1000) + SPIN_RATE,
        'backup',
      );
      await sleep(2000);
      await meter.start();
      const noneFrom = Date.now();
      const without = await spinAtRate(spin, more, sleep(withBackup.ms));
      result.noBackup = {
        waits: waits(without.answers),
        ms: without.ms,
        rss: await meter.stop(),
        stallMs: await longestStall(loopFile, noneFrom, Date.now()),
      };
    }
    await stop();
    log('npm run restore into a fresh DATA_DIR …');
    result.restoreMs = await timeRestore(result.atRest.file);
    return result;
  } finally {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const log = (line) => console.log(line);
const results = [];
for (const [i, rows] of SIZES.entries()) {
  results.push(await measureSize(rows, i === SIZES.length - 1, log));
}
const largest = results.at(-1);

// The report: the sizes side by side, then the spins with and without a backup.
const col = (cells) => cells.map((c) => String(c).padStart(18)).join('');
console.log(`\nbackups of the embedded database, built server, made by POST /api/admin/backups:`);
console.log(`${''.padEnd(46)}${col(results.map((r) => `${thousands(r.rows)} rows`))}`);
const line = (label, pick) => console.log(`  ${label.padEnd(44)}${col(results.map(pick))}`);
line('codes and draws seeded in', (r) => seconds(r.seedMs));
line('data directory', (r) => mb(r.dataBytes));
line('backup, nobody spinning: time (server)', (r) => seconds(r.atRest.durationMs));
line('  file', (r) => mb(r.atRest.size));
line('  database held', (r) => `${Math.round(r.atRest.holdMs)} ms`);
line('  longest event-loop delay', (r) => `${r.atRest.stallMs.toFixed(0)} ms`);
line(
  '  server CPU: main thread + other threads',
  (r) => `${r.atRest.cpu.main.toFixed(2)} + ${r.atRest.cpu.others.toFixed(2)} s`,
);
line('  server RSS idle → peak', (r) => `${mb(r.atRest.rss.from)} → ${mb(r.atRest.rss.peak)}`);
line('  growth (target ≤ 150 MB)', (r) => mb(growth(r.atRest.rss)));
line('npm run restore into a fresh DATA_DIR', (r) => seconds(r.restoreMs));

const spun = largest.underSpins;
const none = largest.noBackup;
console.log(
  `\n${SPIN_RATE} spins a second on ${thousands(largest.rows)} codes and draws (each a fresh code, fired on schedule):`,
);
console.log(`${''.padEnd(46)}${col(['during a backup', 'no backup'])}`);
const side = (label, a, b) => console.log(`  ${label.padEnd(44)}${col([a, b])}`);
side('spins sent', spun.waits.count, none.waits.count);
side('  latest sent after its time', `${spun.waits.late.toFixed(0)} ms`, `${none.waits.late.toFixed(0)} ms`);
side('not answered 200', spun.waits.failed, none.waits.failed);
side('wait p50', `${spun.waits.p50.toFixed(1)} ms`, `${none.waits.p50.toFixed(1)} ms`);
side('wait p99', `${spun.waits.p99.toFixed(1)} ms`, `${none.waits.p99.toFixed(1)} ms`);
side(
  'longest wait (target ≤ 1000 ms)',
  `${spun.waits.longest.toFixed(0)} ms`,
  `${none.waits.longest.toFixed(0)} ms`,
);
side('longest event-loop delay', `${spun.backup.stallMs.toFixed(0)} ms`, `${none.stallMs.toFixed(0)} ms`);
side(
  'server RSS at the start → peak',
  `${mb(spun.backup.rss.from)} → ${mb(spun.backup.rss.peak)}`,
  `${mb(none.rss.from)} → ${mb(none.rss.peak)}`,
);
side('  growth (target ≤ 150 MB)', mb(growth(spun.backup.rss)), mb(growth(none.rss)));
side('backup time (server)', seconds(spun.backup.durationMs), '');
side('  file', mb(spun.backup.size), '');
side('  database held', `${Math.round(spun.backup.holdMs)} ms`, '');
for (const failure of [...spun.waits.failures, ...none.waits.failures]) console.log(`  not 200: ${failure}`);

console.log(
  `BENCH_BACKUP_JSON ${JSON.stringify(
    results.map(({ atRest, underSpins, noBackup, ...r }) => ({
      ...r,
      atRest: { ...atRest, file: undefined },
      ...(underSpins && { underSpins: { ...underSpins, backup: { ...underSpins.backup, file: undefined } } }),
      ...(noBackup && { noBackup }),
    })),
  )}`,
);

const atRestGrowth = growth(largest.atRest.rss);
const spinsGrowth = growth(spun.backup.rss);
recordSummary([
  ...results.map((r) => ({
    measure: `backup of ${thousands(r.rows)} codes and draws, nobody spinning (embedded): time, file, database held`,
    value: `${seconds(r.atRest.durationMs)}, ${mb(r.atRest.size)}, ${Math.round(r.atRest.holdMs)} ms`,
  })),
  {
    measure: `spin wait during a backup of ${thousands(largest.rows)} codes and draws, ${SPIN_RATE} spins/s: p99, longest (${spun.waits.failed} not 200)`,
    value: `${spun.waits.p99.toFixed(0)} ms, ${spun.waits.longest.toFixed(0)} ms`,
    target: `longest ≤ ${WAIT_TARGET_MS} ms`,
    met: spun.waits.longest <= WAIT_TARGET_MS && spun.waits.failed === 0,
  },
  {
    measure: `spin wait, the same ${SPIN_RATE} spins/s with no backup: p99, longest`,
    value: `${none.waits.p99.toFixed(0)} ms, ${none.waits.longest.toFixed(0)} ms`,
  },
  {
    measure: `server RSS growth during a backup of ${thousands(largest.rows)}, nobody spinning (idle ${mb(largest.atRest.rss.from)}, peak ${mb(largest.atRest.rss.peak)})`,
    value: mb(atRestGrowth),
    target: `≤ ${RSS_TARGET_MB} MB`,
    met: atRestGrowth <= RSS_TARGET_MB * MB,
  },
  {
    measure: `server RSS growth during a backup while ${SPIN_RATE} spins/s (${mb(spun.backup.rss.from)} → ${mb(spun.backup.rss.peak)}; the spins with no backup: ${mb(growth(none.rss))})`,
    value: mb(spinsGrowth),
    target: `≤ ${RSS_TARGET_MB} MB`,
    met: spinsGrowth <= RSS_TARGET_MB * MB,
  },
  ...results.map((r) => ({
    measure: `npm run restore of the ${thousands(r.rows)} backup into a fresh DATA_DIR`,
    value: seconds(r.restoreMs),
  })),
]);
