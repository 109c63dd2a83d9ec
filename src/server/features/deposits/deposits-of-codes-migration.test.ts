// Migration 0027 (drizzle/0027_deposits_of_codes.sql): every code made with a deposit and no deposit
// record gets one. A code the Generate form made before codes were linked is linked to the record the
// form wrote a moment before it; a batch's or the API's code gets a new record; nothing else changes, and
// one audit entry says what was done.
import { afterAll, describe, expect, it } from 'vitest';
import { migratedOver, rowsOf } from '#tests/support/migrations';

describe('migration 0027: a deposit record for every code made with a deposit', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const migratedAfter = (statements: string[]) =>
    migratedOver('0027_deposits_of_codes', statements, cleanups);

  const code = (id: number, code: string, customer: string, amount: string, at: string, depositId = 'null') =>
    `insert into promo_codes (id, code, customer_name, deposit_amount, deposit_id, prize_id, prize_name,
       prize_type, expiration_hours, expires_at, created_at)
     values (${id}, '${code}', '${customer}', ${amount}, ${depositId}, 1, 'FREE 1', 'normal', 24,
       timestamptz '${at}' + interval '24 hours', timestamptz '${at}')`;
  const deposit = (id: number, customer: string, amount: string, date: string, at: string) =>
    `insert into deposits (id, customer_code, customer_name, deposit_amount, deposit_date, created_at)
     values (${id}, '${customer}', '${customer}', ${amount}, '${date}', timestamptz '${at}')`;

  it('links the form’s own records, records the rest, changes nothing else and says so once', async () => {
    const db = await migratedAfter([
      // The form before codes were linked: its record, then its code a second later (16:10 UTC is
      // 00:10 the next day in UTC+8).
      deposit(1, 'Ali', '100.00', '2026-01-16', '2026-01-15T16:10:00Z'),
      code(1, 'FORMAAAA', 'ali', '100.00', '2026-01-15T16:10:01Z'),
      // A batch row's deposit: no record.
      code(2, 'BATCHAAA', 'Mei', '50.50', '2026-01-15T03:00:00Z'),
      // A deposit recorded on its own, the same amount, an hour before another code: not this code's.
      deposit(2, 'Siti', '20.00', '2026-01-15', '2026-01-15T02:00:00Z'),
      code(3, 'APICODEA', 'Siti', '20.00', '2026-01-15T03:00:00Z'),
      // Linked already, and a code with no deposit: left as they are.
      deposit(3, 'Tan', '30.00', '2026-01-15', '2026-01-15T04:00:00Z'),
      code(4, 'LINKEDAA', 'Tan', '30.00', '2026-01-15T04:00:01Z', '3'),
      code(5, 'NODEPOSA', 'Lim', '0', '2026-01-15T05:00:00Z'),
      "select setval('deposits_id_seq', 3)",
    ]);

    expect(await rowsOf(db, 'select id, deposit_id from promo_codes order by id')).toEqual([
      { id: 1, deposit_id: 1 },
      { id: 2, deposit_id: expect.any(Number) },
      { id: 3, deposit_id: expect.any(Number) },
      { id: 4, deposit_id: 3 },
      { id: 5, deposit_id: null },
    ]);
    const made = await rowsOf(
      db,
      `select d.customer_code, d.deposit_amount::text as amount, d.deposit_date::text as date, d.notes
       from deposits d where d.id > 3 order by d.id`,
    );
    expect(made).toEqual([
      {
        customer_code: 'Mei',
        amount: '50.50',
        date: '2026-01-15',
        notes: 'Recorded with promo code BATCHAAA',
      },
      {
        customer_code: 'Siti',
        amount: '20.00',
        date: '2026-01-15',
        notes: 'Recorded with promo code APICODEA',
      },
    ]);
    // The records already there are as they were.
    expect(
      await rowsOf(
        db,
        'select id, customer_code, deposit_amount::text as amount from deposits where id <= 3 order by id',
      ),
    ).toEqual([
      { id: 1, customer_code: 'Ali', amount: '100.00' },
      { id: 2, customer_code: 'Siti', amount: '20.00' },
      { id: 3, customer_code: 'Tan', amount: '30.00' },
    ]);
    expect(
      await rowsOf(db, "select actor, details from audit_log where action = 'deposit.recorded_from_codes'"),
    ).toEqual([{ actor: 'system', details: { linked: 1, recorded: 2, total: '70.50' } }]);
  });

  it('writes no entry on a database with nothing to record', async () => {
    const db = await migratedAfter([code(1, 'NODEPOSA', 'Lim', '0', '2026-01-15T05:00:00Z')]);
    expect(await rowsOf(db, "select id from audit_log where action = 'deposit.recorded_from_codes'")).toEqual(
      [],
    );
  });
});
