// Finding and keeping conversations: the list's search (any message's text, the visitor's and the operator's
// names, wildcards taken literally) and its open/resolved filter, and one conversation exported as a text
// transcript or CSV with its times in UTC+8.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSendResponse, ChatSessionSummary } from '#shared/api/chat';
import { CHAT_SEARCH_MAX } from '#shared/api/chat-find';
import { auditLine } from '#shared/audit-words';
import { CSV_BOM, parseCsv } from '#shared/csv';
import { adminSession, freshIp, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { auditLog } from '../../db/schema';

const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAAAA';

describe('finding and exporting conversations', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  /** The clock at `iso`, with an admin session made then (one lasts 8 hours). */
  const at = async (iso: string) => {
    t.clock.set(new Date(iso));
    admin = await adminSession(t);
  };
  const post = (url: string, payload: object, asAdmin = false) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: freshIp(),
      headers: asAdmin ? admin.headers : {},
    });
  /** A visitor's conversation with these messages, each a minute after the one before. */
  const conversation = async (senderName: string, ...messages: string[]): Promise<string> => {
    let sessionId: string | undefined;
    for (const message of messages) {
      const res = await post('/api/chat/send', { senderName, message, ...(sessionId ? { sessionId } : {}) });
      expect(res.statusCode, res.body).toBeLessThan(300);
      sessionId = res.json<ChatSendResponse>().sessionId;
      t.clock.advance(60_000);
    }
    if (!sessionId) throw new Error('a conversation needs a message');
    return sessionId;
  };
  const get = (url: string, asAdmin = true) => t.app.inject({ url, headers: asAdmin ? admin.headers : {} });
  const list = async (query = ''): Promise<ChatSessionSummary[]> => {
    const res = await get(`/api/chat/sessions${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ChatSessionSummary[]>();
  };
  const found = async (q: string, extra = '') =>
    (await list(`?q=${encodeURIComponent(q)}${extra}`)).map((s) => s.sessionId);

  describe('search and filter', () => {
    let ana: string;
    let ben: string;
    let cai: string;
    let percent: string;
    let underscore: string;
    let backslash: string;
    beforeAll(async () => {
      await at('2026-03-01T02:00:00Z');
      ana = await conversation('Ana Lim', 'My code KX-42 did not spin', 'Any news?');
      ben = await conversation('Ben', 'Hello', 'Are you sure?');
      cai = await conversation('Visitor', 'Where is my RM 50 prize?');
      percent = await conversation('Dee', 'I am 100% sure');
      underscore = await conversation('Eli', 'my id is a_b');
      backslash = await conversation('Fay', 'C:\\temp\\file');
      // Not a match for '_' or '%' taken as wildcards would match it: 'axb', '100 sure'.
      await conversation('Gus', 'axb and 100 sure');
      expect(
        (await post(`/api/chat/sessions/${cai}/name`, { customerName: 'Chong Wei' }, true)).statusCode,
      ).toBe(200);
      expect((await post(`/api/chat/sessions/${ben}/resolve`, {}, true)).statusCode).toBe(200);
    });

    it('refuses the search without an admin session', async () => {
      expect((await get('/api/chat/sessions?q=hello&status=open', false)).statusCode).toBe(401);
    });

    it("finds a conversation by any of its messages' text, in any case", async () => {
      // The first message, no longer the last one the list shows.
      expect(await found('kx-42')).toEqual([ana]);
      expect(await found('ANY NEWS')).toEqual([ana]);
      expect(await found('rm 50')).toEqual([cai]);
      // The answer has the list's shape: the row as the unfiltered list shows it.
      const row = (await list()).find((s) => s.sessionId === ana);
      expect(await list('?q=KX-42')).toEqual([row]);
    });

    it("finds a conversation by the visitor's name and by the operator's name for the customer", async () => {
      expect(await found('ana lim')).toEqual([ana]);
      expect(await found('chong')).toEqual([cai]);
      // The visitor's own name still finds it after the operator named the customer.
      expect((await found('visitor')).includes(cai)).toBe(true);
    });

    it('takes %, _ and \\ literally', async () => {
      expect(await found('00%')).toEqual([percent]);
      expect(await found('100%')).toEqual([percent]);
      expect(await found('a_b')).toEqual([underscore]);
      expect(await found('is a_')).toEqual([underscore]);
      expect(await found('\\te')).toEqual([backslash]);
      expect(await found('C:\\temp')).toEqual([backslash]);
      expect(await found('no such words')).toEqual([]);
    });

    it('refuses a search of one or two characters, which no trigram can find (docs/decisions/0030)', async () => {
      for (const q of ['%', '_', '\\', 'an', ' a ']) {
        const res = await get(`/api/chat/sessions?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, q).toBe(400);
        expect(res.json<{ message: string }>().message).toMatch(/at least 3 characters/);
      }
    });

    it('filters open and resolved conversations, alone or with a search, open first then newest', async () => {
      const all = await list();
      expect(all.map((s) => s.sessionId).indexOf(ben)).toBe(all.length - 1);
      expect(await list('?status=all')).toEqual(all);
      const open = await list('?status=open');
      expect(open).toEqual(all.filter((s) => !s.resolved));
      expect(open.map((s) => s.sessionId)).not.toContain(ben);
      expect(await found('', '&status=resolved')).toEqual([ben]);
      expect(await found('hello', '&status=resolved')).toEqual([ben]);
      expect(await found('hello', '&status=open')).toEqual([]);
      // In a search too: the open ones first, newest first, then the resolved.
      const both = await list('?q=sure');
      const open2 = both.filter((s) => !s.resolved);
      expect(open2.length).toBeGreaterThan(1);
      expect(both).toEqual([...open2, ...both.filter((s) => s.resolved)]);
      expect(both.at(-1)?.sessionId).toBe(ben);
      const times = open2.map((s) => Date.parse(s.lastAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('answers a blank or missing search with the whole list, as before', async () => {
      const all = await list();
      expect(await list('?q=')).toEqual(all);
      expect(await list('?q=%20%20%20')).toEqual(all);
      expect(await list('?q=&status=all')).toEqual(all);
    });

    it('refuses a bad search or filter, naming the field', async () => {
      const refused = async (query: string, field: RegExp) => {
        const res = await get(`/api/chat/sessions${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json<{ message: string }>().message, query).toMatch(field);
      };
      await refused(`?q=${'x'.repeat(CHAT_SEARCH_MAX + 1)}`, /^q can be at most 100 characters/);
      await refused('?q=a%00b', /^q /);
      await refused('?q=a%0Ab', /^q /);
      await refused('?status=closed', /^status must be one of all, open, resolved/);
      await refused('?status=', /^status /);
      // As long as the rule allows, after trimming.
      expect(await found(` ${'x'.repeat(CHAT_SEARCH_MAX)} `)).toEqual([]);
    });
  });

  describe('export', () => {
    let sessionId: string;
    beforeAll(async () => {
      // 23:59 and 00:01 in UTC+8, either side of midnight there (15:59 and 16:01 UTC).
      await at('2026-04-30T15:59:00Z');
      const first = await post('/api/chat/send', {
        senderName: 'Mei Ling',
        message: 'First line\nsecond line\n\nafter a blank',
      });
      sessionId = first.json<ChatSendResponse>().sessionId;
      await at('2026-04-30T16:01:30Z');
      expect((await post('/api/chat/send', { sessionId, message: 'Hello Mei Ling' }, true)).statusCode).toBe(
        200,
      );
      t.clock.advance(60_000);
      const attack = await post('/api/chat/send', {
        sessionId,
        senderName: '@Mei',
        message: '=HYPERLINK("http://evil.example","click"), -2+3, "quoted"',
      });
      expect(attack.statusCode).toBe(200);
    });

    const exported = (format: 'txt' | 'csv', id = sessionId, asAdmin = true) =>
      get(`/api/chat/sessions/${id}/export.${format}`, asAdmin);

    it('gives a plain-text transcript, times in UTC+8 and labelled, further lines indented', async () => {
      await at('2026-05-02T01:00:00Z');
      const res = await exported('txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="chat-mei-2026-05-02.txt"');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toBe(
        [
          'Conversation with @Mei, exported 2026-05-02 09:00 (UTC+8)',
          '',
          '2026-04-30 23:59 (UTC+8) [visitor] Mei Ling: First line',
          '    second line',
          '    ',
          '    after a blank',
          '2026-05-01 00:01 (UTC+8) [operator] Support: Hello Mei Ling',
          '2026-05-01 00:02 (UTC+8) [visitor] @Mei: =HYPERLINK("http://evil.example","click"), -2+3, "quoted"',
          '',
        ].join('\n'),
      );
    });

    it('gives CSV with a byte-order mark, UTC+8 times and every cell safe from formulas', async () => {
      await at('2026-05-02T01:00:00Z');
      const res = await exported('csv');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="chat-mei-2026-05-02.csv"');
      expect(res.body.startsWith(CSV_BOM)).toBe(true);
      const rows = parseCsv(res.body).map((r) => r.cells);
      expect(rows[0]).toEqual(['Message ID', 'Time (UTC+8)', 'Sender', 'Operator', 'Message']);
      expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
        ['2026-04-30T23:59:00.000+08:00', 'Mei Ling', 'false', 'First line\nsecond line\n\nafter a blank'],
        ['2026-05-01T00:01:30.000+08:00', 'Support', 'true', 'Hello Mei Ling'],
        [
          '2026-05-01T00:02:30.000+08:00',
          "'@Mei",
          'false',
          `'=HYPERLINK("http://evil.example","click"), -2+3, "quoted"`,
        ],
      ]);
      expect(rows.slice(1).every((r) => /^\d+$/.test(r[0] ?? ''))).toBe(true);
    });

    it("names the file by the operator's name for the customer, in ASCII, and audits each export", async () => {
      expect(
        (await post(`/api/chat/sessions/${sessionId}/name`, { customerName: 'Tan Mei Ling 陈美玲' }, true))
          .statusCode,
      ).toBe(200);
      await at('2026-05-02T16:30:00Z');
      const res = await exported('txt');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="chat-tan-mei-ling-2026-05-03.txt"',
      );
      expect(res.body.split('\n')[0]).toBe(
        'Conversation with Tan Mei Ling 陈美玲, exported 2026-05-03 00:30 (UTC+8)',
      );
      const audited = (await t.app.db.select().from(auditLog)).filter((row) => row.action === 'export.chat');
      const last = audited.at(-1);
      expect(last?.details).toEqual({ format: 'txt', customer: 'Tan Mei Ling 陈美玲' });
      expect(last && auditLine(last)).toBe(
        'Live chat conversation exported: customer Tan Mei Ling 陈美玲, TXT',
      );
      expect(audited.map((row) => row.details.format)).toEqual(['txt', 'csv', 'txt']);
    });

    it('answers 404 for a conversation it does not have, 400 for a malformed id, 401 without a session', async () => {
      for (const format of ['txt', 'csv'] as const) {
        expect((await exported(format, UNKNOWN_ID)).statusCode).toBe(404);
        expect((await get(`/api/chat/sessions/not-an-id/export.${format}`)).statusCode).toBe(400);
        expect((await exported(format, sessionId, false)).statusCode).toBe(401);
      }
    });
  });
});
