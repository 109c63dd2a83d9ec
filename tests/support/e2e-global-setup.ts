// Once per browser-test run: start the real built server (dist/, built by `npm run test:e2e`) on a free
// port with a fresh embedded database, and stop it afterwards.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { NO_POSTGRES_ENV, startServerProcess, waitForHealth } from './server-process';

declare module 'vitest' {
  interface ProvidedContext {
    baseURL: string;
    adminPassword: string;
  }
}

export const E2E_ADMIN_PASSWORD = 'e2e admin password';

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  const entry = path.join(path.resolve(root, process.env.DIST_DIR ?? 'dist'), 'server/server.js');
  if (!existsSync(entry)) throw new Error('dist/ is missing: run `npm run build` (npm run test:e2e does)');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ld-e2e-'));
  const server = await startServerProcess(
    [entry],
    {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      NODE_ENV: 'test',
      ...NO_POSTGRES_ENV,
      // Specs play visitors from different addresses (X-Forwarded-For), as behind a load balancer, so
      // per-address limits (chat) count each visitor alone and not the whole run.
      TRUST_PROXY: '1',
    },
    root,
  );
  const { child, baseURL, output } = server;
  await waitForHealth(server);
  project.provide('baseURL', baseURL);
  project.provide('adminPassword', E2E_ADMIN_PASSWORD);
  return async () => {
    // Graceful shutdown: SIGTERM closes the server and the database and exits 0.
    child.kill('SIGTERM');
    const code = await server.exited;
    if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM:\n${output()}`);
    await rm(dataDir, { recursive: true, force: true });
  };
}
