// Reads the environment, locks the data directory, opens and migrates the database, builds the app,
// listens, closes gracefully.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { acquireDataDirLock, type DataDirLock } from './db/data-dir-lock';
import { readEnv, type AppEnv } from './env';
import { gracefulShutdown } from './lib/graceful-shutdown';
import { metricsServer } from './plugins/metrics';
import { dataDirErrorMessage, errorCode, listenErrorMessage } from './startup-errors';

async function main(): Promise<void> {
  const env = readEnv();
  // PGlite is single-process: a second server on the same DATA_DIR must stop before opening it.
  const lock = env.databaseUrl ? undefined : await lockDataDir(env.dataDir);
  try {
    await start(env, lock);
  } catch (err) {
    // The OS would free the lock on exit anyway; this also removes the pid file.
    await lock?.release().catch(() => undefined);
    throw err;
  }
}

async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const resolved = path.resolve(dataDir);
  try {
    // The lock names the directory by its inode, so it must exist first (PGlite would create it anyway).
    await mkdir(resolved, { recursive: true });
    // A real write: access(W_OK) can say yes where writing fails (root on a root-squashed network
    // share, for one), and PGlite's own failure on a directory it cannot write is far from plain.
    const probe = path.join(resolved, `.write-test-${process.pid}`);
    await writeFile(probe, '');
    await unlink(probe);
  } catch (err) {
    throw new Error(dataDirErrorMessage(err, resolved, { fileInTheWay: await fileInTheWay(err, resolved) }), {
      cause: err,
    });
  }
  return acquireDataDirLock(dataDir);
}

/** For ENOTDIR: the nearest existing ancestor, which is a file where a directory should be. */
async function fileInTheWay(err: unknown, dataDir: string): Promise<string | undefined> {
  if (errorCode(err) !== 'ENOTDIR') return undefined;
  for (let dir = path.dirname(dataDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const found = await stat(dir).catch(() => undefined);
    if (found) return found.isDirectory() ? undefined : dir;
  }
  return undefined;
}

async function start(env: AppEnv, lock: DataDirLock | undefined): Promise<void> {
  // Made now, so the backups' folder remembers from the first start when backups began; one that cannot
  // be made is said by the first backup's failure (lastError and the log), and the site still starts.
  if (!env.databaseUrl) await mkdir(env.backups.dir, { recursive: true }).catch(() => undefined);
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    poolMode: env.databasePoolMode,
    listenDatabaseUrl: env.listenDatabaseUrl,
    dataDir: env.dataDir,
  });
  // The bundled server (dist/server/server.js) serves the client built beside it (dist/client).
  // Under `npm run dev` (tsx, src/server) there is no build stamp beside it and Vite serves the client.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const clientDir = path.join(here, '..', 'client');
  const built = existsSync(path.join(here, '..', '.build-stamp'));
  const app = await buildApp({
    database,
    adminPassword: env.adminPassword,
    nodeEnv: env.nodeEnv,
    trustProxy: env.trustProxy,
    allowedOrigins: env.allowedOrigins,
    historyViewCode: env.historyViewCode,
    uploadIdleTimeoutMs: env.uploadIdleTimeoutMs,
    chatImageRetentionDays: env.chatImageRetentionDays,
    socketsPerAddress: env.socketsPerAddress,
    backups: env.backups,
    metricsToken: env.metricsToken,
    metricsOnOwnPort: env.metricsPort !== undefined,
    clientDir: built && existsSync(path.join(clientDir, 'index.html')) ? clientDir : undefined,
    logger: { level: env.logLevel },
  }).catch(async (err: unknown) => {
    // Only a built app closes the database; PGlite must be closed before the lock lets another open it.
    await database.close().catch(() => undefined);
    throw err;
  });

  // SIGTERM (a rolling restart, `docker stop`, systemd) drains first; SIGINT (Ctrl-C) and a second
  // signal while draining skip the wait. Either way the requests in flight finish.
  const shutdown = gracefulShutdown(app, { drainMs: env.shutdownDrainMs, timeoutMs: env.shutdownTimeoutMs });
  // METRICS_PORT: /metrics alone, on its own listener; it closes once the site has.
  const scrape = env.metricsPort === undefined ? undefined : await metricsServer(app, env.metricsToken);
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      void shutdown({ skipDrain: true });
      return;
    }
    closing = true;
    const skipDrain = signal === 'SIGINT';
    app.log.info(`${signal} received, ${skipDrain ? 'closing' : 'draining, then closing'}`);
    shutdown({ skipDrain })
      .then(() => scrape?.close())
      .then(() => lock?.release())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          console.error('Error while closing:', err);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  try {
    await app.listen({ port: env.port, host: env.host });
  } catch (err) {
    // Closing the app closes the database, before main() releases the DATA_DIR lock.
    await app.close().catch(() => undefined);
    throw new Error(listenErrorMessage(err, env.port, env.host), { cause: err });
  }
  if (scrape && env.metricsPort !== undefined) {
    try {
      await scrape.listen({ port: env.metricsPort, host: env.host });
    } catch (err) {
      await app.close().catch(() => undefined);
      throw new Error(listenErrorMessage(err, env.metricsPort, env.host, 'METRICS_PORT'), { cause: err });
    }
  }
  const shownHost = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  // The port bound, not the one asked for: PORT=0 lets the system choose a free one, and this line says which.
  const port = boundPort(app.server.address()) ?? env.port;
  const where =
    database.kind === 'pglite' ? `embedded PGlite in ${env.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nLucky Draw is running at http://${shownHost}:${port}  (database: ${where})`);
  console.log(`Admin dashboard: http://${shownHost}:${port}/admin`);
  if (app.generatedAdminPassword) {
    console.log(
      "\n  First start: the owner's password was generated (login name: owner). It is shown only this once;",
    );
    console.log('  only its hash is stored. Set ADMIN_PASSWORD to choose your own.');
    console.log(`\n    Admin password: ${app.generatedAdminPassword}\n`);
  }
}

function boundPort(address: string | AddressInfo | null): number | undefined {
  return typeof address === 'object' && address ? address.port : undefined;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
