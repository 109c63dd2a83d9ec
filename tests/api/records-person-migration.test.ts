// Migration 0036 (drizzle/0036_records_person.sql): the records made before they stored their person get
// the person the rest of the database already knows: a batch, a payment and a saved version by their
// session's person; a code and a deposit by the audit row that recorded making them (a batch's by their
// batch); a deposit's last correction by its newest audit row. What nothing names stays nobody's.
import { afterAll, describe, expect, it } from 'vitest';
import { migratedOver, rowsOf } from '#tests/support/migrations';

describe('migration 0036: who made the records of before', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const at = "timestamptz '2026-11-20T04:00:00Z'";
  const person = (id: number, name: string, login: string) =>
    `insert into staff (id, name, login, role, created_at) values (${id}, '${name}', '${login}', 'manager', ${at})`;
  const session = (id: number, staffId: number) =>
    `insert into admin_sessions (id, token_hash, created_at, expires_at, staff_id)
     values (${id}, 'hash-${id}', ${at}, ${at} + interval '8 hours', ${staffId})`;
  const code = (id: number, code: string, batchId = 'null', isDemo = false) =>
    `insert into promo_codes (id, code, customer_name, prize_id, prize_name, prize_type, expiration_hours,
       expires_at, created_at, batch_id, is_demo)
     values (${id}, '${code}', 'Ali', 1, 'FREE 1', 'normal', 24, ${at} + interval '1 day', ${at}, ${batchId}, ${isDemo})`;
  const deposit = (id: number, batchId = 'null') =>
    `insert into deposits (id, customer_code, customer_name, deposit_amount, deposit_date, created_at, batch_id)
     values (${id}, 'C-${id}', 'Ali', 10, '2026-11-20', ${at}, ${batchId})`;
  const audit = (
    staffId: number,
    name: string,
    action: string,
    target: string,
    details: string,
    minute = 0,
  ) =>
    `insert into audit_log (at, actor, action, target, details, staff_id, staff_name)
     values (${at} + interval '${minute} minutes', 'admin', '${action}', '${target}', '${details}'::jsonb, ${staffId}, '${name}')`;

  it('names the person of each record from its session or its audit row, and nobody where none is known', async () => {
    const db = await migratedOver(
      '0036_records_person',
      [
        person(1, 'Owner', 'owner'),
        person(2, 'Siti Aminah', 'siti'),
        session(10, 2),
        session(11, 1),
        // A batch by Siti's session: its code and deposit are hers too.
        `insert into promo_batches (id, count, admin_session_id, ip, created_at) values (5, 1, 10, '10.0.0.2', ${at})`,
        code(1, 'BATCHAAA', '5'),
        deposit(1, '5'),
        // A code made alone, recorded by the owner; a demo code nobody's audit names.
        code(2, 'ALONEAAA'),
        audit(1, 'Owner', 'promo.generate', 'ALONEAAA', '{"depositId": 2}'),
        code(3, 'DEMOAAAA', 'null', true),
        // The code's deposit (named by the code's audit row), then corrected by Siti and, later, by the owner.
        deposit(2),
        audit(2, 'Siti Aminah', 'deposit.update', 'C-2', '{"id": 2}', 1),
        audit(1, 'Owner', 'deposit.void', 'C-2', '{"id": 2}', 2),
        // A deposit typed on its own by Siti.
        deposit(3),
        audit(2, 'Siti Aminah', 'deposit.create', 'C-3', '{"id": 3}'),
        // Paid by Siti, voided by the owner.
        `insert into draws (id, promo_code_id, promo_code, prize_id, prize_name, prize_type) values (1, 1, 'BATCHAAA', 1, 'FREE 1', 'normal')`,
        `insert into claim_payments (id, draw_id, amount, method, paid_at, paid_by_session, voided_at, voided_by_session)
         values (1, 1, 10, 'cash', ${at}, 10, ${at}, 11)`,
        // Saved by Siti; saved by the server.
        `insert into setting_versions (page_type, key, value, admin_session_id) values ('dev_general', 'a', '1', 10)`,
        `insert into setting_versions (page_type, key, value, admin_session_id) values ('dev_general', 'b', '1', null)`,
      ],
      cleanups,
    );

    expect(await rowsOf(db, 'select created_by_id, created_by_name from promo_batches')).toEqual([
      { created_by_id: 2, created_by_name: 'Siti Aminah' },
    ]);
    expect(
      await rowsOf(db, 'select id, created_by_id, created_by_name from promo_codes order by id'),
    ).toEqual([
      { id: 1, created_by_id: 2, created_by_name: 'Siti Aminah' },
      { id: 2, created_by_id: 1, created_by_name: 'Owner' },
      { id: 3, created_by_id: null, created_by_name: '' },
    ]);
    expect(
      await rowsOf(
        db,
        'select id, created_by_id, created_by_name, changed_by_id, changed_by_name from deposits order by id',
      ),
    ).toEqual([
      { id: 1, created_by_id: 2, created_by_name: 'Siti Aminah', changed_by_id: null, changed_by_name: '' },
      { id: 2, created_by_id: 1, created_by_name: 'Owner', changed_by_id: 1, changed_by_name: 'Owner' },
      { id: 3, created_by_id: 2, created_by_name: 'Siti Aminah', changed_by_id: null, changed_by_name: '' },
    ]);
    expect(
      await rowsOf(db, 'select paid_by_id, paid_by_name, voided_by_id, voided_by_name from claim_payments'),
    ).toEqual([{ paid_by_id: 2, paid_by_name: 'Siti Aminah', voided_by_id: 1, voided_by_name: 'Owner' }]);
    expect(
      await rowsOf(db, 'select key, saved_by_id, saved_by_name from setting_versions order by key'),
    ).toEqual([
      { key: 'a', saved_by_id: 2, saved_by_name: 'Siti Aminah' },
      { key: 'b', saved_by_id: null, saved_by_name: '' },
    ]);
  });
});
