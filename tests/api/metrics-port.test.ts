// The real server process with METRICS_PORT: /metrics alone on a port of its own (for a scrape network
// apart from the visitors'), none on the site's port; and its log lines name each request's id, so an
// answer's x-request-id finds its lines.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import {
  exitCodeWithin,
  NO_POSTGRES_ENV,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
  killServerProcess,
} from '../support/server-process';

const root = path.resolve(import.meta.dirname, '../..');
const TOKEN = 'a-token-for-the-scrape-network-42';

describe('the server process with METRICS_PORT', () => {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    await killServerProcess(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'serves /metrics on that port alone, 404 on the site, and logs each request under its id',
    { timeout: 120_000 },
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'ld-metrics-port-'));
      const metricsPort = await freePort();
      server = await startServerProcess(
        ['--import', 'tsx', 'src/server/server.ts'],
        {
          ...NO_POSTGRES_ENV,
          DATA_DIR: dataDir,
          ADMIN_PASSWORD: 'test password 123',
          LOG_LEVEL: 'info',
          METRICS_TOKEN: TOKEN,
          METRICS_PORT: String(metricsPort),
        },
        root,
      );
      await waitForHealth(server);
      const scrapeUrl = `http://127.0.0.1:${metricsPort}`;
      const auth = { authorization: `Bearer ${TOKEN}` };

      const scrape = await fetch(`${scrapeUrl}/metrics`, { headers: auth });
      expect(scrape.status).toBe(200);
      expect(scrape.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(await scrape.text()).toMatch(/^spins_total\{result="won"\} 0$/m);
      expect((await fetch(`${scrapeUrl}/metrics`)).status).toBe(401);
      // Only /metrics there: not the site.
      expect((await fetch(`${scrapeUrl}/api/health`)).status).toBe(404);
      // And not /metrics on the site's port, even with the token.
      expect((await fetch(`${server.baseURL}/metrics`, { headers: auth })).status).toBe(404);

      const res = await fetch(`${server.baseURL}/api/prizes`, { headers: { 'x-request-id': 'lb-abc.123' } });
      expect(res.headers.get('x-request-id')).toBe('lb-abc.123');
      // Fastify's "incoming request" and "request completed", both under the balancer's id (the second is
      // written once the answer is sent: it may come a moment after).
      const ours = () =>
        (server?.output() ?? '').split('\n').filter((line) => line.includes('"reqId":"lb-abc.123"'));
      for (let i = 0; i < 50 && ours().length < 2; i++) await new Promise((r) => setTimeout(r, 100));
      expect(ours().map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
        'incoming request',
        'request completed',
      ]);

      server.child.kill('SIGINT');
      expect(await exitCodeWithin(server, 20_000)).toBe(0);
      await expect(fetch(`${scrapeUrl}/metrics`, { headers: auth })).rejects.toThrow();
    },
  );
});
