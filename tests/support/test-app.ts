// A fresh app on a fresh real database for one test file: a copy of the migrated PGlite template, or,
// when DATABASE_URL is set, a new PostgreSQL database created for this file and dropped after it. Behind
// a pooler (DATABASE_POOL_MODE, LISTEN_DATABASE_URL as the server reads them), the database is created
// and dropped on the direct connection and the app reaches it through the pooler.
import { randomBytes } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppConfig } from '#server/app';
import { openDatabase } from '#server/db/client';
import { defaultBackupSettings } from '#server/features/backups/backup-keeper';
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
  /** The endpoint table's path the route was registered from (lib/endpoint-route.ts), if it was. */
  endpoint: string | undefined;
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

/** The options openDatabase gets for a test's PostgreSQL database, as the server would read them. */
export interface TestDatabaseUrls {
  databaseUrl: string;
  poolMode: 'session' | 'transaction';
  listenDatabaseUrl: string | undefined;
}

/** The environment's PostgreSQL settings, or with `name` those of database `name` on the same servers. */
export function testDatabaseUrls(name?: string, env = process.env): TestDatabaseUrls {
  const renamed = (url: string) => {
    if (!name) return url;
    const u = new URL(url);
    u.pathname = `/${name}`;
    return u.toString();
  };
  const { DATABASE_URL, LISTEN_DATABASE_URL, DATABASE_POOL_MODE } = env;
  if (!DATABASE_URL) throw new Error('a PostgreSQL test database needs DATABASE_URL');
  return {
    databaseUrl: renamed(DATABASE_URL),
    poolMode: DATABASE_POOL_MODE === 'transaction' ? 'transaction' : 'session',
    listenDatabaseUrl: LISTEN_DATABASE_URL ? renamed(LISTEN_DATABASE_URL) : undefined,
  };
}

/** The same, as environment variables for a server process. */
export function testDatabaseEnv(urls: TestDatabaseUrls): Record<string, string> {
  return {
    DATABASE_URL: urls.databaseUrl,
    DATABASE_POOL_MODE: urls.poolMode,
    LISTEN_DATABASE_URL: urls.listenDatabaseUrl ?? '',
  };
}

async function adminQuery(text: string): Promise<void> {
  // On the direct connection: a pooler keeps server connections to the test databases open, and is no
  // part of what CREATE and DROP DATABASE are for here.
  const { databaseUrl, listenDatabaseUrl } = testDatabaseUrls();
  const admin = new pg.Client({ connectionString: listenDatabaseUrl ?? databaseUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A new, empty PostgreSQL database named after `prefix`, on the servers of DATABASE_URL. */
export async function createPostgresTestDatabase(
  prefix = 'ld_test',
): Promise<{ urls: TestDatabaseUrls; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  return {
    urls: testDatabaseUrls(name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

async function openTestDatabase({ embedded = false, existing }: TestAppOptions): Promise<{
  database: Database;
  urls?: TestDatabaseUrls;
  drop: () => Promise<void>;
}> {
  if (existing && 'dataDir' in existing) {
    // A new data directory starts as a copy of the migrated template, as the in-memory ones do.
    const fresh = !existsSync(path.join(existing.dataDir, 'PG_VERSION'));
    const template = fresh ? await readFile(inject('pgliteTemplate')).catch(() => null) : null;
    const database = await openDatabase({
      dataDir: existing.dataDir,
      ...(template ? { loadDataDir: new Blob([template]) } : {}),
    });
    return { database, drop: async () => undefined };
  }
  if (existing)
    return { database: await openDatabase(existing), urls: existing, drop: async () => undefined };
  if (embedded || !process.env.DATABASE_URL) {
    const template = await readFile(inject('pgliteTemplate')).catch(() => null);
    // The suite on PostgreSQL makes no template: an embedded app there is migrated from nothing (~4.5 s).
    const database = template
      ? await openDatabase({ loadDataDir: new Blob([template]), migrate: false })
      : await openDatabase({});
    return { database, drop: async () => undefined };
  }
  const { urls, drop } = await createPostgresTestDatabase();
  const database = await openDatabase(urls);
  return { database, urls, drop };
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
      for (const method of [route.method].flat())
        routes.push({ method, url: route.url, endpoint: route.config?.endpoint });
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

export interface TestAppOptions {
  /** The embedded database even when DATABASE_URL is set: what only it does (backups while it runs). */
  embedded?: boolean;
  /**
   * A database of the test's own to start on, left as it is by close(): an embedded data directory on
   * disk (a new one is made from the migrated template), or a PostgreSQL database (a copy db:copy made).
   */
  existing?: { dataDir: string } | TestDatabaseUrls;
}

export async function createTestApp(
  overrides: Partial<Omit<AppConfig, 'database'>> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database, urls, drop } = await openTestDatabase(options);
  const clock = createClock();
  // Each app's backups in a folder of its own, removed with it; no schedule unless a test sets one.
  const backupDir = await mkdtemp(path.join(tmpdir(), 'ld-test-backups-'));
  const config = {
    adminPassword: TEST_ADMIN_PASSWORD,
    nodeEnv: 'test',
    now: clock.now,
    backups: defaultBackupSettings(backupDir),
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
      if (!urls) throw new Error('a second instance needs PostgreSQL (DATABASE_URL)');
      const other = await buildApp({ database: await openDatabase(urls), ...config });
      others.push(other);
      return other;
    },
    async restart(restartOverrides = {}) {
      // PGlite is one process's: the new app shares the open database, and leaves closing it to the first.
      const shared = urls ? await openDatabase(urls) : { ...database, close: async () => undefined };
      const other = await buildApp({ database: shared, ...config, ...restartOverrides });
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await drop();
      await rm(backupDir, { recursive: true, force: true });
    },
  };
}
