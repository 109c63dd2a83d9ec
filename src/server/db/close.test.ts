import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const url = process.env.DATABASE_URL;

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(text);
  await client.end();
}

describe.runIf(url)('closing a PostgreSQL database', () => {
  // pg-pool's end() resolves once its clients are asked to end, before their sockets close: a database
  // dropped or restarted in that moment cut them, and the pool reported it as an error of its own.
  it('reports nothing about the connections it is ending itself, even when the server cuts them', async () => {
    for (let round = 0; round < 5; round++) {
      const name = `ld_close_${randomBytes(6).toString('hex')}`;
      await adminQuery(`create database ${name}`);
      const dbUrl = new URL(url as string);
      dbUrl.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: dbUrl.toString() });
      const busy = Array.from({ length: 10 }, () => database.db.execute(sql`select pg_sleep(0.01)`));
      expect(await Promise.all(busy)).toHaveLength(10);
      await database.close();
      await adminQuery(`drop database ${name} with (force)`);
    }
    // An error reported late lands here, and the console guard fails the test.
    await sleep(200);
  });
});
