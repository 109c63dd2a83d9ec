// The admin's Live Chat tab: the conversation list, reading, replying (Enter sends, Shift+Enter does not),
// live messages, the title count and the sound, 'Send Error', resolving, and axe.
//
// Visitors write through the API. The server allows one new conversation per address every 5 s and 20
// visitor messages a minute per address; so each visitor here writes from an address of its own
// (visitorAddress, as X-Forwarded-For, which the test server trusts) instead of waiting.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatSendResponse, ChatSessionSummary } from '#shared/api/chat';
import {
  baseURL,
  DESKTOP,
  expectNoSeriousAxeIssues,
  loginAsAdmin,
  PHONE,
  screenshot,
  type TrackedPage,
  useBrowser,
  visitorAddress,
} from './fixtures';
import { createWin } from '../support/factories';

interface Visitor {
  name: string;
  sessionId: string;
  say: (message: string) => Promise<ChatMessage>;
}

async function postFrom(address: string, body: unknown): Promise<{ status: number; body: string }> {
  const res = await fetch(new URL('/api/chat/send', baseURL()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.text() };
}

/** Starts a conversation as a visitor named `name` with its first message. */
async function startVisitor(name: string, first: string): Promise<Visitor> {
  const address = visitorAddress();
  const send = async (body: Record<string, unknown>) => {
    const res = await postFrom(address, { senderName: name, ...body });
    expect(res.status, res.body).toBeLessThan(300);
    return JSON.parse(res.body) as ChatSendResponse;
  };
  const { sessionId } = await send({ message: first });
  return { name, sessionId, say: async (message) => (await send({ sessionId, message })).message };
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

describe('admin Live Chat tab in the browser', () => {
  const suite = useBrowser({ admin: true });
  let t: TrackedPage & { context: BrowserContext };

  const sessions = async () =>
    (await (await suite.admin.request.get('/api/chat/sessions')).json()) as ChatSessionSummary[];
  const summary = async (sessionId: string) => (await sessions()).find((s) => s.sessionId === sessionId);
  const messages = async (sessionId: string) =>
    (await (await suite.admin.request.get(`/api/chat/messages/${sessionId}`)).json()) as ChatMessage[];

  async function openTab(viewport = DESKTOP) {
    t = await suite.open(viewport);
    // Counts the beeps: every one is an OscillatorNode started.
    await t.context.addInitScript(() => {
      const w = window as unknown as { chatBeeps: number };
      w.chatBeeps = 0;
      const proto = OscillatorNode.prototype;
      const start = Object.getOwnPropertyDescriptor(AudioScheduledSourceNode.prototype, 'start')?.value as (
        this: OscillatorNode,
        when?: number,
      ) => void;
      proto.start = function (this: OscillatorNode, when?: number) {
        w.chatBeeps += 1;
        start.call(this, when);
      };
    });
    // The title before login: once logged in, the dashboard prefixes the unread count on every tab.
    await t.page.goto('/admin');
    const title = await t.page.title();
    await loginAsAdmin(t.page);
    await t.page.getByRole('tab', { name: 'Live Chat' }).click();
    const list = t.page.getByRole('region', { name: /^Conversations/ });
    await list.getByRole('list', { name: 'Conversations' }).waitFor();
    return {
      page: t.page,
      title,
      list,
      pane: t.page.getByRole('region', { name: /^Conversation( with|$)/ }),
      reply: t.page.getByRole('combobox', { name: 'Reply' }),
      send: t.page.getByRole('button', { name: 'Send', exact: true }),
      log: t.page.getByRole('log'),
      row: (v: Visitor) => list.locator(`button[data-session-id="${v.sessionId}"]`),
    };
  }

  /** The session ids in the list, top to bottom. */
  const order = (list: Locator) =>
    list
      .locator('button[data-session-id]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-session-id')));
  const beeps = (page: Page) => page.evaluate(() => (window as unknown as { chatBeeps: number }).chatBeeps);

  it('lists conversations with their count, newest first; selecting reads; Enter replies as Support', async () => {
    const ana = await startVisitor('Ana', 'Hi, is anyone there?');
    const ben = await startVisitor('Ben', 'My code does not work');
    const cai = await startVisitor('Cai', 'First line\nSecond line');
    await cai.say('<b>not bold</b>');
    const { page, list, pane, reply, send, log, row } = await openTab();

    const all = await sessions();
    await list.getByRole('heading', { name: `Conversations (${all.length})` }).waitFor();
    expect(await order(list)).toEqual(all.map((s) => s.sessionId));
    const ids = await order(list);
    expect(ids.indexOf(cai.sessionId)).toBeLessThan(ids.indexOf(ben.sessionId));
    expect(ids.indexOf(ben.sessionId)).toBeLessThan(ids.indexOf(ana.sessionId));
    await row(cai).getByText(cai.name).waitFor();
    await row(cai).getByText('<b>not bold</b>').waitFor();
    expect(await row(cai).getByText('2 unread').count()).toBe(1);

    // Nothing selected: no reply is possible.
    await pane.getByText('Select a conversation').waitFor();
    expect(await send.isDisabled()).toBe(true);

    await row(cai).click();
    expect(await row(cai).getAttribute('aria-pressed')).toBe('true');
    await pane.getByRole('heading', { name: `Conversation with ${cai.name}` }).waitFor();
    await log.getByText('<b>not bold</b>').waitFor();
    // Text, never HTML; newlines kept.
    expect(await log.locator('b').count()).toBe(0);
    expect(await log.getByText(/First line/).innerText()).toBe('First line\nSecond line');
    await row(cai).getByText('unread').waitFor({ state: 'detached' });
    await expect.poll(async () => (await summary(cai.sessionId))?.unread).toBe(0);

    // Blank: no Send. Shift+Enter: a new line, nothing sent.
    expect(await send.isDisabled()).toBe(true);
    await reply.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await reply.fill('');
    await reply.pressSequentially('Line one');
    await reply.press('Shift+Enter');
    await reply.pressSequentially('line two');
    expect(await reply.inputValue()).toBe('Line one\nline two');
    expect(await messages(cai.sessionId)).toHaveLength(2);
    expect(await send.isDisabled()).toBe(false);

    await reply.press('Enter');
    await expect.poll(() => reply.inputValue()).toBe('');
    const sent = log.getByRole('listitem').filter({ hasText: 'Line one' });
    await sent.waitFor();
    // The desk says which operator replied.
    expect(await sent.getByText('Support · Owner', { exact: true }).count()).toBe(1);
    expect(await sent.getByText(/Line one/).innerText()).toBe('Line one\nline two');
    // Support's messages sit on the right, the visitor's on the left.
    const logBox = await log.boundingBox();
    const mineBox = await sent.locator('div').first().boundingBox();
    const theirsBox = await log.getByRole('listitem').first().locator('div').first().boundingBox();
    expect(mineBox && logBox && mineBox.x + mineBox.width > logBox.x + logBox.width - 40).toBe(true);
    expect(theirsBox && logBox && theirsBox.x < logBox.x + 40).toBe(true);
    const stored = (await messages(cai.sessionId)).at(-1);
    expect(stored).toMatchObject({ senderName: 'Support', isAdmin: true, message: 'Line one\nline two' });
    // The list follows: the reply is now the last message.
    await row(cai)
      .getByText(/Line one/)
      .waitFor();

    await screenshot(page, 'live-chat-tab');
    await expectNoSeriousAxeIssues(page, 'live chat tab');
  });

  it('shows visitor messages live: appends to the open conversation, refreshes the list, counts in the title, beeps unless muted', async () => {
    const dee = await startVisitor('Dee', 'Hello');
    const eli = await startVisitor('Eli', 'Question about prizes');
    // Eli's first message is unread: read it through the API, so the counts below start from zero.
    await suite.admin.request.post(`/api/chat/sessions/${eli.sessionId}/read`);
    const { page, list, log, row, title: original } = await openTab();
    await row(dee).click();
    await log.getByText('Hello', { exact: true }).waitFor();
    await row(dee).getByText('unread').waitFor({ state: 'detached' });
    // Other conversations may still be unread: the title counts them all but the open one.
    const othersUnread = async () =>
      (await sessions()).filter((s) => s.sessionId !== dee.sessionId).reduce((n, s) => n + s.unread, 0);
    const titleFor = (n: number) => (n > 0 ? `(${n}) ${original}` : original);
    const base = await othersUnread();
    await expect.poll(() => page.title()).toBe(titleFor(base));
    const beepsBefore = await beeps(page);

    // In the open conversation: shown at once, read at once, the list refreshed.
    await dee.say('Are you there?');
    await log.getByText('Are you there?').waitFor();
    await row(dee).getByText('Are you there?').waitFor();
    await expect.poll(async () => (await summary(dee.sessionId))?.unread).toBe(0);
    expect(await row(dee).getByText('unread').count()).toBe(0);
    await expect.poll(() => beeps(page)).toBe(beepsBefore + 1);
    expect(await page.title()).toBe(titleFor(base));

    // In another conversation: its badge, the title count, and a beep.
    await eli.say('Hello? Anyone?');
    await row(eli).getByText('1 unread').waitFor();
    await row(eli).getByText('Hello? Anyone?').waitFor();
    expect(await othersUnread()).toBe(base + 1);
    await expect.poll(() => page.title()).toBe(titleFor(base + 1));
    await expect.poll(() => beeps(page)).toBe(beepsBefore + 2);
    // Eli's conversation is now the newest open one: at the top.
    expect((await order(list))[0]).toBe(eli.sessionId);

    // Muted (and remembered): no beep, but the count still goes up.
    const mute = page.getByRole('button', { name: 'Mute sound' });
    expect(await mute.getAttribute('aria-pressed')).toBe('false');
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('chatSoundMuted'))).toBe('1');
    await eli.say('Still waiting');
    await row(eli).getByText('2 unread').waitFor();
    await expect.poll(() => page.title()).toBe(titleFor(base + 2));
    expect(await beeps(page)).toBe(beepsBefore + 2);

    // While the page is hidden, even the open conversation counts, until the operator looks again. As in
    // a real background tab there are no animation frames, so the page's effects run late: a message that
    // arrives in between must still count as unseen.
    await page.evaluate(() => {
      const frames = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = () => 0;
      Object.defineProperty(window, 'restoreFrames', {
        configurable: true,
        value: () => (window.requestAnimationFrame = frames),
      });
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await dee.say('Sent while you were away');
    await log.getByText('Sent while you were away').waitFor();
    await expect.poll(() => page.title()).toBe(titleFor(base + 3));
    expect((await summary(dee.sessionId))?.unread).toBe(1);
    await page.evaluate(() => {
      (Reflect.get(window, 'restoreFrames') as () => void)();
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => page.title()).toBe(titleFor(base + 2));
    await expect.poll(async () => (await summary(dee.sessionId))?.unread).toBe(0);

    // Viewing Eli's conversation resets its count.
    await row(eli).click();
    await log.getByText('Still waiting').waitFor();
    await expect.poll(() => page.title()).toBe(titleFor(base));
    expect((await summary(eli.sessionId))?.unread).toBe(0);

    // The mute survives a reload.
    await page.reload();
    await page.getByRole('tab', { name: 'Live Chat' }).click();
    const muteAgain = page.getByRole('button', { name: 'Mute sound' });
    expect(await muteAgain.getAttribute('aria-pressed')).toBe('true');
    await muteAgain.click();

    // On another tab a visitor's message still beeps and counts in the title.
    await page.getByRole('tab', { name: 'Prizes' }).click();
    await expect.poll(() => page.title()).toBe(titleFor(base));
    const beepsOnPrizes = await beeps(page);
    await dee.say('Hello from another tab');
    await expect.poll(() => page.title()).toBe(titleFor(base + 1));
    await expect.poll(() => beeps(page)).toBe(beepsOnPrizes + 1);

    // Logging out gives the title back.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await expect.poll(() => page.title()).toBe(original);
  });

  it('keeps the list from the pushes: no GET /api/chat/sessions per message, one read mark and one beep each', async () => {
    const hal = await startVisitor('Hal', 'Hi there');
    const ivy = await startVisitor('Ivy', 'First question');
    await suite.admin.request.post(`/api/chat/sessions/${ivy.sessionId}/read`);
    const { page, log, row, title: original } = await openTab();
    await row(hal).click();
    await log.getByText('Hi there').waitFor();
    await row(hal).getByText('unread').waitFor({ state: 'detached' });
    await expect.poll(async () => (await summary(hal.sessionId))?.unread).toBe(0);
    const others = (await sessions()).filter((s) => s.sessionId !== hal.sessionId);
    const base = others.reduce((n, s) => n + s.unread, 0);
    const titleFor = (n: number) => (n > 0 ? `(${n}) ${original}` : original);
    await expect.poll(() => page.title()).toBe(titleFor(base));

    // From here on, what the page asks of the chat API.
    const listFetches: string[] = [];
    const readMarks: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && pathname === '/api/chat/sessions') listFetches.push(pathname);
      if (request.method() === 'POST' && pathname.endsWith('/read')) readMarks.push(pathname);
    });
    const beepsBefore = await beeps(page);

    // In the open conversation: shown, moved up the list and read, from its push alone.
    await hal.say('Are you there?');
    await log.getByText('Are you there?').waitFor();
    await row(hal).getByText('Are you there?').waitFor();
    await expect.poll(async () => (await summary(hal.sessionId))?.unread).toBe(0);
    expect(await row(hal).getByText('unread').count()).toBe(0);

    // In another conversation: its badge counts up and the title follows, and nothing is read.
    await ivy.say('Second question');
    await row(ivy).getByText('1 unread').waitFor();
    await ivy.say('Third question');
    await row(ivy).getByText('2 unread').waitFor();
    await row(ivy).getByText('Third question').waitFor();
    await expect.poll(() => page.title()).toBe(titleFor(base + 2));

    // Anything late would have arrived by now.
    await page.waitForTimeout(500);
    expect(listFetches).toEqual([]);
    expect(readMarks).toEqual([`/api/chat/sessions/${hal.sessionId}/read`]);
    expect(await beeps(page)).toBe(beepsBefore + 3);
    expect((await summary(ivy.sessionId))?.unread).toBe(2);
  });

  it("shows the code's recorded draw apart from the prize the browser reported, following header pushes without fetching the list", async () => {
    const win = await createWin(suite.admin.request);
    const jo = await startVisitor('Jo', 'I won something');
    const { page, row } = await openTab();
    await row(jo).click();
    const header = page.getByRole('region', { name: 'Visitor' });
    // Folded to one line; its whole context opens under it.
    await header.getByText('Their widget has not said where they are yet.').waitFor();
    await header.getByText('More about the visitor').click();
    const facts = header.locator('dl');

    const listFetches: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && pathname === '/api/chat/sessions') listFetches.push(pathname);
    });
    // The visitor's browser reports a prize of its own making with the operator's real code, then
    // browses: each update is a header push the desk follows from its row.
    const reported = 'SUPER PRIZE RM 5,000 (verified)';
    for (const page_ of ['/spin', '/home', '/notice']) {
      const res = await postFrom(visitorAddress(), {
        sessionId: jo.sessionId,
        senderName: jo.name,
        message: `on ${page_}`,
        context: {
          page: page_,
          device: 'desktop',
          language: 'en',
          lastDraw: { code: win.promoCode, prize: reported },
        },
      });
      expect(res.status, res.body).toBe(200);
    }
    await facts.getByText('/notice').waitFor();
    await facts.getByText('in your records').waitFor();
    // The folded line says it too.
    await header.getByText(`/notice · Desktop · English · ${win.promoCode} (in your records)`).waitFor();
    const recorded = header.locator('div', { hasText: 'Drawn (your records):' }).last();
    await expect.poll(() => recorded.textContent()).toContain(win.prizeName);
    const browser = header.locator('div', { hasText: 'Reported by the visitor’s browser:' }).last();
    await expect.poll(() => browser.textContent()).toContain(reported);
    // The browser's prize is never the recorded one.
    expect(await recorded.textContent()).not.toContain(reported);
    await screenshot(page, 'chat-header-reported-prize');
    await page.waitForTimeout(500);
    expect(listFetches).toEqual([]);
  });

  it("shows 'Send Error' when the reply fails, and keeps the reply", async () => {
    const fay = await startVisitor('Fay', 'Can you help?');
    const { page, reply, send, log, row } = await openTab();
    await row(fay).click();
    await log.getByText('Can you help?').waitFor();
    await page.route('**/api/chat/send', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await reply.fill('Sure, one moment');
    await reply.press('Enter');
    const failed = toast(page, 'Send Error');
    await failed.waitFor();
    await failed.getByText('Failed to send message. Please try again.').waitFor();
    expect(await reply.inputValue()).toBe('Sure, one moment');
    expect(await messages(fay.sessionId)).toHaveLength(1);

    await page.unroute('**/api/chat/send');
    await send.click();
    await log.getByText('Sure, one moment').waitFor();
    await expect.poll(() => reply.inputValue()).toBe('');
    expect((await messages(fay.sessionId)).at(-1)).toMatchObject({
      isAdmin: true,
      message: 'Sure, one moment',
    });
  });

  it('resolves a conversation: it drops below the open ones, and the next visitor message reopens it', async () => {
    const gus = await startVisitor('Gus', 'Thanks, all sorted');
    const { pane, list, log, row } = await openTab();
    expect((await order(list))[0]).toBe(gus.sessionId);
    await row(gus).click();
    await log.getByText('Thanks, all sorted').waitFor();

    await pane.getByRole('button', { name: 'Mark resolved' }).click();
    await row(gus).getByText('Resolved').waitFor();
    await pane.getByText('Resolved', { exact: true }).waitFor();
    expect(await pane.getByRole('button', { name: 'Mark resolved' }).count()).toBe(0);
    const after = await sessions();
    expect(after.find((s) => s.sessionId === gus.sessionId)?.resolved).toBe(true);
    const open = after.filter((s) => !s.resolved).length;
    const ids = await order(list);
    expect(ids).toEqual(after.map((s) => s.sessionId));
    expect(ids.indexOf(gus.sessionId)).toBeGreaterThanOrEqual(open);

    await gus.say('Actually, one more thing');
    await log.getByText('Actually, one more thing').waitFor();
    await expect.poll(async () => (await order(list))[0]).toBe(gus.sessionId);
    expect(await row(gus).getByText('Resolved').count()).toBe(0);
    await pane.getByRole('button', { name: 'Mark resolved' }).waitFor();
    expect((await summary(gus.sessionId))?.resolved).toBe(false);
  });

  it("keeps two operators' desks together: when one reads or resolves, the other's list follows", async () => {
    const hal = await startVisitor('Hana', 'Anyone on duty?');
    const first = await openTab();
    const second = await openTab();
    await second.row(hal).getByText('1 unread').waitFor();

    await first.row(hal).click();
    await first.log.getByText('Anyone on duty?').waitFor();
    // Read on the first desk: the second drops its badge, with no reload.
    await second.row(hal).getByText('unread').waitFor({ state: 'detached' });

    await first.pane.getByRole('button', { name: 'Mark resolved' }).click();
    await second.row(hal).getByText('Resolved').waitFor();
  });

  it('on a phone, opens a conversation over the list with a way back, with no serious axe violations', async () => {
    const { page, list, pane, reply } = await openTab(PHONE);
    await screenshot(page, 'live-chat-tab-phone-list');
    const first = (await order(list))[0];
    expect(first).toBeTruthy();
    const firstRow = list.locator(`button[data-session-id="${first ?? ''}"]`);
    await firstRow.click();
    await pane.getByRole('log').getByRole('listitem').first().waitFor();
    // The conversation has the screen, from its top, with the reply box in view; the list is behind it.
    await expect.poll(async () => (await pane.boundingBox())?.y ?? 999).toBe(0);
    const replyBox = await reply.boundingBox();
    expect(replyBox && replyBox.y + replyBox.height <= PHONE.height).toBe(true);
    expect(await list.isVisible()).toBe(false);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The customer name field, under the visitor's folded line, keeps room for a name.
    await pane.getByText('More about the visitor').click();
    expect((await page.getByLabel('Customer name').boundingBox())?.width).toBeGreaterThanOrEqual(160);
    await screenshot(page, 'live-chat-tab-phone-conversation');
    await expectNoSeriousAxeIssues(page, 'live chat tab on a phone');
    // Back: the list again, the focus on the conversation's row.
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await firstRow.waitFor();
    await expect.poll(() => firstRow.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
