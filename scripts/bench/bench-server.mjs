// The built server as the benchmarks run it: its own process on a free port with a fresh data directory,
// and the admin login. Shared by bench-reads.mjs and bench-lighthouse.mjs.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const entry = path.join(root, process.env.DIST_DIR ?? 'dist', 'server/server.js');
export const BENCH_PASSWORD = 'bench admin password';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/** Starts the built server; `stop()` shuts it down and removes its data. */
export async function startBuiltServer(extraEnv = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ld-bench-'));
  const port = await freePort();
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server (NODE_OPTIONS refuses it).
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: BENCH_PASSWORD,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      // The figures are the site's own work: no backup made up 10 minutes after the start.
      BACKUP_SCHEDULE: 'off',
      ...extraEnv,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/api/health`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, child, stop };
}

/** The admin session cookie ("name=value") for requests made with fetch. */
export async function adminCookie(base) {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  return login.headers.get('set-cookie')?.split(';')[0] ?? '';
}

/** A one-use code for a prize of the `prizeType` wheel, made as the operator's dashboard makes one. */
export async function newPromoCode(base, cookie, { customerName, prizeType = 'normal', prizeId = 1 }) {
  const res = await fetch(`${base}/api/admin/generate-promo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ customerName, prizeId, prizeType, expirationHours: 24, usageLimit: 1 }),
  });
  if (!res.ok) throw new Error(`generating a code failed: ${res.status} ${await res.text()}`);
  return (await res.json()).code;
}

/** Generates `count` one-use codes across the six prizes and redeems each: rows for the draw history. */
export async function recordDraws(base, cookie, count) {
  for (let i = 0; i < count; i++) {
    const code = await newPromoCode(base, cookie, { customerName: `bench-${i}`, prizeId: (i % 6) + 1 });
    await fetch(`${base}/api/use-promo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
  }
}

/** The wheel's looks: WHEEL_THEMES of src/shared/wheel-themes.ts (plain Node cannot import TypeScript). */
export const WHEEL_THEMES = ['classic', 'neon', 'festive'];

/**
 * Sets a wheel's theme as the operator's Prizes tab saves it (its names as they are); false when the
 * server refuses `theme`, as a build before the themes does, naming the field.
 */
export async function setWheelTheme(base, cookie, wheel, theme) {
  const lists = await (await fetch(`${base}/api/prizes`)).json();
  const names = lists[wheel].map((slot) => slot.name);
  const res = await fetch(`${base}/api/prizes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ type: wheel, names, theme }),
  });
  if (res.status === 400) {
    const refusal = await res.text();
    if (/theme/i.test(refusal)) return false;
    throw new Error(`saving the ${wheel} wheel's theme was refused: ${refusal}`);
  }
  if (!res.ok) throw new Error(`saving the ${wheel} wheel's theme failed: ${res.status} ${await res.text()}`);
  const saved = await res.json();
  if (saved.theme?.[wheel] !== theme) throw new Error(`the ${wheel} wheel's theme did not become ${theme}`);
  return true;
}

/** A process's resident memory in bytes (/proc, or ps where there is none). */
export function rssOf(pid) {
  try {
    const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    if (kib) return Number(kib) * 1024;
  } catch {
    // no /proc: fall back to ps
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024;
}

/**
 * Sends `rate` GETs a second, alternating `routes`, until `until` settles; each request's latency is kept
 * by route. Requests are fired on schedule, not after the previous answer (a closed loop would slow its
 * own load down exactly when the server slows).
 */
export async function readLoad(base, until, routes, rate) {
  const latencies = Object.fromEntries(routes.map((route) => [route, []]));
  const failures = [];
  const pending = new Set();
  let done = false;
  until.then(
    () => (done = true),
    () => (done = true),
  );
  const interval = 1000 / rate;
  const start = performance.now();
  for (let i = 0; !done; i++) {
    const route = routes[i % routes.length];
    const sent = performance.now();
    const request = fetch(`${base}${route}`)
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.ok) latencies[route].push(performance.now() - sent);
        else failures.push(`${route} ${res.status}`);
      })
      .catch((error) => failures.push(`${route} ${error.message}`))
      .finally(() => pending.delete(request));
    pending.add(request);
    const next = start + (i + 1) * interval;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  await Promise.all(pending);
  if (failures.length > 0) throw new Error(`reads failed: ${failures.slice(0, 5).join(', ')}`);
  return latencies;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
