// The built server's memory on the embedded database (or on PostgreSQL when DATABASE_URL is set):
// resident set size (VmRSS of the server process) at idle after a fresh start, the peak (VmHWM) under a
// redemption load with some public reads, and at idle after reopening the same data directory; with
// what Node itself holds (process.memoryUsage(), sampled in the server by a preloaded probe) beside it.
//
//   DIST_DIR=dist-mem npm run build && DIST_DIR=dist-mem node scripts/bench/bench-memory.mjs
//
// CODES (default 3000) one-use codes are made through the admin API, then redeemed by CONCURRENCY
// (default 50) clients, every fifth request of which is a GET /api/prizes or /api/draw-history instead.
// Prints a table, and the same figures as one JSON line (for scripts/bench/bench.mjs or a comparison).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminCookie, entry, startBuiltServer } from './bench-server.mjs';
import { recordSummary } from './bench-summary.mjs';

const CODES = Number(process.env.CODES ?? 3000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
const IDLE_WAIT_MS = Number(process.env.IDLE_WAIT_MS ?? 5000);
const MB = 1024 * 1024;

/** VmRSS and VmHWM (the peak RSS) of a process, in MiB. */
async function rssOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

// Preloaded into the server (NODE_OPTIONS=--import): writes process.memoryUsage() to a file each 250 ms.
const PROBE = `
import { writeFileSync } from 'node:fs';
const file = process.env.LD_MEMORY_PROBE_FILE;
const timer = setInterval(() => writeFileSync(file, JSON.stringify(process.memoryUsage())), 250);
timer.unref();
`;

async function nodeMemory(file) {
  try {
    const m = JSON.parse(await readFile(file, 'utf8'));
    return { heapUsed: m.heapUsed / MB, external: m.external / MB, arrayBuffers: m.arrayBuffers / MB };
  } catch {
    return undefined;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function post(base, route, body, cookie) {
  const res = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function makeCodes(base, cookie, count) {
  const codes = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const { status, body } = await post(
        base,
        '/api/admin/generate-promo',
        {
          customerName: `mem-${i % 200}`,
          prizeId: (i % 6) + 1,
          prizeType: 'normal',
          expirationHours: 24,
          usageLimit: 1,
        },
        cookie,
      );
      if (status !== 200) throw new Error(`generate-promo answered ${status}`);
      codes.push(body.code);
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return codes;
}

/** Redeems every code once at CONCURRENCY, with a public read as every fifth request. */
async function load(base, codes) {
  let next = 0;
  let redeemed = 0;
  let reads = 0;
  let sent = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < codes.length) {
      sent++;
      if (sent % 5 === 0) {
        const route = sent % 10 === 0 ? '/api/prizes' : '/api/draw-history';
        const res = await fetch(`${base}${route}`);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${route} answered ${res.status}`);
        reads++;
        continue;
      }
      const code = codes[next++];
      const { status } = await post(base, '/api/use-promo', { code });
      if (status !== 200) throw new Error(`use-promo answered ${status}`);
      redeemed++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { redeemed, reads, seconds, perSecond: redeemed / seconds };
}

async function main() {
  const work = await mkdtemp(path.join(tmpdir(), 'ld-mem-'));
  const dataDir = path.join(work, 'data');
  const probeFile = path.join(work, 'probe.mjs');
  const usageFile = path.join(work, 'usage.json');
  await writeFile(probeFile, PROBE);
  const env = {
    DATA_DIR: dataDir,
    LD_MEMORY_PROBE_FILE: usageFile,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${probeFile}`.trim(),
  };
  const db = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  try {
    // 1. A fresh start (initdb and the migrations when embedded), then idle.
    let server = await startBuiltServer(env);
    await sleep(IDLE_WAIT_MS);
    const idle = await rssOf(server.child.pid);
    const idleNode = await nodeMemory(usageFile);

    // 2. The redemption load; VmHWM is the kernel's own record of the peak.
    const cookie = await adminCookie(server.base);
    const codes = await makeCodes(server.base, cookie, CODES);
    const afterCodes = await rssOf(server.child.pid);
    let peakUnderLoad = afterCodes.rss;
    const pid = server.child.pid;
    const sampler = setInterval(() => {
      rssOf(pid).then(
        ({ rss }) => (peakUnderLoad = Math.max(peakUnderLoad, rss)),
        () => undefined,
      );
    }, 100);
    const result = await load(server.base, codes).finally(() => clearInterval(sampler));
    const loaded = await rssOf(pid);
    peakUnderLoad = Math.max(peakUnderLoad, loaded.rss);
    const loadedNode = await nodeMemory(usageFile);
    await sleep(IDLE_WAIT_MS);
    const afterLoad = await rssOf(server.child.pid);
    await server.stop();

    // 3. Reopen the same data directory (the everyday restart) and idle again.
    server = await startBuiltServer(env);
    await sleep(IDLE_WAIT_MS);
    const reopened = await rssOf(server.child.pid);
    await server.stop();

    const mb = (v) => (v === undefined ? '-' : `${Math.round(v)} MiB`);
    console.log(`\nserver memory on ${db} (${path.relative(process.cwd(), entry)}):`);
    const rows = [
      ['idle after a fresh start (RSS)', mb(idle.rss)],
      [
        '  node heap used / external / arrayBuffers',
        idleNode ? `${mb(idleNode.heapUsed)} / ${mb(idleNode.external)} / ${mb(idleNode.arrayBuffers)}` : '-',
      ],
      [`after making ${CODES} codes (RSS)`, mb(afterCodes.rss)],
      ['peak under load (RSS sampled each 100 ms)', mb(peakUnderLoad)],
      ['peak since start, initdb included (VmHWM)', mb(loaded.hwm)],
      [
        '  node heap used / external / arrayBuffers',
        loadedNode
          ? `${mb(loadedNode.heapUsed)} / ${mb(loadedNode.external)} / ${mb(loadedNode.arrayBuffers)}`
          : '-',
      ],
      ['idle after the load (RSS)', mb(afterLoad.rss)],
      ['idle after reopening the data dir (RSS)', mb(reopened.rss)],
      [`redemptions/s (${CONCURRENCY} concurrent, 1 in 5 a read)`, result.perSecond.toFixed(0)],
    ];
    for (const [label, value] of rows) console.log(`  ${label.padEnd(52)} ${value}`);
    console.log(
      JSON.stringify({
        db,
        idleRssMb: Math.round(idle.rss),
        peakRssMb: Math.round(peakUnderLoad),
        hwmMb: Math.round(loaded.hwm),
        afterLoadRssMb: Math.round(afterLoad.rss),
        reopenedIdleRssMb: Math.round(reopened.rss),
        redemptionsPerSecond: Math.round(result.perSecond),
      }),
    );
    // The memory targets are for the embedded database; PostgreSQL's own memory is not in these figures.
    const embedded = db === 'pglite';
    const name = embedded ? 'PGlite' : 'PostgreSQL';
    // The targets are in MB of 10^6 bytes; /proc reports KiB.
    const decimalMb = (mib) => (mib * MB) / 1e6;
    const mbText = (mib) => `${Math.round(decimalMb(mib))} MB`;
    recordSummary([
      {
        measure: `server RSS at idle after a fresh start (${name})`,
        value: mbText(idle.rss),
        ...(embedded && { target: '≤ 300 MB', met: decimalMb(idle.rss) <= 300 }),
      },
      {
        measure: `server RSS at peak under ${CONCURRENCY} redeeming clients (${name})`,
        value: mbText(peakUnderLoad),
        ...(embedded && { target: '≤ 400 MB', met: decimalMb(peakUnderLoad) <= 400 }),
      },
      { measure: `server RSS at idle after reopening the data (${name})`, value: mbText(reopened.rss) },
    ]);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
