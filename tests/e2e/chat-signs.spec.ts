// Chat for operators (docs/decisions/0020), in two browsers at once: the visitor on a phone and the operator
// at a desk. The operator sees where the visitor is (page, device, language, the last draw their browser
// made), names the customer; each side sees the other typing, and the visitor sees 'Seen'.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createPromoCode } from '../support/factories';
import {
  DESKTOP,
  enterPromoCode,
  expectNoSeriousAxeIssues,
  loginAsAdmin,
  PHONE,
  screenshot,
  useBrowser,
} from './fixtures';
import { launcher, log, messageBox, panel, storedId } from './chat-helpers';

describe('chat signs and visitor context', () => {
  const suite = useBrowser({ admin: true });

  it('shows the operator where the visitor is, each side the other typing, and the visitor Seen', async () => {
    const visitor = await suite.open(PHONE);
    const page = visitor.page;

    // A real draw first: the widget tells the operator which code and prize this browser last saw.
    const { code } = await createPromoCode(suite.admin.request, { customerName: 'Signs' });
    await enterPromoCode(page, code);
    await page.waitForURL('**/spin');
    await page.getByRole('button', { name: 'Spin the Wheel' }).click();
    const win = page.getByRole('dialog');
    await win.waitFor({ timeout: 10_000 });
    const lastDraw = await page.evaluate(
      () => JSON.parse(localStorage.getItem('lastDraw') ?? 'null') as unknown,
    );
    expect(lastDraw).toEqual({ code, prize: expect.any(String) as string });
    const prize = (lastDraw as { prize: string }).prize;
    expect(await win.getByText(prize).first().isVisible()).toBe(true);
    await win.getByRole('button', { name: 'Awesome!' }).click();
    await page.waitForURL('**/promo');

    const operator = await suite.open(DESKTOP);
    const desk = operator.page;
    await loginAsAdmin(desk);
    await desk.getByRole('tab', { name: 'Live Chat' }).click();
    const list = desk.getByRole('region', { name: /^Conversations/ });
    await list.getByRole('heading', { name: /^Conversations/ }).waitFor();

    await launcher(page).click();
    await panel(page).getByRole('textbox', { name: 'Your name (optional)' }).fill('Farah');
    await messageBox(page).fill('Did I win RM 50?');
    await messageBox(page).press('Enter');
    await log(page).getByText('Did I win RM 50?').waitFor();
    const sessionId = (await storedId(page)) ?? '';

    // Selecting the conversation reads it: the visitor sees 'Seen' under the message, live.
    const row = list.locator(`button[data-session-id="${sessionId}"]`);
    await row.click();
    const context = desk.getByRole('region', { name: 'Visitor' });
    // Where they are, on the folded line; the whole context under it.
    await context.getByText(`/promo · Phone · English · ${code} (in your records)`).waitFor();
    await context.getByText('More about the visitor').click();
    for (const fact of ['Phone', 'English', code, 'in your records', prize]) {
      await context.getByText(fact, { exact: false }).first().waitFor();
    }
    await log(page).getByText('Seen', { exact: true }).waitFor();

    // The visitor types: the operator sees it; the operator types: the visitor sees it.
    await messageBox(page).focus();
    await page.keyboard.type('and when');
    await desk.getByText('Farah is typing…').waitFor();
    const reply = desk.getByRole('combobox', { name: 'Reply' });
    await reply.focus();
    await desk.keyboard.type('Let me check');
    await panel(page).getByText('Support is typing…').waitFor();
    await screenshot(page, 'chat-widget-typing-seen-phone');

    // The sign goes when the message comes.
    await desk.keyboard.press('Enter');
    await log(page).getByText('Let me check').waitFor();
    await expect.poll(() => panel(page).getByText('Support is typing…').count()).toBe(0);

    // The operator names the customer: the list shows that name instead of the visitor's.
    await context.getByRole('textbox', { name: 'Customer name' }).fill('Farah binti Ali');
    await context.getByRole('button', { name: 'Save name' }).click();
    await row.getByText('Farah binti Ali').waitFor();
    await desk.getByRole('heading', { name: 'Conversation with Farah binti Ali' }).waitFor();
    // The conversation card, visitor header to reply box, fits a 1280x800 window under the dashboard's
    // 64 px bar.
    const card = desk.getByRole('region', { name: 'Conversation with Farah binti Ali' });
    expect((await card.boundingBox())?.height).toBeLessThanOrEqual(800 - 64);
    await card.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72));
    await screenshot(desk, 'chat-admin-context-desktop');
    await expectNoSeriousAxeIssues(desk, 'Live Chat tab with the visitor context');
    await expectNoSeriousAxeIssues(page, 'chat widget with Seen');
  });

  it('carries an image each way: the visitor’s to the operator, Support’s to the visitor', async () => {
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#e0a020' } })
      .png()
      .toBuffer();
    const visitor = await suite.open(PHONE);
    const page = visitor.page;
    await page.goto('/promo');
    await launcher(page).click();
    await panel(page).getByRole('textbox', { name: 'Your name (optional)' }).fill('Ravi');
    await messageBox(page).fill('My win screenshot');
    await messageBox(page).press('Enter');
    await log(page).getByText('My win screenshot').waitFor();
    const sessionId = (await storedId(page)) ?? '';

    const operator = await suite.open(DESKTOP);
    const desk = operator.page;
    await loginAsAdmin(desk);
    await desk.getByRole('tab', { name: 'Live Chat' }).click();
    await desk.locator(`button[data-session-id="${sessionId}"]`).click();

    await panel(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: png });
    const received = desk.getByRole('log').getByRole('img', { name: 'Image from Ravi' });
    await received.waitFor();
    await expect.poll(() => received.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(120);

    await desk
      .locator('input[type=file]')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: png });
    const reply = log(page).getByRole('img', { name: 'Image from Support' });
    await reply.waitFor();
    await expect.poll(() => reply.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(120);
    await screenshot(page, 'chat-widget-images-phone');
  });
});
