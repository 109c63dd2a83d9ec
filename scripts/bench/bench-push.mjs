// Push fan-out: the built server with 2,000 plain visitor sockets open at /ws, each having received its
// {type:'hello'}; the admin then saves the spinning notice 10 times, one after another, and each save is
// pushed to every socket as {type:'settings_changed', key:'spinNoticeSettings'}. Prints, per save and as
// median / worst, the time from sending the save to the first, the median and the last socket receiving it,
// and the save's own round trip; the server's RSS with the sockets open. Checks that every socket received
// every push exactly once (exit 1 if not).
//
// Embedded PGlite by default; PostgreSQL when DATABASE_URL is set (the saving instance delivers to its
// own sockets directly, then NOTIFYs the other instances). The load generator runs on the same machine,
// so the times include this process reading 2,000 frames on one thread.
//
// Usage: DIST_DIR=dist-push npm run build && DIST_DIR=dist-push node scripts/bench/bench-push.mjs
// Also `measurePushFanOut()` for the summary table.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { adminCookie, rssOf, startBuiltServer } from './bench-server.mjs';
import { recordSummary } from './bench-summary.mjs';

const SETTING_KEY = 'spinNoticeSettings';
const OPEN_CONCURRENCY = 100;
const HELLO_TIMEOUT_MS = 15_000;
const DELIVERY_TIMEOUT_MS = 10_000;
/** After the last socket has a push, how long to wait for a duplicate before the next save. */
const SETTLE_MS = 150;
/** Descriptors beyond the sockets: the server's database files, listeners, stdio, the admin's fetches. */
const FD_MARGIN = 200;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};
const ms = (value) => `${value.toFixed(1)} ms`;

/** This process's soft open-file limit (the server inherits it); null if it cannot be read. */
function openFileLimit() {
  try {
    const line = /^Max open files\s+(\S+)\s+(\S+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    if (line) return { soft: line[1] === 'unlimited' ? Infinity : Number(line[1]), hard: line[2] };
  } catch {
    // no /proc: ask the shell
  }
  try {
    const soft = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
    return { soft: soft === 'unlimited' ? Infinity : Number(soft), hard: '?' };
  } catch {
    return null;
  }
}

/** The server's open descriptors, or null where /proc is not there. */
function fdCountOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return null;
  }
}

/** Runs `task(i)` for i in [0, count) with at most `limit` running at once. */
async function pool(count, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
}

/**
 * How many sockets have had their n-th push, and who waits for all of them to: counted as the frames
 * arrive, so waiting costs nothing while they do.
 */
function pushTracker() {
  const reached = [];
  const waiters = new Map();
  return {
    sockets: 0,
    arrived(n) {
      reached[n] = (reached[n] ?? 0) + 1;
      if (reached[n] === this.sockets) waiters.get(n)?.();
    },
    /** Resolves once every socket has its n-th push; rejects after the delivery timeout. */
    all(n) {
      if ((reached[n] ?? 0) >= this.sockets) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(n);
          const missing = this.sockets - (reached[n] ?? 0);
          reject(
            new Error(
              `push ${n}: ${missing} of ${this.sockets} sockets had nothing after ${DELIVERY_TIMEOUT_MS} ms`,
            ),
          );
        }, DELIVERY_TIMEOUT_MS);
        waiters.set(n, () => {
          clearTimeout(timer);
          waiters.delete(n);
          resolve();
        });
      });
    },
  };
}

/**
 * Opens a visitor socket and resolves once it has had its {type:'hello'}. Keeps the arrival time of each
 * settings_changed for the notice in `pushes` (and tells `tracker`), and counts anything else; a close
 * before the end counts as a failure.
 */
function openSocket(url, tracker) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const state = { socket, hellos: 0, pushes: [], other: 0, ending: false, closedEarly: false };
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`no hello within ${HELLO_TIMEOUT_MS / 1000} s`));
    }, HELLO_TIMEOUT_MS);
    socket.on('message', (data) => {
      const at = performance.now();
      let message;
      try {
        message = JSON.parse(String(data));
      } catch {
        state.other += 1;
        return;
      }
      if (message.type === 'settings_changed' && message.key === SETTING_KEY) {
        state.pushes.push(at);
        tracker.arrived(state.pushes.length);
      } else if (message.type === 'hello') {
        state.hellos += 1;
        if (state.hellos === 1) {
          clearTimeout(timer);
          resolve(state);
        }
      } else {
        state.other += 1;
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      if (!state.ending) state.closedEarly = true;
    });
  });
}

/** Drops every socket at once (a close handshake with each of 2,000 would only add to the run time). */
function dropAll(states) {
  for (const state of states) {
    state.ending = true;
    state.socket.terminate();
  }
}

async function saveNotice(base, cookie, settings) {
  const response = await fetch(`${base}/api/spinning-notice/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ settings }),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`save answered ${response.status}: ${body}`);
}

/**
 * Opens `sockets` visitor sockets on a fresh built server, then times `saves` sequential saves of the
 * spinning notice until every socket has the push. Throws if the open-file limit is too low, if a
 * socket misses a push or gets one twice, or closes early.
 */
export async function measurePushFanOut({ sockets = 2000, saves = 10, log = () => {} } = {}) {
  const limit = openFileLimit();
  if (limit && limit.soft < sockets + FD_MARGIN) {
    throw new Error(
      `The open-file limit is ${limit.soft} (hard ${limit.hard}); ${sockets} sockets need ${sockets} ` +
        `descriptors on each side (this process and the server it starts) plus ~${FD_MARGIN}. ` +
        `Raise it in the shell that runs the benchmark, e.g. \`ulimit -n ${sockets * 2 + FD_MARGIN}\`, ` +
        `or run with fewer sockets.`,
    );
  }

  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  const startAt = performance.now();
  // The visitors are as many people, each from an address of their own; here they all come from 127.0.0.1,
  // so the cap on one address's sockets (SOCKETS_PER_ADDRESS, 50 by default) is raised to hold them all.
  const server = await startBuiltServer({
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    SOCKETS_PER_ADDRESS: String(sockets),
  });
  log(`${database}: server up in ${((performance.now() - startAt) / 1000).toFixed(1)} s`);
  const states = [];
  const tracker = pushTracker();
  let original = null;
  const cookie = await adminCookie(server.base).catch(async (error) => {
    await server.stop();
    throw error;
  });
  try {
    const load = await fetch(`${server.base}/api/spinning-notice/load`);
    if (!load.ok) throw new Error(`GET /api/spinning-notice/load answered ${load.status}`);
    original = (await load.json()).data;

    const idleRss = rssOf(server.child.pid);
    const wsUrl = `${server.base.replace(/^http/, 'ws')}/ws`;
    const openStart = performance.now();
    const failures = [];
    await pool(sockets, OPEN_CONCURRENCY, async () => {
      try {
        states.push(await openSocket(wsUrl, tracker));
      } catch (error) {
        failures.push(error);
      }
    });
    if (failures.length > 0) {
      throw new Error(`${failures.length} of ${sockets} sockets failed to open: ${failures[0].message}`);
    }
    const openMs = performance.now() - openStart;
    tracker.sockets = states.length;
    await sleep(500);
    const rss = rssOf(server.child.pid);
    const fds = fdCountOf(server.child.pid);
    log(
      `${sockets} sockets open with their hello in ${(openMs / 1000).toFixed(1)} s; ` +
        `server RSS ${(idleRss / 2 ** 20).toFixed(0)} MiB before, ${(rss / 2 ** 20).toFixed(0)} MiB with them` +
        (fds === null ? '' : ` (${fds} open descriptors)`),
    );

    const runs = [];
    const savesAt = performance.now();
    for (let i = 0; i < saves; i++) {
      const settings = { ...original, spinNoticeText: `Push fan-out benchmark, save ${i + 1} of ${saves}` };
      const sent = performance.now();
      await saveNotice(server.base, cookie, settings);
      const saveMs = performance.now() - sent;
      await tracker.all(i + 1);
      const arrivals = states.map((s) => s.pushes[i] - sent).sort((a, b) => a - b);
      const run = { saveMs, firstMs: arrivals[0], medianMs: median(arrivals), lastMs: arrivals.at(-1) };
      runs.push(run);
      log(
        `  save ${String(i + 1).padStart(2)}: first ${ms(run.firstMs).padStart(9)}, median ` +
          `${ms(run.medianMs).padStart(9)}, last ${ms(run.lastMs).padStart(9)}; save round trip ${ms(saveMs)}`,
      );
      await sleep(SETTLE_MS);
      const twice = states.filter((s) => s.pushes.length > i + 1).length;
      if (twice > 0) throw new Error(`push ${i + 1}: ${twice} sockets received it more than once`);
    }

    log(`  ${saves} saves in ${((performance.now() - savesAt) / 1000).toFixed(1)} s`);
    const wrong = states.filter((s) => s.pushes.length !== saves || s.hellos !== 1 || s.other !== 0);
    const closed = states.filter((s) => s.closedEarly).length;
    if (wrong.length > 0 || closed > 0) {
      const example = wrong[0];
      throw new Error(
        `${wrong.length} sockets did not receive each of the ${saves} pushes exactly once ` +
          (example
            ? `(e.g. ${example.pushes.length} pushes, ${example.hellos} hellos, ${example.other} other messages)`
            : '') +
          `; ${closed} closed early`,
      );
    }

    const last = runs.map((r) => r.lastMs);
    return {
      sockets,
      medianLastMs: median(last),
      worstLastMs: Math.max(...last),
      medianFirstMs: median(runs.map((r) => r.firstMs)),
      rssMiB: rss / 2 ** 20,
      medianSocketMs: median(runs.map((r) => r.medianMs)),
      medianSaveMs: median(runs.map((r) => r.saveMs)),
      database,
    };
  } finally {
    dropAll(states);
    // On PostgreSQL the setting lives on in that database: put the notice back as it was.
    if (original) await saveNotice(server.base, cookie, original).catch(() => {});
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  try {
    const sockets = Number(process.env.BENCH_PUSH_SOCKETS ?? 2000);
    const saves = Number(process.env.BENCH_PUSH_SAVES ?? 10);
    console.log(`Push fan-out: ${sockets} visitor sockets at /ws, ${saves} saves of the spinning notice`);
    const r = await measurePushFanOut({ sockets, saves, log: (line) => console.log(line) });
    console.log(
      `push to ${r.sockets} sockets (${r.database}): last socket median ${ms(r.medianLastMs)}, worst ` +
        `${ms(r.worstLastMs)}; first socket median ${ms(r.medianFirstMs)}; median socket ${ms(r.medianSocketMs)}; ` +
        `save round trip median ${ms(r.medianSaveMs)}; server RSS with the sockets ${r.rssMiB.toFixed(0)} MiB`,
    );
    // The target: 71 ms was measured when the push landed, and the push should stay that fast.
    recordSummary([
      {
        measure: `push to ${r.sockets} sockets, last socket (median of ${saves} saves, ${r.database})`,
        value: ms(r.medianLastMs),
        target: '≤ 71 ms',
        met: r.medianLastMs <= 71,
      },
    ]);
    console.log(
      `every socket received every push exactly once (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  } catch (error) {
    console.error(`bench-push: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
