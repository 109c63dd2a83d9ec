// What `npm start` costs in memory as a newcomer meets it: the first start (build, initdb, migrations,
// generated admin password) and then a restart on the same build and data, each left idle, side by side.
// The build runs in a child process (scripts/build/start.mjs), so the server should not keep its memory.
//
//   node scripts/bench/bench-first-start.mjs   (IDLE_WAIT_MS, default 5000, is the idle time before reading)
//
// Uses a fresh build directory of its own inside the project (dist-bench-first-<pid>, removed after).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, rssOf, waitFor } from './bench-server.mjs';
import { recordSummary } from './bench-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const IDLE_WAIT_MS = Number(process.env.IDLE_WAIT_MS ?? 5000);
const TARGET_MB = 300;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** `npm start` as the README runs it (node scripts/build/start.mjs), idle after its health check answers. */
async function startAndIdle(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/build/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const started = performance.now();
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output}`, { cause: error });
  }
  const seconds = (performance.now() - started) / 1000;
  await sleep(IDLE_WAIT_MS);
  const rssMb = rssOf(child.pid) / 1e6;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { rssMb, seconds, built: output.includes('Building Lucky Draw'), output };
}

const distDir = path.join(root, `dist-bench-first-${process.pid}`);
const work = await mkdtemp(path.join(tmpdir(), 'ld-first-start-'));
const env = { DIST_DIR: distDir, DATA_DIR: path.join(work, 'data') };
try {
  const first = await startAndIdle(env);
  const restart = await startAndIdle(env);
  if (!first.built || restart.built) {
    throw new Error(
      `expected a build on the first start only (first: ${first.built}, restart: ${restart.built})`,
    );
  }
  if (!first.output.includes('Admin password:')) throw new Error(`no generated password:\n${first.output}`);
  console.log('\n`npm start` on the embedded database, idle:');
  console.log(
    `  first start (build, initdb, migrations)  ${first.rssMb.toFixed(0)} MB RSS, up in ${first.seconds.toFixed(1)} s`,
  );
  console.log(
    `  restart (same build and data)            ${restart.rssMb.toFixed(0)} MB RSS, up in ${restart.seconds.toFixed(1)} s`,
  );
  console.log(
    JSON.stringify({ firstStartRssMb: Math.round(first.rssMb), restartRssMb: Math.round(restart.rssMb) }),
  );
  recordSummary([
    {
      measure: 'npm start RSS at idle after a first start, build included (PGlite)',
      value: `${first.rssMb.toFixed(0)} MB`,
      target: `≤ ${TARGET_MB} MB`,
      met: first.rssMb <= TARGET_MB,
    },
    { measure: 'npm start RSS at idle after a restart (PGlite)', value: `${restart.rssMb.toFixed(0)} MB` },
  ]);
} finally {
  await rm(distDir, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
}
