// The operator's canned replies: saved whole with the version they were edited from, checked by the shared
// rule (a refusal names the field), audited in words, announced to every dashboard, and shown to no one but
// the admin.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditLog } from '#shared/api/audit';
import type { CannedReplies } from '#shared/api/chat-canned-replies';
import type { ServerMessage } from '#shared/api/chat-push';
import { auditWords } from '#shared/audit-words';
import { CHAT_CANNED_REPLIES_MAX, CHAT_CANNED_TITLE_MAX, CHAT_MESSAGE_MAX } from '#shared/chat';
import { adminSession, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const URL = '/api/chat/canned-replies';

const greeting = { id: 'greet', title: 'Greeting', text: 'Hello! How can I help you today?' };
const bank = {
  id: 'bank-1',
  title: 'Bank details',
  text: 'Maybank 1234 5678 9012\nName: Lucky Draw Sdn Bhd',
};
const wait = { id: 'wait_2', title: 'Please wait', text: 'Let me check that for you, one moment.' };

describe('canned replies', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  const pushed: ServerMessage[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
    t.app.realtime.subscribe(async (message) => {
      pushed.push(message);
    });
  });
  afterAll(() => t.close());

  const get = async (): Promise<CannedReplies> => {
    const res = await t.app.inject({ url: URL, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CannedReplies>();
  };
  const put = (body: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'PUT', url: URL, payload: body as object, headers });
  /** Saves `replies` over whatever is saved now. */
  const save = async (replies: unknown[]): Promise<CannedReplies> => {
    const res = await put({ replies, version: (await get()).version });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CannedReplies>();
  };
  const newestAudit = async () => {
    const res = await t.app.inject({
      url: '/api/admin/audit-log?action=settings.save&pageSize=1',
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = res.json<AuditLog>().items;
    if (!entry) throw new Error('no settings.save entry');
    return entry;
  };

  describe('saving and listing', () => {
    beforeEach(async () => {
      await save([]);
    });

    it('starts empty at version 0 on a new server', async () => {
      const fresh = await createTestApp();
      try {
        const res = await fresh.app.inject({ url: URL, headers: { cookie: await fresh.login() } });
        expect(res.json()).toEqual({ replies: [], version: 0 });
      } finally {
        await fresh.close();
      }
    });

    it('saves the whole list in its order and answers it as GET does, texts tidied by the shared rule', async () => {
      const before = await get();
      const res = await put({
        replies: [
          { ...greeting, title: '  Greeting  ' },
          { ...bank, text: 'Maybank 1234 5678 9012\r\nName: Lucky Draw Sdn Bhd' },
        ],
        version: before.version,
      });
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json<CannedReplies>();
      expect(saved.replies).toEqual([greeting, bank]);
      expect(saved.version).toBeGreaterThan(before.version);
      expect(await get()).toEqual(saved);
    });

    it('keeps ids through an edit, a move and a delete, and audits each in words', async () => {
      await save([greeting, bank]);
      expect(auditWords(await newestAudit())).toEqual({
        title: 'Canned replies changed',
        summary: '2 canned replies added',
      });

      await save([bank, { ...greeting, text: 'Hi there!' }, wait]);
      const entry = await newestAudit();
      expect(entry.target).toBe('general.chatCannedReplies');
      expect(entry.details).toEqual({ added: 1, changed: 1, removed: 0, reordered: true });
      expect(auditWords(entry).summary).toBe('1 canned reply added, 1 changed; the order changed');

      await save([bank, wait]);
      expect(auditWords(await newestAudit()).summary).toBe('1 canned reply removed');
      expect((await get()).replies.map((r) => r.id)).toEqual(['bank-1', 'wait_2']);
    });

    it('announces every save, so each open dashboard fetches the list again', async () => {
      pushed.length = 0;
      await save([greeting]);
      expect(pushed).toContainEqual({
        type: 'settings_changed',
        key: 'chatCannedReplies',
        version: expect.any(Number),
      });
    });

    it('refuses a save made from an older version (another tab saved first) with 409, changing nothing', async () => {
      const { version } = await save([greeting]);
      expect((await put({ replies: [greeting, bank], version })).statusCode).toBe(200);
      const stale = await put({ replies: [wait], version });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'conflict',
        message: expect.stringMatching(/changed meanwhile/),
      });
      expect((await get()).replies).toEqual([greeting, bank]);
    });

    // The original app's generic save names no version: through it, a dashboard's stale copy would undo
    // another's change. The list is saved through its own route only.
    it('refuses the list through POST /api/sync/save, in both forms, changing nothing', async () => {
      const { version } = await save([greeting]);
      for (const payload of [
        { key: 'chatCannedReplies', value: JSON.stringify([wait]) },
        { pageType: 'general', dataKey: 'chatCannedReplies', dataValue: JSON.stringify([wait]) },
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/sync/save',
          payload,
          headers: admin.headers,
        });
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json<{ message: string }>().message).toContain('PUT /api/chat/canned-replies');
      }
      expect(await get()).toEqual({ replies: [greeting], version });
    });

    it('lets one of a burst of saves from the same version through, and refuses the rest', async () => {
      const { version } = await get();
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => put({ replies: [{ ...greeting, id: `burst-${i}` }], version })),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      const winner = answers.find((res) => res.statusCode === 200)?.json<CannedReplies>();
      expect(await get()).toEqual(winner);
    });

    it(`holds ${CHAT_CANNED_REPLIES_MAX} replies of the longest title and text`, async () => {
      const full = Array.from({ length: CHAT_CANNED_REPLIES_MAX }, (_, i) => ({
        id: `r${i}`,
        title: 'T'.repeat(CHAT_CANNED_TITLE_MAX),
        text: '字'.repeat(CHAT_MESSAGE_MAX),
      }));
      expect((await save(full)).replies).toHaveLength(CHAT_CANNED_REPLIES_MAX);
    });
  });

  describe('bad input', () => {
    /** The refusal of a list holding `reply` (or of the whole body). */
    const refusal = async (body: unknown) => {
      const res = await put(body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ message: string; code: string; params?: { field?: string } }>();
    };
    const withReply = (reply: unknown) => ({ replies: [greeting, reply], version: 0 });

    it.each([
      [
        'a title too long',
        { ...bank, title: 'T'.repeat(CHAT_CANNED_TITLE_MAX + 1) },
        'replies.1.title',
        /at most 60 characters/,
      ],
      ['a blank title', { ...bank, title: '   ' }, 'replies.1.title', /title is required/],
      [
        'a text too long',
        { ...bank, text: 'x'.repeat(CHAT_MESSAGE_MAX + 1) },
        'replies.1.text',
        /at most 2000 characters/,
      ],
      ['an empty text', { ...bank, text: '' }, 'replies.1.text', /text is required/],
      ['a zero-width space in the title', { ...bank, title: 'Ba\u200bnk' }, 'replies.1.title', /invisible/],
      ['an id with a space', { ...bank, id: 'bank 1' }, 'replies.1.id', /letters, digits/],
      ['a missing id', { title: 'x', text: 'y' }, 'replies.1.id', /id is required/],
      [
        'the id of another reply',
        { ...bank, id: greeting.id },
        'replies.1.id',
        /Two canned replies have the id greet/,
      ],
      ['a number for the text', { ...bank, text: 42 }, 'replies.1.text', /must be text/],
      ['a string for the reply', 'hello', 'replies.1', /id, title and text/],
    ])('refuses %s, naming the field', async (_what, reply, field, message) => {
      const answer = await refusal(withReply(reply));
      expect(answer).toMatchObject({ code: 'validation.field', params: { field } });
      expect(answer.message).toMatch(message);
      expect(answer.message.startsWith(`${field}: `)).toBe(true);
    });

    it('refuses a control character anywhere, naming where (the input guard, before any rule)', async () => {
      const answer = await refusal(withReply({ ...bank, text: 'a\u0007b' }));
      expect(answer).toMatchObject({ code: 'validation.field', params: { field: 'replies[1].text' } });
      expect(answer.message).toMatch(/^replies\[1\]\.text /);
    });

    it(`refuses more than ${CHAT_CANNED_REPLIES_MAX} replies, and a list that is not one`, async () => {
      const many = Array.from({ length: CHAT_CANNED_REPLIES_MAX + 1 }, (_, i) => ({
        ...greeting,
        id: `r${i}`,
      }));
      expect(await refusal({ replies: many, version: 0 })).toMatchObject({
        message: `replies: At most ${CHAT_CANNED_REPLIES_MAX} canned replies are allowed`,
        params: { field: 'replies' },
      });
      expect((await refusal({ replies: { 0: greeting }, version: 0 })).params?.field).toBe('replies');
    });

    it('refuses a missing or malformed version', async () => {
      expect((await refusal({ replies: [greeting] })).params?.field).toBe('version');
      expect((await refusal({ replies: [greeting], version: -1 })).message).toMatch(
        /version must be a whole number from 0/,
      );
      expect((await refusal({ replies: [greeting], version: '1e3' })).params?.field).toBe('version');
    });
  });

  describe('who may see and change them', () => {
    it('refuses a visitor both ways (401), before reading the body', async () => {
      expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
      const res = await put({ replies: [greeting], version: 0 }, {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'auth.required' });
      expect((await put('not even json', {})).statusCode).toBe(401);
    });

    it('keeps them out of every public load of the settings', async () => {
      await save([{ ...greeting, text: 'A secret operator note' }]);
      for (const url of ['/api/sync/load-all', '/api/sync/load/general', '/api/sync/load/dev_general']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain('chatCannedReplies');
        expect(res.body, url).not.toContain('A secret operator note');
      }
    });
  });
});
