// The public reads every visitor page makes, measured against the floor: the built server and a bare
// node:http server answering the same bytes, side by side in one run on this machine, each as its own
// process. The ratio (app req/s ÷ bare req/s) is what to compare between runs, not the absolute numbers.
// Embedded PGlite always; PostgreSQL too when DATABASE_URL is set.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, process.env.DIST_DIR ?? 'dist', 'server/server.js');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 20;
const PASSWORD = 'bench admin password';
const ROUTES = [
  '/api/sync/load-all',
  '/api/sync/load/dev_general',
  '/api/spinning-notice/load',
  '/api/prizes',
  '/api/draw-history?page=1&pageSize=10',
  '/api/health',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child) {
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

// The bare server: every path answers the recorded bytes, the same headers (security headers, ETag,
// cache-control) and body the app sent, so the ratio measures the framework and the app, not the
// header set.
const BARE = `
const http = require('node:http');
const answers = JSON.parse(process.env.ANSWERS);
http.createServer((req, res) => {
  const a = answers[req.url];
  if (!a) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { ...a.headers, 'content-length': Buffer.byteLength(a.body) });
  res.end(a.body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;
// Node adds these itself on both servers.
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

async function load(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

async function benchOne(label, extraEnv) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ld-bench-'));
  const port = await freePort();
  const app = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      ...extraEnv,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  let bare;
  try {
    await waitFor(`${base}/api/health`, app);
    // A few draws so the history page has rows to show.
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    for (let i = 0; i < 12; i++) {
      const gen = await fetch(`${base}/api/admin/generate-promo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          customerName: `bench-${i}`,
          prizeId: (i % 6) + 1,
          prizeType: 'normal',
          expirationHours: 24,
          usageLimit: 1,
        }),
      });
      const { code } = await gen.json();
      await fetch(`${base}/api/use-promo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });
    }

    const answers = {};
    for (const route of ROUTES) {
      const res = await fetch(`${base}${route}`);
      const headers = Object.fromEntries([...res.headers].filter(([name]) => !OWN_HEADERS.has(name)));
      answers[route] = { headers, body: await res.text() };
    }
    const barePort = await freePort();
    bare = spawn(process.execPath, ['-e', BARE], {
      env: { ...process.env, PORT: String(barePort), ANSWERS: JSON.stringify(answers) },
      stdio: 'ignore',
    });
    await waitFor(`http://127.0.0.1:${barePort}/api/health`, bare);

    console.log(`\nhot public reads on ${label} (${CONNECTIONS} connections, ${SECONDS} s each, req/s):`);
    console.log('route'.padEnd(40), 'app'.padStart(9), 'bare'.padStart(9), 'ratio'.padStart(7));
    for (const route of ROUTES) {
      const appRps = await load(`${base}${route}`);
      const bareRps = await load(`http://127.0.0.1:${barePort}${route}`);
      console.log(
        route.padEnd(40),
        String(Math.round(appRps)).padStart(9),
        String(Math.round(bareRps)).padStart(9),
        `${(appRps / bareRps).toFixed(2)}×`.padStart(7),
      );
    }
  } finally {
    bare?.kill();
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await benchOne('embedded PGlite', { DATABASE_URL: '' });
if (process.env.DATABASE_URL) await benchOne('PostgreSQL', {});
