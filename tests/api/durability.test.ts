// A 200 from POST /api/use-promo means the draw is stored: a real server process is killed with SIGKILL
// (no graceful shutdown, no chance to flush anything) right after the answer, and the app reopened on the
// same data (in this process, which runs the database's crash recovery; a second server process would
// only add a ~5 s start) must still show the code used and the draw in the history. On the embedded
// database (a data directory seeded from the suite's migrated template) or, when DATABASE_URL is set, on
// a PostgreSQL database created for this file.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/client';
import { maskPromoCode, PROMO_MESSAGES } from '#shared/promo-status';
import {
  NO_POSTGRES_ENV,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
  adminCookieOf,
} from '../support/server-process';
import { createPostgresTestDatabase, testDatabaseEnv, type TestDatabaseUrls } from '../support/test-app';

const root = path.resolve(import.meta.dirname, '../..');
const ADMIN_PASSWORD = 'durability test password';
const running: ServerProcess[] = [];
const apps: FastifyInstance[] = [];
const cleanups: (() => Promise<void>)[] = [];
/** The PostgreSQL database prepareStorage made, if any. */
let postgres: TestDatabaseUrls | undefined;

/** Where the servers keep their data: env for the server process. */
async function prepareStorage(): Promise<Record<string, string>> {
  if (process.env.DATABASE_URL) {
    const { urls, drop } = await createPostgresTestDatabase('ld_durability');
    cleanups.push(drop);
    postgres = urls;
    return testDatabaseEnv(urls);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ld-durability-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  // The migrated template written into the directory (~1 s) instead of initdb and the migrations (~5 s).
  const template = await readFile(inject('pgliteTemplate'));
  const seeded = await openDatabase({ dataDir, loadDataDir: new Blob([template]), migrate: false });
  await seeded.close();
  return { DATA_DIR: dataDir, ...NO_POSTGRES_ENV };
}

// The real entry point, as `npm run dev` runs it (tsx in-process, so the child's pid is the server's).
async function startServer(storage: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(
    ['--import', 'tsx', 'src/server/server.ts'],
    { ...storage, ADMIN_PASSWORD, LOG_LEVEL: 'silent' },
    root,
  );
  running.push(server);
  await waitForHealth(server);
  return server;
}

async function api(server: ServerProcess, route: string, init: { body?: unknown; cookie?: string } = {}) {
  const res = await fetch(`${server.baseURL}${route}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('a redemption answered 200', () => {
  afterAll(async () => {
    for (const server of running.splice(0)) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    for (const app of apps.splice(0)) await app.close();
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('survives kill -9 of the server right after the answer', { timeout: 60_000 }, async () => {
    const storage = await prepareStorage();
    const first = await startServer(storage);
    const cookie = await adminCookieOf(first, ADMIN_PASSWORD);
    const generated = await api(first, '/api/admin/generate-promo', {
      cookie,
      body: {
        customerName: 'Durability',
        prizeId: 3,
        prizeType: 'normal',
        expirationHours: 24,
        usageLimit: 1,
      },
    });
    expect(generated.status).toBe(200);
    const code = generated.body.code as string;

    const spin = await api(first, '/api/use-promo', { body: { code } });
    expect(spin.status).toBe(200);
    const prizeName = spin.body.prizeName as string;
    expect(prizeName).toBeTruthy();

    // No graceful shutdown: whatever the 200 promised must already be stored.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');

    const database = await openDatabase(postgres ?? { dataDir: storage.DATA_DIR });
    const app = await buildApp({ database, adminPassword: ADMIN_PASSWORD, nodeEnv: 'test' });
    apps.push(app);
    const history = await app.inject({ method: 'GET', url: '/api/draw-history' });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({
      total: 1,
      items: [{ promoCode: maskPromoCode(code), prizeName, prizeType: 'normal' }],
    });

    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: ADMIN_PASSWORD },
    });
    const session = login.cookies.find((c) => c.name === 'ld_admin_session');
    if (!session) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
    const codes = await app.inject({
      method: 'GET',
      url: '/api/admin/promo-codes?customer=Durability',
      headers: { cookie: `${session.name}=${session.value}` },
    });
    expect(codes.statusCode).toBe(200);
    expect(codes.json()).toMatchObject({
      items: [{ code, status: 'used', isUsed: true, useCount: 1 }],
    });

    // And it stays spent: the same code is refused as used.
    const again = await app.inject({ method: 'POST', url: '/api/use-promo', payload: { code } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: PROMO_MESSAGES.used });
  });
});
