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
  killServerProcess,
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

/** The operator's session on an app reopened in this process, as request headers. */
async function operatorOf(app: FastifyInstance): Promise<{ cookie: string }> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password: ADMIN_PASSWORD },
  });
  const session = login.cookies.find((c) => c.name === 'ld_admin_session');
  if (!session) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  return { cookie: `${session.name}=${session.value}` };
}

/** Ends every server process, app and database a test of this file started. */
async function stopAll(): Promise<void> {
  for (const server of running.splice(0)) await killServerProcess(server);
  for (const app of apps.splice(0)) await app.close();
  for (const cleanup of cleanups.splice(0)) await cleanup();
}

describe('a redemption answered 200', () => {
  afterAll(stopAll);

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

    const codes = await app.inject({
      method: 'GET',
      url: '/api/admin/promo-codes?customer=Durability',
      headers: await operatorOf(app),
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

// A batch of codes is all there or not there at all: a server killed in the middle of making one leaves
// none of its codes spinnable, and no start-up afterwards deletes a code that was spun.
describe('a batch cut short by kill -9', () => {
  afterAll(stopAll);

  const ROWS = 10_000;
  const csv = [
    'customerName,depositAmount,prizeSlot,wheel,usageLimit,expirationHours',
    ...Array.from({ length: ROWS }, () => `Batch kill,,2,normal,1,48`),
  ].join('\n');
  const postBatch = (server: ServerProcess, cookie: string) =>
    fetch(`${server.baseURL}/api/admin/promo-batches`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', cookie },
      body: csv,
    });
  const liveCodes = async (server: ServerProcess, cookie: string) => {
    const res = await fetch(`${server.baseURL}/api/admin/promo-codes?customer=Batch%20kill&pageSize=10`, {
      headers: { cookie },
    });
    return (await res.json()) as { total: number; items: { code: string }[] };
  };

  it(
    'leaves no code of the batch live, and a start an hour later deletes no spun code',
    { timeout: 180_000 },
    async () => {
      const storage = await prepareStorage();
      // How long a whole batch takes here, to kill the next one half way.
      const timing = await startServer(storage);
      const timingCookie = await adminCookieOf(timing, ADMIN_PASSWORD);
      const started = Date.now();
      expect((await postBatch(timing, timingCookie)).status).toBe(201);
      const whole = Date.now() - started;
      timing.child.kill('SIGKILL');
      await timing.exited;

      // Two batches cut short: one killed at half its time, one as soon as any of its codes can be seen
      // (and then spun), the moment a half-made batch would show.
      const spun: string[] = [];
      for (const stop of ['halfway', 'first code seen'] as const) {
        const server = await startServer(storage);
        const cookie = await adminCookieOf(server, ADMIN_PASSWORD);
        const before = (await liveCodes(server, cookie)).total;
        const state = { settled: false };
        const answer = postBatch(server, cookie).then(
          (res) => res.status,
          () => 'killed' as const,
        );
        void answer.finally(() => (state.settled = true));
        const halfway = Date.now() + whole / 2;
        while (!state.settled && (stop !== 'halfway' || Date.now() < halfway)) {
          const { total, items } = await liveCodes(server, cookie);
          if (total > before) {
            const code = items[0]?.code;
            const res = await fetch(`${server.baseURL}/api/use-promo`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ code }),
            });
            if (res.status === 200 && code) spun.push(code);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        server.child.kill('SIGKILL');
        await server.exited;
        if (stop === 'halfway') expect(await answer, stop).toBe('killed');
      }

      // The next start, more than an hour later (when a pending batch counts as abandoned).
      const database = await openDatabase(postgres ?? { dataDir: storage.DATA_DIR });
      const later = Date.now() + 2 * 60 * 60 * 1000;
      const app = await buildApp({
        database,
        adminPassword: ADMIN_PASSWORD,
        nodeEnv: 'test',
        now: () => new Date(later + (Date.now() - started)),
      });
      apps.push(app);
      await app.ready();
      const headers = await operatorOf(app);
      const codes = await app.inject({
        url: '/api/admin/promo-codes?customer=Batch%20kill&pageSize=10',
        headers,
      });
      const batches = await app.inject({ url: '/api/admin/promo-batches', headers });
      const listed = batches.json<{ items: { count: number }[] }>().items;
      // Every live code belongs to a batch the list shows whole: the first one, and another only if it
      // was finished after all.
      expect(codes.json<{ total: number }>().total).toBe(listed.reduce((sum, b) => sum + b.count, 0));
      expect([1, 2, 3]).toContain(listed.length);
      for (const b of listed) expect(b.count).toBe(ROWS);
      // A code that was spun is still there, used, and its draw still names it.
      for (const code of spun) {
        const found = await app.inject({ url: `/api/admin/promo-codes?code=${code}`, headers });
        expect(found.json(), code).toMatchObject({ items: [{ code, useCount: 1 }] });
      }
    },
  );
});
