// The real server process on SIGTERM, as a rolling restart sends it (README, Rolling restarts): health
// answers 503 while the rest is still served, a second signal ends the drain wait, the request in flight gets
// its real answer, new connections are refused, the socket closes with 1012 and the process exits 0.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLOSE_SERVICE_RESTART } from '#shared/api/realtime';
import {
  exitCodeWithin,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
  killServerProcess,
} from '../support/server-process';
import { connectionRefused, slowRequest, until } from '../support/slow-request';

const root = path.resolve(import.meta.dirname, '../..');
const ADMIN_PASSWORD = 'test password 123';

describe('the server process on SIGTERM', () => {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    await killServerProcess(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'drains, finishes the request in flight, closes its socket with 1012 and exits 0',
    { timeout: 120_000 },
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'ld-sigterm-'));
      // The embedded database whatever the suite runs on: this is about the process, not the database.
      // A drain far longer than the test, so only the second signal can end it: no timing to race.
      server = await startServerProcess(
        ['--import', 'tsx', 'src/server/server.ts'],
        {
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          ADMIN_PASSWORD,
          LOG_LEVEL: 'silent',
          SHUTDOWN_DRAIN_MS: '300000',
        },
        root,
      );
      await waitForHealth(server);
      const { baseURL } = server;

      const socket = new WebSocket(`${baseURL.replace('http', 'ws')}/ws`);
      const closed = new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      const login = slowRequest(baseURL, '/api/admin/login', JSON.stringify({ password: ADMIN_PASSWORD }));

      server.child.kill('SIGTERM');
      await until(
        async () => (await fetch(`${baseURL}/api/health`)).status === 503,
        'health to answer 503',
        10_000,
      );
      expect(await (await fetch(`${baseURL}/api/health`)).json()).toMatchObject({
        ok: false,
        draining: true,
      });
      expect((await fetch(`${baseURL}/api/prizes`)).status).toBe(200);

      server.child.kill('SIGTERM');
      await until(() => connectionRefused(baseURL), 'new connections to be refused', 10_000);
      expect(socket.readyState).toBe(WebSocket.OPEN);

      login.finish();
      expect((await login.answer).status).toBe(200);
      expect(await closed).toBe(CLOSE_SERVICE_RESTART);
      expect(await exitCodeWithin(server, 20_000)).toBe(0);
    },
  );
});
