// Promo codes in batches through the API, as a script uses it: a preview that names every bad row by its
// line, a generate that makes all codes or none, the codes' file and the list of batches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchList, BatchPreview } from '#shared/api/promo-batches';
import { parseCsv } from '#shared/csv';
import { BUILT_IN_PRIZE_NAMES } from '#shared/i18n/built-in-texts';
import { adminSession, createPromoCode, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { eq, inArray } from 'drizzle-orm';
import { auditLog, draws, promoBatches, promoCodes } from '../../db/schema';
import { deleteAbandonedBatches } from './promo-batches.repository';

const HOUR = 60 * 60 * 1000;

describe('promo codes in batches', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const post = (url: string, body: string | object, headers: Record<string, string> = admin.headers) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: typeof body === 'string' ? { ...headers, 'content-type': 'text/csv' } : headers,
    });
  const counts = async () => ({
    codes: (await t.app.db.select().from(promoCodes)).length,
    batches: (await t.app.db.select().from(promoBatches)).length,
  });

  it('is for the admin session only', async () => {
    for (const url of ['/api/admin/promo-batches/preview', '/api/admin/promo-batches']) {
      expect((await post(url, { rows: [{ customerName: 'A' }] }, {})).statusCode).toBe(401);
    }
    expect((await t.app.inject('/api/admin/promo-batches')).statusCode).toBe(401);
    expect((await t.app.inject('/api/admin/promo-batches/1/codes.csv')).statusCode).toBe(401);
  });

  it('previews pasted CSV: blanks take the form’s defaults, the summary counts, every bad row by its line', async () => {
    const csv = [
      'customerName,depositAmount,prizeSlot,wheel,usageLimit,expirationHours',
      'Ali,100,2,normal,1,24',
      '"Tan, Mei",50.50,,super,,',
      'Siti,,,,,',
      ',10,1,normal,1,24',
      'Bad Slot,10,7,normal,1,24',
      'Bad Wheel,10,1,gold,1,24',
      'Bad Money,ten,1,normal,1,24',
    ].join('\r\n');
    const before = await counts();
    const res = await post('/api/admin/promo-batches/preview', csv);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<BatchPreview>();
    expect(preview.rows).toEqual([
      {
        line: 2,
        customerName: 'Ali',
        depositAmount: '100.00',
        prizeSlot: 2,
        wheel: 'normal',
        prizeName: BUILT_IN_PRIZE_NAMES.normal.en[1],
        usageLimit: 1,
        expirationHours: 24,
      },
      {
        line: 3,
        customerName: 'Tan, Mei',
        depositAmount: '50.50',
        prizeSlot: 1,
        wheel: 'super',
        prizeName: BUILT_IN_PRIZE_NAMES.super.en[0],
        usageLimit: 1,
        expirationHours: 24,
      },
      {
        line: 4,
        customerName: 'Siti',
        depositAmount: '0.00',
        prizeSlot: 1,
        wheel: 'normal',
        prizeName: BUILT_IN_PRIZE_NAMES.normal.en[0],
        usageLimit: 1,
        expirationHours: 24,
      },
    ]);
    expect(preview.errors.map((e) => e.line)).toEqual([5, 6, 7, 8]);
    expect(preview.errors[0]?.message).toMatch(/customerName/);
    expect(preview.errors[1]?.message).toMatch(/prizeSlot: expected a whole number from 1 to 6/);
    expect(preview.errors[2]?.message).toMatch(/wheel: expected normal or super/);
    expect(preview.errors[3]?.message).toMatch(/depositAmount/);
    expect(preview.summary).toEqual({
      rows: 3,
      codes: 3,
      perSlot: [
        { wheel: 'normal', slot: 1, prizeName: BUILT_IN_PRIZE_NAMES.normal.en[0], codes: 1 },
        { wheel: 'normal', slot: 2, prizeName: BUILT_IN_PRIZE_NAMES.normal.en[1], codes: 1 },
        { wheel: 'super', slot: 1, prizeName: BUILT_IN_PRIZE_NAMES.super.en[0], codes: 1 },
      ],
      totalDeposits: '150.50',
      foc: '22.58',
      prizeValue: null,
    });
    // A preview makes nothing.
    expect(await counts()).toEqual(before);
  });

  it('generates nothing while one row is bad, and names its line', async () => {
    const before = await counts();
    const rows = [
      { customerName: 'Good' },
      { customerName: 'Bad', usageLimit: 11 },
      { customerName: 'Good too' },
    ];
    const res = await post('/api/admin/promo-batches', { rows });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; code: string; errors: { line: number; message: string }[] }>();
    expect(body.code).toBe('batch.invalid');
    expect(body.errors).toEqual([
      {
        line: 2,
        column: 'usageLimit',
        cell: null,
        message: 'usageLimit: expected a whole number from 1 to 10',
      },
    ]);
    expect(body.message).toMatch(/line 2/);
    expect(await counts()).toEqual(before);
  });

  it('makes 1,000 unique codes in one batch, audited once, listed, and handed over as CSV', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      customerName: i === 0 ? '=HYPERLINK("x")' : `Customer ${i}`,
      depositAmount: 10,
      prizeSlot: (i % 6) + 1,
      wheel: i % 2 === 0 ? 'normal' : 'super',
    }));
    const before = await counts();
    const res = await post('/api/admin/promo-batches', { rows });
    expect(res.statusCode, res.body).toBe(201);
    const { batchId, count } = res.json<{ batchId: number; count: number }>();
    expect(count).toBe(1000);
    expect(await counts()).toEqual({ codes: before.codes + 1000, batches: before.batches + 1 });

    const file = await t.app.inject({
      url: `/api/admin/promo-batches/${batchId}/codes.csv`,
      headers: admin.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toMatch(
      new RegExp(`promo-batch-${batchId}-\\d{4}-\\d{2}-\\d{2}\\.csv`),
    );
    const records = parseCsv(file.body);
    expect(records[0]?.cells).toEqual([
      'Customer',
      'Code',
      'Prize',
      'Wheel',
      'Uses',
      'Expires at (UTC+8)',
      'Valid from (UTC+8)',
    ]);
    const lines = records.slice(1).map((r) => r.cells);
    expect(lines).toHaveLength(1000);
    expect(new Set(lines.map((cells) => cells[1])).size).toBe(1000);
    // Formula-safe, as the other exports, and the expiry in UTC+8.
    expect(lines[0]?.[0]).toBe('\'=HYPERLINK("x")');
    expect(lines[1]?.slice(2, 5)).toEqual([BUILT_IN_PRIZE_NAMES.super.en[1], 'super', '1']);
    expect(lines[0]?.[5]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+08:00$/);

    const audited = (await t.app.db.select().from(auditLog)).filter(
      (e) => e.action === 'promo.batch_generate',
    );
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ target: `batch ${batchId}`, details: { count: 1000 } });

    const list = await t.app.inject({ url: '/api/admin/promo-batches', headers: admin.headers });
    expect(list.json<BatchList>().items[0]).toMatchObject({ id: batchId, count: 1000 });
    expect(list.json<BatchList>().items[0]?.createdBy).toBe('Owner');
  });

  it('refuses what is not a batch with 4xx and a message, never a 5xx', async () => {
    const cases: [string | object, RegExp][] = [
      [{ rows: 'x' }, /rows|text\/csv/],
      [{ rows: [{ customerName: 'A', colour: 'red' }] }, /text\/csv|rows|columns/],
      [{ rows: [] }, /no rows/],
      ['', /no rows/],
      ['customerName,favourite\nA,1', /Unknown column favourite/],
      ['A,1,1,normal,1,24,extra', /at most 6 cells/],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/admin/promo-batches', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const answer = res.json<{ message: string; errors?: { message: string }[] }>();
      expect(
        [answer.message, ...(answer.errors ?? []).map((e) => e.message)].join(' '),
        JSON.stringify(body),
      ).toMatch(message);
    }
    // 10,000 full rows as CSV: past the 1 MiB of a JSON body, within the CSV's own limit.
    const full = Array.from(
      { length: 10_000 },
      (_, i) => `${`Customer ${i} `.padEnd(90, 'x')},1234.50,3,super,2,48`,
    );
    const big = ['customerName,depositAmount,prizeSlot,wheel,usageLimit,expirationHours', ...full].join(
      '\r\n',
    );
    expect(Buffer.byteLength(big)).toBeGreaterThan(1024 * 1024);
    const previewed = await post('/api/admin/promo-batches/preview', big);
    expect(previewed.statusCode).toBe(200);
    expect(previewed.json<BatchPreview>().summary).toMatchObject({
      rows: 10_000,
      totalDeposits: '12345000.00',
    });
    const tooMany = Array.from({ length: 10_001 }, (_, i) => `C${i}`).join('\n');
    const res = await post('/api/admin/promo-batches/preview', tooMany);
    expect(res.statusCode).toBe(200);
    expect(res.json<BatchPreview>().errors).toEqual([
      { line: 0, column: null, cell: null, message: 'A batch can have at most 10000 rows' },
    ]);
    expect(
      (await t.app.inject({ url: '/api/admin/promo-batches/999/codes.csv', headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/admin/promo-batches/abc/codes.csv', headers: admin.headers }))
        .statusCode,
    ).toBe(400);
  });

  // Rows as an operator copies them out of Excel or Google Sheets (tab-separated, header included), as a
  // European-locale spreadsheet saves them (semicolons), and with amounts written as people write money.
  describe('rows pasted from a spreadsheet', () => {
    const header = ['customerName', 'depositAmount', 'prizeSlot', 'wheel', 'usageLimit', 'expirationHours'];
    const preview = async (text: string) => {
      const res = await post('/api/admin/promo-batches/preview', text);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<BatchPreview>();
    };
    const read = (p: BatchPreview) =>
      p.rows.map((r) => [r.line, r.customerName, r.depositAmount, r.prizeSlot]);

    it('reads tab-, comma- and semicolon-separated rows alike, and RM 1,000.00, 1,000.00 and 1000 as one amount', async () => {
      const tsv = [
        header.join('\t'),
        'Ali\tRM 1,000.00\t2\tnormal\t\t',
        'Tan, Mei\t1,000.00\t3\tsuper\t\t',
        'Siti\t1000\t\t\t\t',
      ];
      const semicolons = [
        header.join(';'),
        'Ali;RM 1,000.00;2;normal;;',
        'Tan, Mei;1,000.00;3;super;;',
        'Siti;1000;;;;',
      ];
      const commas = [
        header.join(','),
        'Ali,"RM 1,000.00",2,normal,,',
        '"Tan, Mei","1,000.00",3,super,,',
        'Siti,1000,,,,',
      ];
      const expected = [
        [2, 'Ali', '1000.00', 2],
        [3, 'Tan, Mei', '1000.00', 3],
        [4, 'Siti', '1000.00', 1],
      ];
      for (const [what, lines] of [
        ['tabs', tsv],
        ['semicolons', semicolons],
        ['commas', commas],
      ] as const) {
        for (const end of ['\r\n', '\n']) {
          const p = await preview(lines.join(end) + end);
          expect(p.errors, what).toEqual([]);
          expect(read(p), what).toEqual(expected);
          expect(p.summary.totalDeposits, what).toBe('3000.00');
        }
      }
      // Without a header row too: the separator is the first line's.
      const bare = await preview('Ali\tRM 1,000.00\t2\nSiti\t1000');
      expect(read(bare)).toEqual([
        [1, 'Ali', '1000.00', 2],
        [2, 'Siti', '1000.00', 1],
      ]);
    });

    it('reads an unquoted RM 1,000.00 in a comma-separated row as one amount, and says where one cannot be read', async () => {
      const p = await preview(
        [
          header.join(','),
          'Ali,RM 1,000.00,2,normal,1,24',
          'Bob,RM 12,345,678.50,3,normal,1,24',
          'Chen,1,000,4,normal,1,24',
          'Dina,RM 1,000.00',
          'Eng,RM 1,0,2,normal,1,24',
        ].join('\n'),
      );
      expect(read(p)).toEqual([
        [2, 'Ali', '1000.00', 2],
        [3, 'Bob', '12345678.50', 3],
        [4, 'Chen', '1000.00', 4],
        [5, 'Dina', '1000.00', 1],
      ]);
      expect(p.errors).toEqual([
        {
          line: 6,
          column: 'depositAmount',
          cell: 2,
          message: expect.stringMatching(/^depositAmount: .*such as 1000, 1,000\.00 or RM 1,000\.00/),
        },
      ]);
    });

    it('names the line and the column of every refusal, says what was expected, and checks every other line', async () => {
      const p = await preview(
        [
          header.join('\t'),
          'Good one\t10\t1\tnormal\t1\t24',
          'Bad\u0000name\t10\t1\tnormal\t1\t24',
          'Bad slot\t10\t9\tnormal\t1\t24',
          'Good two\t10\t1\tnormal\t1\t24',
          'Bad money\tten\t1\tnormal\t1\t24',
          'Bad wheel\t10\t1\tgold\t1\t24',
          'Bad\u202Eflip\t10\t1\tnormal\t1\t24',
        ].join('\r\n'),
      );
      expect(p.rows.map((r) => r.customerName)).toEqual(['Good one', 'Good two']);
      expect(p.errors.map(({ line, column, cell }) => [line, column, cell])).toEqual([
        [3, 'customerName', 1],
        [4, 'prizeSlot', 3],
        [6, 'depositAmount', 2],
        [7, 'wheel', 4],
        [8, 'customerName', 1],
      ]);
      expect(p.errors[0]?.message).toMatch(/^customerName: .*control characters/);
      expect(p.errors[1]?.message).toBe('prizeSlot: expected a whole number from 1 to 6');
      expect(p.errors[3]?.message).toBe('wheel: expected normal or super');
      // The generate names the first problem's line and column in its message, and makes nothing.
      const before = await counts();
      const res = await post('/api/admin/promo-batches', `${header.join('\t')}\nA\u0000B\t1\nOK\t2`);
      expect(res.statusCode).toBe(400);
      const body = res.json<{ message: string; errors: { line: number; column: string | null }[] }>();
      expect(body.message).toMatch(/the first: line 2, cell 1: customerName: /);
      expect(body.errors.map((e) => [e.line, e.column])).toEqual([[2, 'customerName']]);
      expect(await counts()).toEqual(before);
    });

    it('points a row with too many cells at its first extra cell', async () => {
      const p = await preview([header.join(';'), 'A;1;1;normal;1;24;extra'].join('\n'));
      expect(p.errors).toEqual([
        { line: 2, column: null, cell: 7, message: expect.stringMatching(/6 columns/) },
      ]);
    });
  });

  // A database from before a batch's codes got their start in its last transaction may hold a pending
  // batch whose codes were live, one of them spun. The start-up that clears abandoned batches keeps that
  // code (its draw names it) and the batch, counting what is left; the rest go.
  it('clears an abandoned batch but keeps any code of it that was spun, with its draw', async () => {
    const { code } = await createPromoCode(admin, { customerName: 'Abandoned batch', usageLimit: 2 });
    const { code: unspun } = await createPromoCode(admin, { customerName: 'Abandoned batch' });
    expect((await post('/api/use-promo', { code }, {})).statusCode).toBe(200);
    const [batch] = await t.app.db
      .insert(promoBatches)
      .values({ count: 3, ip: '', createdAt: new Date(t.clock.now().getTime() - 2 * HOUR), pending: true })
      .returning({ id: promoBatches.id });
    if (!batch) throw new Error('no batch');
    await t.app.db
      .update(promoCodes)
      .set({ batchId: batch.id })
      .where(inArray(promoCodes.code, [code, unspun]));
    const emptyBatch = await t.app.db
      .insert(promoBatches)
      .values({ count: 5, ip: '', createdAt: new Date(t.clock.now().getTime() - 2 * HOUR), pending: true })
      .returning({ id: promoBatches.id });

    expect(await deleteAbandonedBatches(t.app.db, new Date(t.clock.now().getTime() - HOUR))).toBe(2);
    const left = await t.app.db
      .select({ code: promoCodes.code, useCount: promoCodes.useCount })
      .from(promoCodes)
      .where(eq(promoCodes.batchId, batch.id));
    expect(left).toEqual([{ code, useCount: 1 }]);
    const batches = await t.app.db.select().from(promoBatches).where(eq(promoBatches.id, batch.id));
    expect(batches).toMatchObject([{ pending: false, count: 1 }]);
    expect(
      await t.app.db
        .select()
        .from(promoBatches)
        .where(eq(promoBatches.id, emptyBatch[0]?.id ?? 0)),
    ).toEqual([]);
    const [draw] = await t.app.db.select().from(draws).where(eq(draws.promoCode, code));
    expect(draw?.promoCodeId).not.toBeNull();
  });

  // Read past the limits, a body of 4 MiB held the server for seconds and answered a 6 MB message.
  it('refuses a CSV past its limits quickly, with a small answer naming the limit', async () => {
    const tooLong = 'x'.repeat(201);
    const cases: [string, string, RegExp][] = [
      ['4 MiB of short rows', 'a\n'.repeat(2 * 1024 * 1024), /at most 10000 rows/],
      ['a header of 1,000,000 columns', `customerName${',c'.repeat(1_000_000)}\nA`, /at most \d+ cells/],
      ['a row of 1,000,000 cells', `A${','.repeat(1_000_000)}`, /at most \d+ cells/],
      ['a cell of 4 MiB', `"${'x'.repeat(4 * 1024 * 1024 - 10)}"`, /at most 200 characters/],
      ['a cell of 201 characters', `${tooLong},1`, /at most 200 characters/],
    ];
    for (const [what, csv, problem] of cases) {
      for (const url of ['/api/admin/promo-batches', '/api/admin/promo-batches/preview']) {
        const started = performance.now();
        const res = await post(url, csv);
        const took = performance.now() - started;
        const body = res.json<{ message?: string; errors?: { line: number; message: string }[] }>();
        const named = [body.message ?? '', ...(body.errors ?? []).map((e) => e.message)].join(' ');
        // The generate refuses with 400; the preview lists the problem, as it lists a bad row.
        expect(res.statusCode, `${what} at ${url}`).toBe(url.endsWith('preview') ? 200 : 400);
        expect(named, `${what} at ${url}`).toMatch(problem);
        expect(res.body.length, `${what} at ${url}: the answer's size`).toBeLessThan(2000);
        expect(took, `${what} at ${url}: answered in ms`).toBeLessThan(1000);
      }
    }
    expect(await counts()).toMatchObject({ batches: expect.any(Number) });
  });
});
