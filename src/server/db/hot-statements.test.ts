// The named-statement path the visitor's lookup and spin run on (PGlite, or PostgreSQL when DATABASE_URL
// is set): rows typed as the repositories read them, a failing statement leaving the connection usable,
// and a burst of calls all answered with their own rows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { hotRows } from './hot-statements';

describe('hot statements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const echo = (n: number, label: string | null) =>
    sql`select ${n}::int as n, ${label}::text as label, ${n} % 2 = 0 as even, (${n}::float8 / 4) as quarter`;

  it('answers rows with numbers, booleans, text and nulls as the driver types them', async () => {
    expect(await hotRows(t.app.db, 'test_echo', echo(6, 'six'))).toEqual([
      { n: 6, label: 'six', even: true, quarter: 1.5 },
    ]);
    expect(await hotRows(t.app.db, 'test_echo', echo(3, null))).toEqual([
      { n: 3, label: null, even: false, quarter: 0.75 },
    ]);
  });

  it('rejects a failing statement and keeps running the next one', async () => {
    const failing = sql`select 1 / ${0}::int as n`;
    await expect(hotRows(t.app.db, 'test_divide', failing)).rejects.toThrow(/division by zero/);
    await expect(hotRows(t.app.db, 'test_divide', failing)).rejects.toThrow(/division by zero/);
    expect(await hotRows(t.app.db, 'test_echo', echo(8, 'eight'))).toEqual([
      { n: 8, label: 'eight', even: true, quarter: 2 },
    ]);
  });

  it('gives each of a concurrent burst its own rows', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        hotRows<{ n: number; label: string }>(t.app.db, 'test_echo', echo(i, `#${i}`)),
      ),
    );
    expect(answers.map((rows) => rows[0])).toEqual(
      Array.from({ length: 60 }, (_, i) => ({ n: i, label: `#${i}`, even: i % 2 === 0, quarter: i / 4 })),
    );
  });

  it('keeps a name to one statement text', async () => {
    await expect(hotRows(t.app.db, 'test_echo', sql`select 2 as other`)).rejects.toThrow();
  });
});
