// Who is at Live Chat's desk counts people, not tabs: one person with several dashboard tabs, sessions or
// devices is listed once, and an operator's other pages (their socket never says it is the dashboard's) not
// at all; they leave as their last tab closes, and the desks are told each time someone comes or goes
// (not when someone opens a second tab). Across instances the list and the push are the same.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatPresence } from '#shared/api/chat';
import { CHAT_DESK_FRAME, parseServerMessage } from '#shared/api/chat-push';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { itOnPostgres } from '#tests/support/postgres-only';
import { adminSessions, chatDeskSockets, staff } from '../../db/schema';
import { hashPassword } from '../../lib/password';

type TestSocket = Awaited<ReturnType<FastifyInstance['injectWS']>>;

interface Desk {
  ws: TestSocket;
  /** chat_presence pushes heard so far. */
  told: number;
}

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 3000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Lets anything still in flight arrive, so "told nothing" means something. */
const settle = () => new Promise((r) => setTimeout(r, 150));

const AGENT_PASSWORD = 'siti answers the chat';

describe('who is at the desk', () => {
  let t: TestApp;
  let ownerLaptop = '';
  let ownerPhone = '';
  let agent = '';
  const sockets: TestSocket[] = [];
  let signIns = 0;
  beforeAll(async () => {
    // Only the presence rounds run on a clock the test turns; everything else keeps real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await createTestApp();
    ownerLaptop = await t.login('10.45.0.1');
    ownerPhone = await t.login('10.45.0.2');
    await t.app.db.insert(staff).values({
      name: 'Siti Aminah',
      login: 'siti',
      role: 'agent',
      passwordHash: await hashPassword(AGENT_PASSWORD),
      createdAt: t.clock.now(),
    });
    agent = await signInSiti();
  });
  const signInSiti = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { login: 'siti', password: AGENT_PASSWORD },
      remoteAddress: `10.46.0.${++signIns}`,
    });
    const set = res.cookies.find((c) => c.name === t.app.adminCookie.name);
    return `${set?.name ?? ''}=${set?.value ?? ''}`;
  };
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await t.close();
    vi.useRealTimers();
  });

  /** A socket of the dashboard, which says so as it opens (as use-at-desk does); or of another page. */
  const openDesk = async (cookie: string, app = t.app, page = 'dashboard'): Promise<Desk> => {
    const desk = { told: 0 };
    // Listening from the start: the push of its own arrival may come before the upgrade's answer.
    const ws = await app.injectWS(
      '/ws',
      { headers: { cookie } },
      {
        onInit: (socket) =>
          socket.on('message', (data: Buffer) => {
            if (parseServerMessage(data.toString())?.type === 'chat_presence') desk.told += 1;
          }),
      },
    );
    sockets.push(ws);
    if (page === 'dashboard') ws.send(CHAT_DESK_FRAME);
    return Object.assign(desk, { ws });
  };
  const close = async (desk: Desk) => {
    desk.ws.terminate();
    await settle();
  };
  const people = async (cookie = ownerLaptop, app = t.app) => {
    const res = await app.inject({
      url: '/api/chat/presence',
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ChatPresence>().people.map((person) => person.name);
  };

  it('lists each person once, however many tabs and sessions they have open', async () => {
    expect(await people()).toEqual([]);
    // Signed in, with /promo open to check a code: not at the desk, and nobody is told.
    const promoTab = await openDesk(ownerLaptop, t.app, '/promo');
    await settle();
    expect(await people()).toEqual([]);
    expect(promoTab.told).toBe(0);
    const laptopTab = await openDesk(ownerLaptop);
    await until(() => laptopTab.told === 1, 'the desk to be told the owner came');
    expect(await people()).toEqual(['Owner']);
    // The owner's second tab, and their phone: still one person, and nobody is told.
    const laptopSecondTab = await openDesk(ownerLaptop);
    const phone = await openDesk(ownerPhone);
    await settle();
    expect(await people()).toEqual(['Owner']);
    expect([laptopTab.told, laptopSecondTab.told, phone.told]).toEqual([1, 0, 0]);
    // Siti comes: every desk is told.
    const siti = await openDesk(agent);
    await until(() => siti.told === 1, 'the desk to be told Siti came');
    await settle();
    expect([laptopTab.told, laptopSecondTab.told, phone.told]).toEqual([2, 1, 1]);
    expect(await people()).toEqual(['Owner', 'Siti Aminah']);
    expect(await people(agent)).toEqual(['Owner', 'Siti Aminah']);

    // The owner's tabs close one by one: they stay until the last one has gone.
    await close(laptopTab);
    await close(phone);
    expect(await people(agent)).toEqual(['Owner', 'Siti Aminah']);
    expect(siti.told).toBe(1);
    await close(laptopSecondTab);
    await until(() => siti.told === 2, 'the desk to be told the owner left');
    expect(await people(agent)).toEqual(['Siti Aminah']);
    await close(siti);
    expect(await people()).toEqual([]);
    await close(promoTab);
  });

  it('drops a person signed out at once, and a desk whose instance died after the lapse', async () => {
    const owner = await openDesk(ownerLaptop);
    const siti = await openDesk(agent);
    await until(async () => (await people()).length === 2, 'both at the desk');
    await settle();
    const toldBefore = owner.told;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: agent } }))
        .statusCode,
    ).toBe(200);
    await until(() => owner.told > toldBefore, 'the desk to be told Siti left');
    expect(await people()).toEqual(['Owner']);
    await close(siti);

    // A desk row of an instance that died (its socket never closes here): it counts until the lapse...
    const [session] = await t.app.db
      .select({ id: adminSessions.id })
      .from(adminSessions)
      .where(eq(adminSessions.ip, '10.45.0.2'));
    await t.app.db.insert(chatDeskSockets).values({
      socketId: 'an instance that died',
      adminSessionId: session?.id ?? 0,
      seenAt: t.clock.now(),
    });
    owner.ws.terminate();
    await settle();
    expect(await people(ownerPhone)).toEqual(['Owner']);
    // ... 75 s without a round marking it seen, and the next round of a live instance drops it.
    t.clock.advance(75_001);
    expect(await people(ownerPhone)).toEqual([]);
    vi.advanceTimersByTime(30_000);
    await until(
      async () => (await t.app.db.select().from(chatDeskSockets)).length === 0,
      'the lapsed row to be dropped',
    );
  });

  itOnPostgres('lists and tells the desks of every instance', async () => {
    const other = await t.secondInstance();
    const onB = await openDesk(ownerLaptop, other);
    await until(async () => (await people(ownerLaptop, other)).length === 1, 'the owner at the desk');
    await settle();
    const toldBefore = onB.told;
    // Signed out above: she signs in again.
    const siti = await openDesk(await signInSiti());
    await until(() => onB.told > toldBefore, 'instance B to hear Siti came');
    expect(await people(ownerLaptop, other)).toEqual(['Owner', 'Siti Aminah']);
    await close(siti);
    await until(() => onB.told > toldBefore + 1, 'instance B to hear Siti left');
    expect(await people(ownerLaptop, other)).toEqual(['Owner']);
    await close(onB);
  });
});
