// When no one can answer: the operator's hours and switch decide whether chat is open, GET /api/chat/status
// says so (and when it opens), and a visitor leaves a phone number or e-mail on their conversation, or on a
// new one, which the operator's list and header show.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatConversation, ChatSessionSummary, ChatStatus } from '#shared/api/chat';
import { ALWAYS_OPEN, type ChatHours } from '#shared/chat-hours';
import { adminSession, freshIp, startChat, WEEKDAY_HOURS, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAAAA';

describe('chat hours and offline contacts', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  const monday10 = new Date('2026-11-23T02:00:00Z'); // Monday 10:00 UTC+8
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(monday10);
    admin = await adminSession(t);
  });
  afterAll(() => t.close());
  // The admin's session is from Monday morning: each test starts there again.
  beforeEach(() => t.clock.set(monday10));

  const status = async () => (await t.app.inject('/api/chat/status')).json<ChatStatus>();
  const putHours = (hours: unknown, asAdmin = true) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/chat/hours',
      payload: hours as object,
      headers: asAdmin ? admin.headers : {},
    });
  const leave = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/chat/contact', payload, remoteAddress: freshIp() });

  it('is open with no hours set, and follows the hours and the switch once they are', async () => {
    expect(await status()).toMatchObject({ open: true, opensAt: null });

    expect((await putHours(WEEKDAY_HOURS)).statusCode).toBe(200);
    expect(await status()).toMatchObject({ open: true, opensAt: null });
    t.clock.set(new Date('2026-11-28T02:00:00Z')); // Saturday 10:00
    expect(await status()).toMatchObject({ open: false, opensAt: '2026-11-30T01:00:00.000Z' });

    // A flash campaign closes chat with one switch, within the hours too.
    t.clock.set(new Date('2026-11-23T02:00:00Z'));
    expect((await putHours({ ...WEEKDAY_HOURS, open: false })).statusCode).toBe(200);
    expect(await status()).toMatchObject({ open: false, opensAt: null });
    const read = await t.app.inject({ url: '/api/chat/hours', headers: admin.headers });
    expect(read.json<ChatHours>()).toEqual({ ...WEEKDAY_HOURS, open: false });

    expect((await putHours(ALWAYS_OPEN)).statusCode).toBe(200);
    expect(await status()).toMatchObject({ open: true });
  });

  it('refuses hours that are not hours, naming the field, and anyone but the admin', async () => {
    const cases: [unknown, string][] = [
      [
        { ...WEEKDAY_HOURS, days: { ...WEEKDAY_HOURS.days, mon: { from: '9:00', to: '18:00' } } },
        'days.mon.from',
      ],
      [
        { ...WEEKDAY_HOURS, days: { ...WEEKDAY_HOURS.days, tue: { from: '09:00', to: '24:01' } } },
        'days.tue.to',
      ],
      [
        { ...WEEKDAY_HOURS, days: { ...WEEKDAY_HOURS.days, wed: { from: '18:00', to: '09:00' } } },
        'days.wed',
      ],
      [{ ...WEEKDAY_HOURS, days: { ...WEEKDAY_HOURS.days, thu: 'all day' } }, 'days.thu'],
      [{ ...WEEKDAY_HOURS, open: 'yes' }, 'open'],
    ];
    for (const [hours, field] of cases) {
      const res = await putHours(hours);
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(field);
    }
    expect((await putHours(WEEKDAY_HOURS, false)).statusCode).toBe(401);
    expect((await t.app.inject('/api/chat/hours')).statusCode).toBe(401);
  });

  it("stores a visitor's contact on their conversation, shown in the list and the header", async () => {
    const { sessionId } = await startChat(t.app, { message: 'Anyone there at night?' });
    const res = await leave({ sessionId, contact: ' +60 12-345 6789 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sessionId, contact: '+60 12-345 6789' });

    const list = await t.app.inject({ url: '/api/chat/sessions', headers: admin.headers });
    expect(list.json<ChatSessionSummary[]>().find((s) => s.sessionId === sessionId)?.contact).toBe(
      '+60 12-345 6789',
    );
    const header = await t.app.inject({ url: `/api/chat/sessions/${sessionId}`, headers: admin.headers });
    expect(header.json<ChatConversation>().contact).toBe('+60 12-345 6789');
    // The messages are kept, to be answered later.
    const messages = await t.app.inject(`/api/chat/messages/${sessionId}`);
    expect(messages.json<unknown[]>()).toHaveLength(1);
  });

  it('starts a conversation for a contact left before any message', async () => {
    const res = await leave({ contact: 'mei.ling@example.com.my' });
    expect(res.statusCode).toBe(201);
    const { sessionId } = res.json<{ sessionId: string }>();
    const list = await t.app.inject({ url: '/api/chat/sessions', headers: admin.headers });
    expect(list.json<ChatSessionSummary[]>().find((s) => s.sessionId === sessionId)).toMatchObject({
      contact: 'mei.ling@example.com.my',
      lastMessage: '',
      visitorName: 'Visitor',
      unread: 0,
    });

    // Found by the contact, and by the filter of conversations with one.
    const find = async (query: string) =>
      (await t.app.inject({ url: `/api/chat/sessions?${query}`, headers: admin.headers }))
        .json<ChatSessionSummary[]>()
        .map((s) => s.sessionId);
    expect(await find('q=MEI.LING@')).toEqual([sessionId]);
    const withContact = await find('status=contact');
    expect(withContact).toContain(sessionId);
    const all = (await t.app.inject({ url: '/api/chat/sessions', headers: admin.headers })).json<
      ChatSessionSummary[]
    >();
    expect(withContact.sort()).toEqual(
      all
        .filter((s) => s.contact !== '')
        .map((s) => s.sessionId)
        .sort(),
    );
    const plain = await startChat(t.app, { message: 'No contact here' });
    expect(await find('status=contact')).not.toContain(plain.sessionId);
  });

  it('refuses what is neither a number nor an e-mail, naming the field, and an unknown conversation', async () => {
    for (const contact of [
      '',
      'call me',
      '12345',
      '+60 12 345 6789 0123 4567',
      'a@b',
      'a b@example.com',
      'x\u0000@example.com',
    ]) {
      const res = await leave({ contact });
      expect(res.statusCode, contact).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('contact');
    }
    expect((await leave({ sessionId: UNKNOWN_ID, contact: '0123456789' })).statusCode).toBe(404);
    expect((await leave({ sessionId: 'short', contact: '0123456789' })).statusCode).toBe(400);
  });
});
