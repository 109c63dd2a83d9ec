// Once per browser-test run: a migrated data directory made by the real built server (dist/, built by
// `npm run test:e2e`) started once on an empty one and stopped. Each browser suite then starts its own
// server on a copy of it (tests/e2e/server.ts): a copy starts in a few seconds, where initdb and the
// migrations take many more.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_ADMIN_PASSWORD, builtServerEntry, serverEnv } from './e2e-server-env';
import { startServerProcess, waitForHealth } from './server-process';

declare module 'vitest' {
  interface ProvidedContext {
    /** The migrated data directory each browser suite's server starts from a copy of. */
    e2eTemplateDir: string;
    adminPassword: string;
  }
}

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  const entry = builtServerEntry(root);
  if (!existsSync(entry)) throw new Error('dist/ is missing: run `npm run build` (npm run test:e2e does)');
  const parent = await mkdtemp(path.join(tmpdir(), 'ld-e2e-template-'));
  const dataDir = path.join(parent, 'data');
  const server = await startServerProcess([entry], serverEnv(dataDir), root);
  await waitForHealth(server, 180_000);
  // Graceful shutdown: SIGTERM closes the server and the database (and frees the lock) and exits 0.
  server.child.kill('SIGTERM');
  const code = await server.exited;
  if (code !== 0) throw new Error(`the template server exited with ${code} on SIGTERM:\n${server.output()}`);
  project.provide('e2eTemplateDir', dataDir);
  project.provide('adminPassword', E2E_ADMIN_PASSWORD);
  return async () => {
    await rm(parent, { recursive: true, force: true });
  };
}
