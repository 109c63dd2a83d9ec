// The public reads every visitor page makes, measured against the floor: the built server and a bare
// node:http server answering the same bytes, side by side in one run on this machine, each as its own
// process. The ratio (app req/s ÷ bare req/s) is what to compare between runs, not the absolute numbers.
// Embedded PGlite always; PostgreSQL too when DATABASE_URL is set.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { adminCookie, recordDraws, freePort, startBuiltServer, waitFor } from './bench-server.mjs';
import { recordSummary } from './bench-summary.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 20;
const ROUTES = [
  '/api/sync/load-all',
  '/api/sync/load/dev_general',
  '/api/spinning-notice/load',
  '/api/home-builder/load',
  '/api/prizes',
  '/api/draw-history?page=1&pageSize=10',
  '/api/health',
];

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
  const { base, stop } = await startBuiltServer(extraEnv);
  let bare;
  try {
    // A few draws so the history page has rows to show.
    const cookie = await adminCookie(base);
    await recordDraws(base, cookie, 12);

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
      // The structure issue's target (≥ 0.5×) is for the reads a visitor page makes; /api/health is the
      // load balancer's probe, shown for comparison.
      const ratio = appRps / bareRps;
      const visitorRead = route !== '/api/health';
      recordSummary([
        {
          measure: `hot read ${route} on ${label}, ratio to bare node:http`,
          value: `${ratio.toFixed(2)}×`,
          ...(visitorRead && { target: '≥ 0.50×', met: ratio >= 0.5 }),
        },
      ]);
    }
  } finally {
    bare?.kill();
    await stop();
  }
}

await benchOne('embedded PGlite', { DATABASE_URL: '' });
if (process.env.DATABASE_URL) await benchOne('PostgreSQL', {});
