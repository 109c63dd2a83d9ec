// The visitor's chat widget: a launcher on every public page whose code loads on demand, the conversation
// kept across reloads, Support's replies live (and after a reconnect), the unread badge.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/api/chat';
import { createPromoCode } from '../support/factories';
import {
  box,
  enterPromoCode,
  intersects,
  DESKTOP,
  loginAsAdmin,
  PHONE,
  screenshot,
  type TrackedPage,
  useBrowser,
} from './fixtures';
import { launcher, log, messageBox, panel, storedId } from './chat-helpers';

describe('visitor chat widget', () => {
  const suite = useBrowser({ admin: true });
  let visitor: (TrackedPage & { context: BrowserContext }) | null = null;

  async function openVisitor(): Promise<Page> {
    visitor = await suite.open(PHONE);
    return visitor.page;
  }

  async function reply(sessionId: string, message: string): Promise<ChatMessage> {
    const res = await suite.admin.request.post('/api/chat/send', { data: { sessionId, message } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { message: ChatMessage }).message;
  }

  async function startConversation(page: Page, text: string): Promise<string> {
    await launcher(page).click();
    await messageBox(page).fill(text);
    await messageBox(page).press('Enter');
    await log(page).getByText(text).waitFor();
    const id = await storedId(page);
    if (!id) throw new Error('no conversation id stored');
    return id;
  }

  it('loads its code only when the launcher is pressed, sends with Enter and shows Support live', async () => {
    const page = await openVisitor();
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/chat-panel/.test(request.url())) chunks.push(request.url());
    });
    await page.goto('/promo');
    await page.getByRole('heading', { name: 'Enter Your Promo Code' }).waitFor();
    await launcher(page).waitFor();
    await screenshot(page, 'chat-widget-closed-phone');
    // No conversation on this device yet: nothing of the chat beyond the launcher is fetched.
    await page.waitForTimeout(2500);
    expect(chunks).toEqual([]);
    expect(await launcher(page).getAttribute('aria-label')).toBe('Chat with us');

    await launcher(page).click();
    await panel(page).waitFor();
    expect(chunks).toHaveLength(1);
    // The dialog takes the focus to the message field; a name is optional.
    await expect.poll(() => messageBox(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await panel(page).getByRole('textbox', { name: 'Your name (optional)' }).fill('Aiman');
    await messageBox(page).focus();
    await page.keyboard.type('Hello,');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('my code <b>did not</b> work');
    expect(await messageBox(page).inputValue()).toBe('Hello,\nmy code <b>did not</b> work');
    await page.keyboard.press('Enter');
    await log(page).getByText('my code <b>did not</b> work').waitFor();
    expect(await messageBox(page).inputValue()).toBe('');
    const id = await storedId(page);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    // Markup is text: no element was made from the message.
    expect(await log(page).locator('b').count()).toBe(0);

    const listed = await suite.admin.request.get(`/api/chat/messages/${id ?? ''}`);
    const stored = (await listed.json()) as ChatMessage[];
    expect(stored.map((m) => [m.senderName, m.message, m.isAdmin])).toEqual([
      ['Aiman', 'Hello,\nmy code <b>did not</b> work', false],
    ]);

    await reply(id ?? '', 'Hi Aiman, let me check that code for you.');
    await log(page).getByText('Hi Aiman, let me check that code for you.').waitFor();
    await log(page).getByText('Support', { exact: false }).first().waitFor();
    await screenshot(page, 'chat-widget-reply-phone');

    // Escape closes and gives the focus back to the launcher.
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'hidden' });
    await expect.poll(() => launcher(page).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('says why a name that reads as Support is refused, and sends under another one', async () => {
    const page = await openVisitor();
    await page.goto('/promo');
    await launcher(page).click();
    const name = panel(page).getByRole('textbox', { name: 'Your name (optional)' });
    await name.fill('Ｓuppοrt');
    await messageBox(page).fill('Is my code still valid?');
    await messageBox(page).press('Enter');
    await panel(page)
      .getByRole('alert')
      .getByText('senderName "Support" is reserved for the operator; choose another name')
      .waitFor();
    expect(await storedId(page)).toBeNull();

    await name.fill('Aiman');
    await messageBox(page).press('Enter');
    await log(page).getByText('Is my code still valid?').waitFor();
    expect(await panel(page).getByRole('alert').count()).toBe(0);
  });

  it('keeps the focus inside while open, and never covers Start Lucky Draw or Spin the Wheel', async () => {
    const page = await openVisitor();
    await page.goto('/promo');
    const start = page.getByRole('button', { name: 'Start Lucky Draw' });
    await start.waitFor();
    expect(intersects(await box(launcher(page)), await box(start))).toBe(false);

    await launcher(page).click();
    await panel(page).waitFor();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => document.activeElement?.closest('dialog') !== null);
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');

    const { code } = await createPromoCode(suite.admin.request, { isDemo: true });
    await enterPromoCode(page, code);
    await page.waitForURL('**/spin');
    const spin = page.getByRole('button', { name: 'Spin the Wheel' });
    await spin.waitFor();
    expect(intersects(await box(launcher(page)), await box(spin))).toBe(false);
  });

  it('continues the conversation after a reload, with its history and an unread badge', async () => {
    const page = await openVisitor();
    await page.goto('/promo');
    const id = await startConversation(page, 'First question');
    await reply(id, 'First answer');
    await log(page).getByText('First answer').waitFor();
    await page.keyboard.press('Escape');

    // Closed: a new reply is a badge on the launcher.
    await reply(id, 'Second answer');
    await expect.poll(() => launcher(page).getAttribute('aria-label')).toBe('Chat with us (1 unread)');

    // A reload (or a return visit) follows the stored conversation in the background: still 1 unread.
    await page.reload();
    await expect
      .poll(() => launcher(page).getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('Chat with us (1 unread)');
    await screenshot(page, 'chat-widget-unread-phone');
    await launcher(page).click();
    for (const text of ['First question', 'First answer', 'Second answer']) {
      await log(page).getByText(text).waitFor();
    }
    // No name field once the conversation exists; the next message continues it.
    expect(await panel(page).getByRole('textbox', { name: 'Your name (optional)' }).count()).toBe(0);
    await messageBox(page).fill('Thanks!');
    await messageBox(page).press('Enter');
    await log(page).getByText('Thanks!').waitFor();
    expect(await storedId(page)).toBe(id);
    await page.keyboard.press('Escape');
    expect(await launcher(page).getAttribute('aria-label')).toBe('Chat with us');
  });

  it('badges a reply that arrives while the panel is closing', async () => {
    const page = await openVisitor();
    await page.goto('/promo');
    const id = await startConversation(page, 'Closing now');
    await reply(id, 'Seen answer');
    await log(page).getByText('Seen answer').waitFor();
    // Escape closes the dialog at once; the page hears of it with the close event, a task later. A busy
    // phone can take longer: hold that event back while the next reply arrives.
    await page.evaluate(() => {
      const w = window as unknown as { releaseClose: () => void };
      const hold = (event: Event) => {
        if (!(event.target instanceof HTMLDialogElement)) return;
        event.stopPropagation();
        window.removeEventListener('close', hold, true);
        w.releaseClose = () => event.target?.dispatchEvent(new Event('close'));
      };
      window.addEventListener('close', hold, true);
    });
    await page.keyboard.press('Escape');
    await reply(id, 'Answer while closing');
    await page.waitForTimeout(500);
    await page.evaluate(() => (window as unknown as { releaseClose: () => void }).releaseClose());
    await expect.poll(() => launcher(page).getAttribute('aria-label')).toBe('Chat with us (1 unread)');
  });

  it('shows a reply sent while its socket was down once it reconnects', async () => {
    const page = await openVisitor();
    // The test stands between the page and /ws, so it can cut the connection like a sleeping phone.
    const sockets: { close: () => Promise<void> }[] = [];
    await page.routeWebSocket(/\/ws/, (ws) => {
      ws.connectToServer();
      sockets.push(ws);
    });
    await page.goto('/promo');
    const id = await startConversation(page, 'Are you there?');
    await expect.poll(() => sockets.length).toBeGreaterThan(0);

    const cut = sockets.length;
    await Promise.all(sockets.map((ws) => ws.close()));
    await reply(id, 'Sent while you were away');
    // The page reconnects (backoff from 1 s) and asks for ?after=<last id>.
    await expect.poll(() => sockets.length, { timeout: 10_000 }).toBeGreaterThan(cut);
    await log(page).getByText('Sent while you were away').waitFor({ timeout: 10_000 });
    expect(await log(page).getByText('Sent while you were away').count()).toBe(1);
  });

  it('says replies may take a while when no operator has been online lately', async () => {
    const page = await openVisitor();
    await page.route('**/api/chat/status', (route) =>
      route.fulfill({ contentType: 'application/json', body: '{"operatorOnline":false}' }),
    );
    await page.goto('/promo');
    await launcher(page).click();
    await panel(page).getByText('replies may take a while').waitFor();
    await screenshot(page, 'chat-widget-open-phone');
  });

  it('shows why a message was refused and keeps the text', async () => {
    const page = await openVisitor();
    await page.route('**/api/chat/send', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: '{"message":"Too many messages from your network. Please try again in 30 seconds."}',
      }),
    );
    await page.goto('/promo');
    await launcher(page).click();
    await messageBox(page).fill('Hello?');
    await messageBox(page).press('Enter');
    await panel(page)
      .getByRole('alert')
      .getByText('Too many messages from your network. Please try again in 30 seconds.')
      .waitFor();
    expect(await messageBox(page).inputValue()).toBe('Hello?');
    // A refused send is not an error of the page (the console listener would fail the test).
    visitor?.errors.splice(0);
  });

  it('reaches the admin live and brings Support back, across a reload and a dropped socket', async () => {
    const page = await openVisitor();
    const sockets: { close: () => Promise<void> }[] = [];
    await page.routeWebSocket(/\/ws/, (ws) => {
      ws.connectToServer();
      sockets.push(ws);
    });
    const operator = await suite.open(DESKTOP);
    await loginAsAdmin(operator.page);
    await operator.page.getByRole('tab', { name: 'Live Chat' }).click();
    const list = operator.page.getByRole('region', { name: /^Conversations/ });
    await list.getByRole('heading', { name: /^Conversations/ }).waitFor();

    // The visitor writes on /promo; the open Live Chat tab shows the conversation without a reload.
    await page.goto('/promo');
    await launcher(page).click();
    await panel(page).getByRole('textbox', { name: 'Your name (optional)' }).fill('Nadia');
    await messageBox(page).fill('Is my prize RM 50?');
    await messageBox(page).press('Enter');
    await log(page).getByText('Is my prize RM 50?').waitFor();
    const id = (await storedId(page)) ?? '';
    const row = list.locator(`button[data-session-id="${id}"]`);
    await row.getByText('Is my prize RM 50?').waitFor();
    await row.click();
    const adminLog = operator.page.getByRole('log');
    await adminLog.getByText('Is my prize RM 50?').waitFor();

    // The admin answers with Enter; the visitor sees Support's reply live.
    const reply = operator.page.getByRole('combobox', { name: 'Reply' });
    await reply.fill('Yes, RM 50 is yours.');
    await reply.press('Enter');
    const answer = log(page).getByText('Yes, RM 50 is yours.');
    await answer.waitFor();
    await log(page).getByText('Support').first().waitFor();

    // The visitor's next message appends live to the admin's open conversation.
    await messageBox(page).fill('Thank you!');
    await messageBox(page).press('Enter');
    await adminLog.getByText('Thank you!').waitFor();

    // A reload keeps the conversation and its history.
    await page.reload();
    await launcher(page).click();
    for (const text of ['Is my prize RM 50?', 'Yes, RM 50 is yours.', 'Thank you!']) {
      await log(page).getByText(text).waitFor();
    }

    // The phone's connection drops; the admin answers meanwhile; it shows once the page reconnects.
    await expect.poll(() => sockets.length).toBeGreaterThan(0);
    const cut = sockets.length;
    await Promise.all(sockets.map((ws) => ws.close()));
    await reply.fill('Collect it at the counter.');
    await reply.press('Enter');
    await adminLog.getByText('Collect it at the counter.').waitFor();
    await expect.poll(() => sockets.length, { timeout: 10_000 }).toBeGreaterThan(cut);
    await log(page).getByText('Collect it at the counter.').waitFor({ timeout: 10_000 });
    expect(await log(page).getByText('Collect it at the counter.').count()).toBe(1);
  });

  it('is not on /admin', async () => {
    const page = await openVisitor();
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await launcher(page).count()).toBe(0);
  });
});
