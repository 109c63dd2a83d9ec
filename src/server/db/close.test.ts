import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '#tests/support/test-app';
import { openDatabase } from './client';

const url = process.env.DATABASE_URL;

describe.runIf(url)('closing a PostgreSQL database', () => {
  // pg-pool's end() resolves once its clients are asked to end, before their sockets close: a database
  // dropped or restarted in that moment cut them, and the pool reported it as an error of its own.
  it('reports nothing about the connections it is ending itself, even when the server cuts them', async () => {
    for (let round = 0; round < 5; round++) {
      const { urls, drop } = await createPostgresTestDatabase('ld_close');
      const database = await openDatabase(urls);
      const busy = Array.from({ length: 10 }, () => database.db.execute(sql`select pg_sleep(0.01)`));
      expect(await Promise.all(busy)).toHaveLength(10);
      await database.close();
      await drop();
    }
    // An error reported late lands here, and the console guard fails the test.
    await sleep(200);
  });
});
