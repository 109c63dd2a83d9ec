// A fresh app on a fresh real database for one test file: a copy of the migrated PGlite template, or,
// when DATABASE_URL is set, a new PostgreSQL database created for this file and dropped after it.
import { randomBytes } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppConfig } from '#server/app';
import { openDatabase } from '#server/db/client';
import type { Database } from '#server/db/types';

export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';

export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
  set: (date: Date) => void;
}

export function createClock(start = new Date('2026-01-15T04:00:00.000Z')): TestClock {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    set: (date) => {
      t = date.getTime();
    },
  };
}

/** A route as Fastify registered it: one method, the url with its :params. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

export interface TestApp {
  app: FastifyInstance;
  /** Every route of `app`, HEAD included; the OpenAPI and route fuzz tests walk it. */
  routes: readonly RegisteredRoute[];
  clock: TestClock;
  /** Logs in and returns the Cookie header value for admin requests. */
  login: (ip?: string) => Promise<string>;
  /** PostgreSQL only: a second app instance on the same database, as behind a load balancer. */
  secondInstance: () => Promise<FastifyInstance>;
  /**
   * The app started again on the same database and clock with other settings (a new ADMIN_PASSWORD), as
   * `npm start` after a restart. The first app stays open; both are closed by close().
   */
  restart: (overrides?: Partial<Omit<AppConfig, 'database'>>) => Promise<FastifyInstance>;
  close: () => Promise<void>;
}

async function openTestDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = await readFile(inject('pgliteTemplate'));
    const database = await openDatabase({ loadDataDir: new Blob([template]), migrate: false });
    return { database, drop: async () => undefined };
  }
  const name = `ld_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: dbUrl.toString() });
  return {
    database,
    url: dbUrl.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

// Fastify announces each new instance here before anything is registered on it: the one place a test can
// add an onRoute hook without buildApp keeping a route list for tests.
const FASTIFY_CREATED = 'fastify.initialization';

/** buildApp, with the routes the new app registers. */
async function buildAppListingRoutes(
  config: AppConfig,
): Promise<{ app: FastifyInstance; routes: RegisteredRoute[] }> {
  const routes: RegisteredRoute[] = [];
  const listen = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
  };
  subscribe(FASTIFY_CREATED, listen);
  let building: Promise<FastifyInstance>;
  try {
    // buildApp creates its instance before its first await, so no other app's creation is heard.
    building = buildApp(config);
  } finally {
    unsubscribe(FASTIFY_CREATED, listen);
  }
  return { app: await building, routes };
}

export async function createTestApp(overrides: Partial<Omit<AppConfig, 'database'>> = {}): Promise<TestApp> {
  const { database, url, drop } = await openTestDatabase();
  const clock = createClock();
  const config = {
    adminPassword: TEST_ADMIN_PASSWORD,
    nodeEnv: 'test',
    now: clock.now,
    ...overrides,
  } as const;
  const { app, routes } = await buildAppListingRoutes({ database, ...config });
  const others: FastifyInstance[] = [];
  return {
    app,
    routes,
    clock,
    async login(ip = '10.0.0.1') {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: TEST_ADMIN_PASSWORD },
        remoteAddress: ip,
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === app.adminCookie.name);
      if (!cookie) throw new Error('login set no session cookie');
      return `${cookie.name}=${cookie.value}`;
    },
    async secondInstance() {
      if (!url) throw new Error('a second instance needs PostgreSQL (DATABASE_URL)');
      const other = await buildApp({ database: await openDatabase({ databaseUrl: url }), ...config });
      others.push(other);
      return other;
    },
    async restart(restartOverrides = {}) {
      // PGlite is one process's: the new app shares the open database, and leaves closing it to the first.
      const shared = url
        ? await openDatabase({ databaseUrl: url })
        : { ...database, close: async () => undefined };
      const other = await buildApp({ database: shared, ...config, ...restartOverrides });
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await drop();
    },
  };
}
