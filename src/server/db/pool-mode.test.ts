// PostgreSQL behind a transaction pooler (DATABASE_POOL_MODE, LISTEN_DATABASE_URL): hot statements sent
// unnamed, LISTEN on a direct connection that must hear what the pool sends, and a session-mode start
// through a transaction pooler refused. Run directly and, in CI, through PgBouncer (tests/fleet).
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, testDatabaseUrls, type TestDatabaseUrls } from '#tests/support/test-app';
import {
  LISTEN_URL_REQUIRED_MESSAGE,
  listenUnheardMessage,
  TRANSACTION_POOLER_DETECTED_MESSAGE,
} from '../startup-errors';
import { openDatabase } from './client';
import { hotRows } from './hot-statements';
import type { Database } from './types';

const throughPooler = process.env.DATABASE_POOL_MODE === 'transaction';

async function count(database: Database, query: SQL): Promise<number> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

describe.runIf(process.env.DATABASE_URL)('PostgreSQL pool modes', () => {
  let urls: TestDatabaseUrls;
  let drop: () => Promise<void>;
  /** Straight to PostgreSQL, past the pooler if there is one. */
  let direct: string;
  const opened: Database[] = [];
  beforeAll(async () => {
    ({ urls, drop } = await createPostgresTestDatabase('ld_pool'));
    direct = urls.listenDatabaseUrl ?? urls.databaseUrl;
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
    await drop();
  });

  const open = async (options: Parameters<typeof openDatabase>[0]) => {
    const database = await openDatabase(options);
    opened.push(database);
    return database;
  };

  it('prepares hot statements by name in session mode and sends them unnamed in transaction mode', async () => {
    const prepared = async (database: Database) => {
      const echo = await hotRows<{ n: number }>(database.db, 'test_pool_echo', sql`select ${7}::int as n`);
      expect(echo).toEqual([{ n: 7 }]);
      // An idle pool hands the next query the connection the last one used: this session's statements.
      return count(
        database,
        sql`select count(*)::int as n from pg_prepared_statements where name = 'test_pool_echo'`,
      );
    };
    expect(await prepared(await open({ databaseUrl: direct, poolMode: 'session' }))).toBe(1);
    const unnamed = await open({ databaseUrl: direct, poolMode: 'transaction', listenDatabaseUrl: direct });
    expect(await prepared(unnamed)).toBe(0);
    // One text per name still holds, so a mistake shows in either mode.
    await expect(hotRows(unnamed.db, 'test_pool_echo', sql`select 2 as other`)).rejects.toThrow(
      /test_pool_echo was prepared with another text/,
    );
  });

  it('refuses transaction mode without a LISTEN connection, saying why', async () => {
    await expect(openDatabase({ databaseUrl: urls.databaseUrl, poolMode: 'transaction' })).rejects.toThrow(
      `LISTEN_DATABASE_URL ${LISTEN_URL_REQUIRED_MESSAGE}`,
    );
  });

  it('refuses a LISTEN connection that does not hear what the pool notifies', async () => {
    // Another database on the same server: NOTIFY reaches only listeners of its own database.
    const elsewhere = testDatabaseUrls();
    const otherDatabase = elsewhere.listenDatabaseUrl ?? elsewhere.databaseUrl;
    await expect(
      openDatabase({ ...urls, poolMode: 'transaction', listenDatabaseUrl: otherDatabase, migrate: false }),
    ).rejects.toThrow(listenUnheardMessage(5));
    if (throughPooler) {
      // LISTEN through the transaction pooler itself: its session goes back to the pool at once.
      await expect(
        openDatabase({ ...urls, listenDatabaseUrl: urls.databaseUrl, migrate: false }),
      ).rejects.toThrow(listenUnheardMessage(5));
    }
  }, 20_000);

  it.runIf(throughPooler)('refuses to start in session mode through a transaction pooler', async () => {
    await expect(openDatabase({ databaseUrl: urls.databaseUrl, poolMode: 'session' })).rejects.toThrow(
      TRANSACTION_POOLER_DETECTED_MESSAGE,
    );
  });

  it('hears pushes from the pool on the LISTEN connection, and runs the migrations', async () => {
    const database = await open(urls);
    let onPayload: (payload: string) => void = () => undefined;
    const heard = new Promise<string>((resolve) => {
      onPayload = resolve;
    });
    // listen() resolves once LISTEN has run, so the notification comes after it.
    await database.listen('ld_pool_test', onPayload);
    await database.db.execute(sql`select pg_notify('ld_pool_test', 'hello')`);
    expect(await heard).toBe('hello');
    expect(
      await count(database, sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    ).toBeGreaterThan(0);
  });
});
