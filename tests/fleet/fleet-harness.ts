// The fleet (README, Scaling out), on this machine's 127.0.0.1 only: a PostgreSQL cluster of its own,
// PgBouncer in transaction mode in front of it (tests/fleet/pgbouncer.sh), three instances of the built
// server behind HAProxy (health checks on /api/health, /ws upgrades passed through). Everything it starts it
// stops, and the cluster is dropped.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../support/free-port';

export const FLEET_ADMIN_PASSWORD = 'fleet admin password';
/** Each instance's METRICS_TOKEN: the test scrapes each one directly, as deploy/prometheus does. */
export const FLEET_METRICS_TOKEN = 'fleet-metrics-token-0123456789';
const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY = path.join(ROOT, process.env.DIST_DIR ?? 'dist', 'server/server.js');
const PGBOUNCER = path.join(import.meta.dirname, 'pgbouncer.sh');
// Read when a fleet starts: scripts/bench/bench-fleet.ts runs its own under other names, so a bench and this
// test can run on one machine at once.
const workDir = () => process.env.FLEET_WORK_DIR || '/tmp/ld-fleet';
const clusterName = () => process.env.FLEET_CLUSTER || 'ldfleet';

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export interface Fleet {
  /** HAProxy's address: what visitors and operators use. */
  url: string;
  instances: Instance[];
  /** A direct connection to PostgreSQL, for checking what the database holds. */
  db: pg.Client;
  /** Starts instance `i` again (after a stop or a kill) and waits until it is healthy. */
  start: (i: number) => Promise<Instance>;
  /** Waits until HAProxy sends traffic to instance `i` again (its health check passed `rise` times). */
  untilRouted: (i: number) => Promise<void>;
  /** Waits until HAProxy sends instance `i` nothing more (it is stopped or fails its health checks). */
  untilUnrouted: (i: number) => Promise<void>;
  /** HAProxy's process (scripts/bench/bench-fleet.ts counts its CPU). */
  haproxy: ChildProcess;
  stop: () => Promise<void>;
}

const sh = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: 'pipe' }).toString();

function stopPgBouncer(dir: string): void {
  try {
    execFileSync(PGBOUNCER, ['stop', dir], { stdio: 'pipe' });
  } catch {
    // Not running.
  }
}

function ensurePackages(): void {
  const missing = ['postgresql', 'pgbouncer', 'haproxy'].filter((pkg) => {
    try {
      sh('dpkg', ['-s', pkg]);
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length === 0) return;
  sh('apt-get', ['update', '-qq']);
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'pipe',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const pgVersion = () =>
  sh('ls', ['/usr/lib/postgresql'])
    .split('\n')
    .filter(Boolean)
    .sort((a, b) => Number(a) - Number(b))
    .at(-1) ?? '';

function dropCluster(version: string): void {
  for (const args of [
    ['pg_ctlcluster', version, clusterName(), 'stop'],
    ['pg_dropcluster', version, clusterName()],
  ]) {
    try {
      sh(args[0] as string, args.slice(1));
    } catch {
      // Not there: nothing to stop.
    }
  }
}

async function startPostgres(port: number): Promise<string> {
  const version = pgVersion();
  dropCluster(version);
  const dir = path.join(workDir(), 'pg');
  await rm(dir, { recursive: true, force: true });
  sh('pg_createcluster', [version, clusterName(), '-p', String(port), '-d', dir]);
  // Room for three instances' pools, the listeners and PgBouncer's own.
  sh('pg_ctlcluster', [
    version,
    clusterName(),
    'start',
    '-o',
    '-c listen_addresses=127.0.0.1 -c max_connections=200',
  ]);
  sh('su', ['postgres', '-c', `psql -q -p ${port} -c "create role app login password 'app' superuser"`]);
  sh('su', ['postgres', '-c', `createdb -p ${port} -O app app`]);
  return `postgres://app:app@127.0.0.1:${port}/app`;
}

/**
 * deploy/haproxy/haproxy.cfg, the file an operator installs, on this machine's addresses: the frontend
 * binds 127.0.0.1:`port` in plain HTTP (no certificate, so no redirect to HTTPS) and the backend's
 * servers are the test's instances. Everything else is the file as shipped; a file whose shape moved
 * fails here rather than being run half-replaced.
 */
export function haproxyConfig(port: number, instances: readonly { name: string; port: number }[]): string {
  const shipped = readFileSync(path.join(ROOT, 'deploy/haproxy/haproxy.cfg'), 'utf8');
  const lines = shipped.split('\n');
  const binds = lines.filter((line) => /^\s+bind /.test(line));
  const redirects = lines.filter((line) => /^\s+http-request redirect scheme https/.test(line));
  const servers = lines.filter((line) => /^\s+server /.test(line));
  if (binds.length === 0 || redirects.length !== 1 || servers.length !== 3) {
    throw new Error('deploy/haproxy/haproxy.cfg: expected bind lines, one HTTPS redirect and three servers');
  }
  const out: string[] = [];
  for (const line of lines) {
    if (line === binds[0]) out.push(`  bind 127.0.0.1:${port}`);
    else if (line === servers[0]) {
      for (const i of instances) out.push(`  server ${i.name} 127.0.0.1:${i.port} check`);
    } else if (!binds.includes(line) && !redirects.includes(line) && !servers.includes(line)) out.push(line);
  }
  return out.join('\n');
}

function spawnLogged(cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}

/** What a fleet has started: a process, or something stopped by a command. */
type Started = { child: ChildProcess; exited: Promise<number | null> } | { stop: () => void };

export async function startFleet(size = 3): Promise<Fleet> {
  const running: Started[] = [];
  try {
    return await launch(size, running);
  } catch (err) {
    // A fleet that did not come up leaves nothing behind either.
    for (const started of running) {
      if ('stop' in started) {
        started.stop();
        continue;
      }
      const { child, exited } = started;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    }
    dropCluster(pgVersion());
    throw err;
  }
}

async function launch(size: number, running: Started[]): Promise<Fleet> {
  if (!existsSync(ENTRY)) throw new Error('dist/ is missing: run `npm run build` first');
  ensurePackages();
  await mkdir(workDir(), { recursive: true });
  const pgPort = await freePort();
  const direct = await startPostgres(pgPort);
  const db = new pg.Client({ connectionString: direct });
  await db.connect();
  const bouncerPort = await freePort();
  const bouncerDir = path.join(workDir(), 'pgbouncer');
  execFileSync(PGBOUNCER, ['start', bouncerDir, String(bouncerPort), String(pgPort)], { stdio: 'pipe' });
  running.push({ stop: () => stopPgBouncer(bouncerDir) });
  const pooled = `postgres://app:app@127.0.0.1:${bouncerPort}/app`;

  const ports = await Promise.all(Array.from({ length: size }, () => freePort()));
  const names = ports.map((_, i) => `app${i + 1}`);
  const instances: Instance[] = [];
  const env = (port: number): NodeJS.ProcessEnv => ({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    ADMIN_PASSWORD: FLEET_ADMIN_PASSWORD,
    METRICS_TOKEN: FLEET_METRICS_TOKEN,
    // Through PgBouncer in transaction mode, as a managed PostgreSQL's pooler; LISTEN and the migrations
    // on a direct connection.
    DATABASE_URL: pooled,
    DATABASE_POOL_MODE: 'transaction',
    LISTEN_DATABASE_URL: direct,
    // The test plays many visitors: it names each one's address, HAProxy adds its own hop.
    TRUST_PROXY: '2',
    LOG_LEVEL: 'warn',
    // On SIGTERM: unhealthy at once, and serving for as long as HAProxy takes to see it (inter 1 s x
    // fall 3, plus the check under way).
    SHUTDOWN_DRAIN_MS: '4000',
  });
  const start = async (i: number): Promise<Instance> => {
    const port = ports[i] as number;
    const url = `http://127.0.0.1:${port}`;
    const started = spawnLogged(process.execPath, [ENTRY], env(port));
    running.push(started);
    const instance: Instance = { name: names[i] as string, port, url, ...started };
    instances[i] = instance;
    await waitUntil(`${instance.name} healthy`, async () => {
      if (started.child.exitCode !== null) throw new Error(`${instance.name} exited:\n${started.output()}`);
      return (await fetch(`${url}/api/health`)).ok;
    });
    return instance;
  };
  // The first runs the migrations alone; the others find them done.
  await start(0);
  await Promise.all(ports.slice(1).map((_, i) => start(i + 1)));

  const haproxyPort = await freePort();
  const haproxyStatsPort = await freePort();
  const config = path.join(workDir(), 'haproxy.cfg');
  await writeFile(
    config,
    `${haproxyConfig(
      haproxyPort,
      ports.map((port, i) => ({ name: names[i] as string, port })),
    )}
frontend stats
  bind 127.0.0.1:${haproxyStatsPort}
  stats enable
  stats uri /stats
`,
  );
  const haproxy = spawnLogged('haproxy', ['-db', '-f', config], process.env);
  running.push(haproxy);
  const url = `http://127.0.0.1:${haproxyPort}`;
  /** HAProxy's own view of a server: UP or DOWN, from its CSV stats page. */
  const serverState = async (name: string) => {
    if (haproxy.child.exitCode !== null) throw new Error(`HAProxy exited:\n${haproxy.output()}`);
    const csv = await (await fetch(`http://127.0.0.1:${haproxyStatsPort}/stats;csv`)).text();
    const row = csv.split('\n').find((line) => line.startsWith(`app,${name},`));
    return row?.split(',')[17] ?? '';
  };
  const untilRouted = (i: number) =>
    waitUntil(`HAProxy routing to ${names[i]}`, async () => (await serverState(names[i] as string)) === 'UP');
  const untilUnrouted = (i: number) =>
    waitUntil(`HAProxy leaving ${names[i]}`, async () => (await serverState(names[i] as string)) !== 'UP');
  await Promise.all(names.map((_, i) => untilRouted(i)));

  return {
    url,
    instances,
    db,
    start,
    untilRouted,
    untilUnrouted,
    haproxy: haproxy.child,
    async stop() {
      haproxy.child.kill('SIGTERM');
      for (const instance of instances) {
        if (instance.child.exitCode === null && instance.child.signalCode === null) {
          instance.child.kill('SIGTERM');
          await instance.exited;
        }
      }
      await haproxy.exited;
      stopPgBouncer(bouncerDir);
      await db.end().catch(() => undefined);
      dropCluster(pgVersion());
      await rm(workDir(), { recursive: true, force: true });
    },
  };
}
