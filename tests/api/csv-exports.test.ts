import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromoCodeList } from '#shared/api/promo';
import {
  adminSession,
  createDeposit,
  createPromoCode,
  storedPromoCode,
  type ApiAdmin,
} from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { auditLog, deposits, promoCodes } from '#server/db/schema';
import { BATCH_ROWS } from '#server/lib/keyset-batches';

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks); every record ends in CRLF. */
function parseCsv(text: string): string[][] {
  const field = /("(?:[^"]|"")*"|[^",\r\n]*)(,|\r\n)/y;
  const records: string[][] = [];
  let record: string[] = [];
  while (field.lastIndex < text.length) {
    const at = field.lastIndex;
    const match = field.exec(text);
    if (!match) throw new Error(`not CSV at ${at}: ${JSON.stringify(text.slice(at, at + 40))}`);
    const [, raw = '', end] = match;
    record.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (end === '\r\n') {
      records.push(record);
      record = [];
    }
  }
  return records;
}

describe('CSV exports', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  /** Moves the clock and signs in again (a session lasts 8 hours). */
  async function setClock(iso: string) {
    t.clock.set(new Date(iso));
    admin = await adminSession(t);
  }

  /** A code's row written straight to the table, made now. */
  const storedCode = (code: string, customerName: string) =>
    storedPromoCode(code, customerName, t.clock.now());

  const get = (url: string, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ url, headers });

  /** The records of a CSV answer, checking what every export shares: type, file name, BOM, CRLF. */
  function csvOf(res: LightMyRequestResponse, name: string): { header: string[]; rows: string[][] } {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    if (!header) throw new Error('no header row');
    return { header, rows };
  }

  /** Each record as an object keyed by the header. */
  const byHeader = ({ header, rows }: { header: string[]; rows: string[][] }) =>
    rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i]])));

  it('is for admins only: 401 with JSON { message } for every export', async () => {
    for (const name of ['promo-codes', 'draws', 'deposits', 'audit']) {
      const res = await get(`/api/admin/export/${name}.csv?customerCode=x`, {});
      expect(res.statusCode, name).toBe(401);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
  });

  it('exports promo codes: header, amounts as 123.45, +08:00 times, a file named by the business date', async () => {
    await setClock('2026-11-23T12:15:00.000Z'); // 20:15 in UTC+8
    const { code } = await createPromoCode(admin, {
      customerName: '陈美玲',
      depositAmount: 123.45,
      prizeId: 2,
      expirationHours: 24,
      usageLimit: 3,
    });
    const res = await get('/api/admin/export/promo-codes.csv?customer=陈美玲');
    expect(res.headers['content-disposition']).toBe('attachment; filename="promo-codes-2026-11-23.csv"');
    const csv = csvOf(res, 'promo-codes');
    expect(csv.header).toEqual([
      'ID',
      'Code',
      'Customer',
      'Deposit',
      'Deposit voided',
      'Prize slot',
      'Prize',
      'Prize type',
      'Prize amount',
      'Usage limit',
      'Times used',
      'Status',
      'Demo',
      'Created at',
      'Expires at',
      'Valid from',
      'Batch',
      'Void reason',
    ]);
    expect(byHeader(csv)).toEqual([
      expect.objectContaining({
        Code: code,
        Customer: '陈美玲',
        Deposit: '123.45',
        'Deposit voided': 'false',
        'Prize slot': '2',
        'Prize type': 'normal',
        'Usage limit': '3',
        'Times used': '0',
        Status: 'active',
        Demo: 'false',
        'Created at': '2026-11-23T20:15:00.000+08:00',
        'Expires at': '2026-11-24T20:15:00.000+08:00',
        'Valid from': '',
        Batch: '',
        'Void reason': '',
      }),
    ]);
  });

  it('shows a corrected deposit and a voided one the same way in the promo table and promo-codes.csv', async () => {
    const customerName = 'Ali Tan';
    const first = await createDeposit(admin, {
      customerCode: customerName,
      customerName,
      depositAmount: 250,
    });
    const { code: corrected } = await createPromoCode(admin, {
      customerName,
      depositAmount: 250,
      depositId: first.id,
    });
    const second = await createDeposit(admin, {
      customerCode: customerName,
      customerName,
      depositAmount: 99.99,
    });
    const { code: voided } = await createPromoCode(admin, { customerName, depositId: second.id });

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/deposits/${first.id}`,
      headers: admin.headers,
      payload: { depositAmount: 300 },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const voiding = await t.app.inject({
      method: 'POST',
      url: `/api/admin/deposits/${second.id}/void`,
      headers: admin.headers,
      payload: { reason: 'entered twice' },
    });
    expect(voiding.statusCode, voiding.body).toBe(200);

    const table = (await get('/api/admin/promo-codes?customer=Ali%20Tan')).json<PromoCodeList>().items;
    const rowOf = (code: string) => table.find((i) => i.code === code);
    expect(rowOf(corrected)).toMatchObject({ depositAmount: '300.00', depositVoided: false });
    expect(rowOf(voided)).toMatchObject({ depositAmount: '99.99', depositVoided: true });

    const csv = byHeader(
      csvOf(await get('/api/admin/export/promo-codes.csv?customer=Ali%20Tan'), 'promo-codes'),
    );
    const csvOfCode = (code: string) => csv.find((r) => r.Code === code);
    expect(csvOfCode(corrected)).toMatchObject({ Deposit: '300.00', 'Deposit voided': 'false' });
    expect(csvOfCode(voided)).toMatchObject({ Deposit: '99.99', 'Deposit voided': 'true' });
  });

  it('links a code only to a deposit record that counts, of the same customer, with the same amount', async () => {
    const customerName = 'Link Rules';
    const deposit = await createDeposit(admin, {
      customerCode: customerName,
      customerName,
      depositAmount: 50,
    });
    const other = await createDeposit(admin, { depositAmount: 50 });
    const generate = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/generate-promo',
        headers: admin.headers,
        payload: {
          customerName,
          prizeId: 1,
          prizeType: 'normal',
          expirationHours: 24,
          usageLimit: 1,
          ...body,
        },
      });
    const refusals: [Record<string, unknown>, string][] = [
      [{ depositId: 999_999 }, 'depositId: there is no deposit record 999999'],
      [{ depositId: other.id }, `depositId: deposit record ${other.id} is not Link Rules's`],
      [
        { depositId: deposit.id, depositAmount: 60 },
        `depositAmount 60.00 is not the 50.00 of deposit record ${deposit.id}`,
      ],
      [{ depositId: 'abc' }, 'depositId must be a whole number from 1 to 2147483647'],
    ];
    for (const [body, message] of refusals) {
      const res = await generate(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/deposits/${deposit.id}/void`,
      headers: admin.headers,
      payload: { reason: 'test' },
    });
    const res = await generate({ depositId: deposit.id });
    expect(res.json<{ message: string }>().message).toBe(
      `depositId: deposit record ${deposit.id} was voided`,
    );
  });

  it('neutralises formulas: a cell starting with = + - @ tab or CR comes back with a leading apostrophe', async () => {
    const names = ['=HYPERLINK("x")', '+60123', '-2+3', '@SUM(A1)', 'inj safe=1'];
    for (const customerName of names) await createPromoCode(admin, { customerName });
    // Tab and CR cannot come through the API (a name is one line of trimmed text), but a row may hold
    // them from elsewhere: the export must not trust what is stored.
    await t.app.db
      .insert(promoCodes)
      .values([storedCode('TABTAB22', '\tcmd'), storedCode('CRCRCR22', '\rcmd')]);
    const res = await get('/api/admin/export/promo-codes.csv');
    // The raw text: quoted because of the quotes, the quotes doubled, the apostrophe inside.
    expect(res.body).toContain(`,"'=HYPERLINK(""x"")",`);
    const customers = byHeader(csvOf(res, 'promo-codes')).map((r) => r.Customer);
    expect(customers).toEqual(
      expect.arrayContaining([
        `'=HYPERLINK("x")`,
        "'+60123",
        "'-2+3",
        "'@SUM(A1)",
        'inj safe=1',
        "'\tcmd",
        "'\rcmd",
      ]),
    );
  });

  it('narrows promo codes by customer (any case) and by business dates', async () => {
    await setClock('2026-03-01T15:59:00.000Z'); // 23:59 on 2026-03-01 in UTC+8
    const early = await createPromoCode(admin, { customerName: 'Narrow One' });
    await setClock('2026-03-01T16:00:00.000Z'); // 00:00 on 2026-03-02
    const late = await createPromoCode(admin, { customerName: 'narrow one' });
    await createPromoCode(admin, { customerName: 'Narrow Two' });

    const codes = async (query: string) =>
      byHeader(csvOf(await get(`/api/admin/export/promo-codes.csv?${query}`), 'promo-codes')).map(
        (r) => r.Code,
      );
    expect(await codes('customer=NARROW%20ONE')).toEqual([late.code, early.code]);
    expect(await codes('customer=narrow%20one&startDate=2026-03-02')).toEqual([late.code]);
    expect(await codes('customer=narrow%20one&endDate=2026-03-01')).toEqual([early.code]);
    expect(await codes('customer=narrow%20one&startDate=2026-03-03')).toEqual([]);
  });

  it("narrows promo codes by the table's code search (exact or prefix, any case, wildcards literal)", async () => {
    await t.app.db
      .insert(promoCodes)
      .values([
        storedCode('PICK1AB', 'Pick Customer'),
        storedCode('PICK1ABC', 'Pick Customer'),
        storedCode('PICK1%Z', 'Pick Other'),
        storedCode('XPICK1AB', 'Pick Customer'),
      ]);
    const codes = async (query: string) =>
      byHeader(csvOf(await get(`/api/admin/export/promo-codes.csv?${query}`), 'promo-codes'))
        .map((r) => r.Code)
        .sort();
    expect(await codes('code=pick1ab')).toEqual(['PICK1AB', 'PICK1ABC']);
    expect(await codes('code=Pick1ABC')).toEqual(['PICK1ABC']);
    expect(await codes('code=pick1&customer=pick%20customer')).toEqual(['PICK1AB', 'PICK1ABC']);
    expect(await codes('code=pick1%25')).toEqual(['PICK1%Z']);
    expect(await codes('code=pick2')).toEqual([]);
  });

  it('reads past one batch: every code once, newest first; every deposit once, by date', async () => {
    const count = BATCH_ROWS * 2 + 17;
    await t.app.db
      .insert(promoCodes)
      .values(
        Array.from({ length: count }, (_, i) =>
          storedCode(`BULK${String(i).padStart(5, '0')}`, 'Bulk Customer'),
        ),
      );
    const rows = byHeader(
      csvOf(await get('/api/admin/export/promo-codes.csv?customer=bulk%20customer'), 'promo-codes'),
    );
    expect(rows).toHaveLength(count);
    const ids = rows.map((r) => Number(r.ID));
    expect(new Set(ids).size).toBe(count);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    // Deposits page by (date, id): dates out of order across the batches' edges.
    await t.app.db.insert(deposits).values(
      Array.from({ length: count }, (_, i) => ({
        customerCode: 'BulkDep',
        customerName: 'Bulk',
        depositAmount: '1.00',
        depositDate: `2026-07-0${1 + ((i * 7) % 5)}`,
      })),
    );
    const records = byHeader(
      csvOf(await get('/api/admin/export/deposits.csv?customerCode=bulkdep'), 'deposits'),
    ).map((r) => ({ date: r['Deposit date'] ?? '', id: Number(r.ID) }));
    expect(records).toHaveLength(count);
    expect(new Set(records.map((r) => r.id)).size).toBe(count);
    expect(records).toEqual([...records].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id));
  });

  it('exports draws with the code, its customer and the prize', async () => {
    await setClock('2026-04-10T02:30:00.000Z');
    const { code } = await createPromoCode(admin, { customerName: '王小明', prizeId: 3 });
    const spin = await t.app.inject({ method: 'POST', url: '/api/use-promo', payload: { code } });
    expect(spin.statusCode, spin.body).toBe(200);
    const csv = csvOf(await get('/api/admin/export/draws.csv'), 'draws');
    expect(csv.header).toEqual([
      'ID',
      'Drawn at',
      'Code',
      'Customer',
      'Prize slot',
      'Prize',
      'Prize type',
      'Prize amount',
      'Language',
    ]);
    expect(byHeader(csv)[0]).toMatchObject({
      Language: 'en',
      'Drawn at': '2026-04-10T10:30:00.000+08:00',
      Code: code,
      Customer: '王小明',
      'Prize slot': '3',
      'Prize type': 'normal',
    });
  });

  it("exports a customer's deposits in the search's order, within its dates", async () => {
    for (const [amount, date, notes] of [
      [123.45, '2026-05-02', 'bank, ref "A1"\nsecond line'],
      [10, '2026-05-01', '=cmd|calc'],
      [7.5, '2026-05-09', ''],
    ] as const) {
      await createDeposit(admin, {
        customerCode: 'Dep9',
        customerName: '李四',
        depositAmount: amount,
        depositDate: date,
        notes,
      });
    }
    await createDeposit(admin, { customerCode: 'Other9', depositDate: '2026-05-02' });
    const csv = csvOf(await get('/api/admin/export/deposits.csv?customerCode=dep9'), 'deposits');
    expect(csv.header).toEqual([
      'ID',
      'Customer code',
      'Customer name',
      'Amount',
      'Deposit date',
      'Notes',
      'Recorded at',
      'Corrected at',
      'Voided at',
      'Void reason',
    ]);
    const rows = byHeader(csv);
    expect(rows.map((r) => [r['Deposit date'], r.Amount, r.Notes])).toEqual([
      ['2026-05-01', '10.00', "'=cmd|calc"],
      ['2026-05-02', '123.45', 'bank, ref "A1"\nsecond line'],
      ['2026-05-09', '7.50', ''],
    ]);
    expect(rows[0]).toMatchObject({ 'Customer code': 'Dep9', 'Customer name': '李四' });
    expect(rows[0]?.['Recorded at']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+08:00$/);

    expect(rows[0]).toMatchObject({ 'Corrected at': '', 'Voided at': '', 'Void reason': '' });

    // A correction and a void show in the file; the voided record is still there.
    const [first, , last] = rows.map((r) => Number(r.ID));
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/deposits/${first}`,
      headers: admin.headers,
      payload: { depositAmount: 11 },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/deposits/${last}/void`,
      headers: admin.headers,
      payload: { reason: '-entered twice' },
    });
    const corrected = byHeader(
      csvOf(await get('/api/admin/export/deposits.csv?customerCode=dep9'), 'deposits'),
    );
    expect(corrected).toHaveLength(3);
    expect(corrected[0]).toMatchObject({ Amount: '11.00', 'Voided at': '' });
    expect(corrected[0]?.['Corrected at']).toMatch(/\+08:00$/);
    expect(corrected[2]).toMatchObject({ Amount: '7.50', 'Void reason': "'-entered twice" });
    expect(corrected[2]?.['Voided at']).toMatch(/\+08:00$/);

    const within = await get(
      '/api/admin/export/deposits.csv?customerCode=DEP9&startDate=2026-05-02&endDate=2026-05-08',
    );
    expect(byHeader(csvOf(within, 'deposits')).map((r) => r.Amount)).toEqual(['123.45']);
  });

  it('exports the audit log with its filters, and audits every export with its filters', async () => {
    await setClock('2026-06-01T01:00:00.000Z');
    await get('/api/admin/export/promo-codes.csv?customer=Someone&code=ab7&startDate=2026-06-01');
    await get('/api/admin/export/draws.csv');
    await get('/api/admin/export/deposits.csv?customerCode=Dep9');
    const res = await get('/api/admin/export/audit.csv?from=2026-06-01&to=2026-06-01');
    const csv = csvOf(res, 'audit');
    expect(csv.header).toEqual([
      'ID',
      'Time',
      'Actor',
      'Action',
      'Target',
      'Address',
      'Details',
      'What happened',
      'Person',
    ]);
    const rows = byHeader(csv);
    // The audit export is audited before it reads, so it lists itself first; last, setClock's login.
    expect(rows.map((r) => r.Action)).toEqual([
      'export.audit',
      'export.deposits',
      'export.draws',
      'export.promo-codes',
      'admin.login',
    ]);
    expect(rows[3]).toMatchObject({
      Time: '2026-06-01T09:00:00.000+08:00',
      Actor: 'admin',
      Address: '127.0.0.1',
      'What happened':
        'Promo codes exported (CSV): customer Someone, codes starting with ab7, from 2026-06-01',
      Person: 'Owner',
    });
    expect(JSON.parse(rows[3]?.Details ?? '')).toEqual({
      customer: 'Someone',
      code: 'ab7',
      startDate: '2026-06-01',
    });
    expect(rows[1]).toMatchObject({ Target: 'Dep9' });

    // The draws were exported twice in this file: here, and by the draws test.
    const only = await get('/api/admin/export/audit.csv?action=export.draws');
    expect(byHeader(csvOf(only, 'audit')).map((r) => r.Action)).toEqual(['export.draws', 'export.draws']);
  });

  it('refuses bad filters with 400 { message } naming the field, writing no audit row', async () => {
    const before = (await t.app.db.select().from(auditLog)).length;
    for (const [url, field] of [
      ['/api/admin/export/promo-codes.csv?startDate=2026-02-30', 'startDate'],
      ['/api/admin/export/promo-codes.csv?endDate=yesterday', 'endDate'],
      ['/api/admin/export/promo-codes.csv?startDate=2026-02-02&endDate=2026-02-01', 'startDate'],
      [`/api/admin/export/promo-codes.csv?customer=${'x'.repeat(101)}`, 'customer'],
      ['/api/admin/export/promo-codes.csv?customer=a&customer=b', 'customer'],
      [`/api/admin/export/promo-codes.csv?code=${'A'.repeat(65)}`, 'code'],
      ['/api/admin/export/promo-codes.csv?code=AB%E2%80%8BCD', 'code'],
      ['/api/admin/export/deposits.csv', 'customerCode'],
      ['/api/admin/export/deposits.csv?customerCode=', 'customerCode'],
      ['/api/admin/export/deposits.csv?customerCode=a&endDate=2026-13-01', 'endDate'],
      ['/api/admin/export/audit.csv?from=0000-01-01', 'from'],
      ['/api/admin/export/audit.csv?to=2026-01-01T00:00', 'to'],
      ['/api/admin/export/audit.csv?from=2026-02-02&to=2026-02-01', 'from'],
      [`/api/admin/export/audit.csv?action=${'a'.repeat(101)}`, 'action'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json<{ message: string }>().message, url).toContain(field);
    }
    expect((await t.app.db.select().from(auditLog)).length).toBe(before);
  });
});
