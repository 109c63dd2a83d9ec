// Once per browser-test run: start the real built server (dist/, built by `npm run test:e2e`) on a free
// port with a fresh embedded database, and stop it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port';

declare module 'vitest' {
  interface ProvidedContext {
    baseURL: string;
    adminPassword: string;
  }
}

export const E2E_ADMIN_PASSWORD = 'e2e admin password';

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy within 60 s:\n${output()}`);
}

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  const entry = path.join(path.resolve(root, process.env.DIST_DIR ?? 'dist'), 'server/server.js');
  if (!existsSync(entry)) throw new Error('dist/ is missing: run `npm run build` (npm run test:e2e does)');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ld-e2e-'));
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      NODE_ENV: 'test',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child, () => output);
  project.provide('baseURL', baseURL);
  project.provide('adminPassword', E2E_ADMIN_PASSWORD);
  return async () => {
    // Graceful shutdown: SIGTERM closes the server and the database and exits 0.
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    const code = await exited;
    if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM:\n${output}`);
    await rm(dataDir, { recursive: true, force: true });
  };
}
