// Room for the work: the day's figures and the prize liability fold to one line above the tabs (the choice
// kept on a desk, folded on a phone), and Live Chat fills the window: the list beside the conversation with
// the reply box in view on a desk; on a phone the list, then the conversation over the whole screen with a
// way back. Screenshots and axe in English, Chinese and Malay, on a desk and on a phone.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChatSendResponse } from '#shared/api/chat';
import {
  adminPassword,
  baseURL,
  box,
  DESKTOP,
  expectNoSeriousAxeIssues,
  expectNoSidewaysScroll,
  PHONE,
  screenshot,
  settleAnimations,
  useBrowser,
  visitorAddress,
} from './fixtures';

/** A visitor, from an address of its own, starting a conversation with `messages`. */
async function visitorWrites(senderName: string, ...messages: string[]): Promise<string> {
  let sessionId: string | undefined;
  const address = visitorAddress();
  for (const message of messages) {
    const res = await fetch(new URL('/api/chat/send', baseURL()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ senderName, message, ...(sessionId ? { sessionId } : {}) }),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    sessionId = ((await res.json()) as ChatSendResponse).sessionId;
  }
  return sessionId ?? '';
}

/** How much of an element's height is inside the window, as drawn now (the page not scrolled by the test). */
async function visibleHeight(page: Page, locator: Locator): Promise<number> {
  const found = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  if (!found) return 0;
  return Math.max(0, Math.min(found.y + found.height, height) - Math.max(found.y, 0));
}

/** Wholly inside the window, as drawn now. */
async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  const found = await locator.boundingBox();
  const size = page.viewportSize();
  if (!found || !size) return false;
  return (
    found.y >= 0 &&
    found.x >= 0 &&
    found.y + found.height <= size.height &&
    found.x + found.width <= size.width
  );
}

const LANGUAGES = [
  { tag: 'en-US', name: 'en', liveChat: 'Live Chat', details: 'Show details', back: 'Back to conversations' },
  { tag: 'zh-CN', name: 'zh', liveChat: '在线客服', details: '显示详情', back: '返回对话列表' },
  {
    tag: 'ms-MY',
    name: 'ms',
    liveChat: 'Sembang Langsung',
    details: 'Tunjuk butiran',
    back: 'Kembali ke senarai perbualan',
  },
] as const;

describe('room for the work', () => {
  const suite = useBrowser({ admin: true });

  /** The dashboard, signed in through the API, in `language`. */
  async function dashboard(viewport: { width: number; height: number }, language = 'en-US') {
    const t = await suite.open(viewport, { acceptLanguage: language });
    const login = await t.context.request.post('/api/admin/login', { data: { password: adminPassword() } });
    expect(login.status()).toBe(200);
    await t.page.goto('/admin');
    await t.page.getByRole('tablist').waitFor();
    return t;
  }

  it('folds the summary to one line of figures on a desk, opens it on demand and keeps the choice', async () => {
    const t = await dashboard(DESKTOP);
    const page = t.page;
    const line = page.getByRole('region', { name: 'Today at a glance' });
    const details = page.getByRole('button', { name: 'Show details' });
    await details.waitFor();
    expect(await details.getAttribute('aria-expanded')).toBe('false');
    // One line of figures: today's and what the prizes owe, each with its name.
    await expect.poll(() => line.getByText('Codes', { exact: true }).count()).toBe(1);
    for (const label of ['Redeemed', 'Deposits', 'FOC 15%', 'Unpaid prizes', 'Paid', 'Still possible']) {
      expect(await line.getByText(label, { exact: true }).count(), label).toBe(1);
    }
    await expect.poll(async () => (await line.textContent()) ?? '').toMatch(/RM/);
    expect((await line.boundingBox())?.height ?? 999).toBeLessThanOrEqual(60);
    // The tabs start in the top third of the window.
    expect((await page.getByRole('tablist').boundingBox())?.y ?? 999).toBeLessThan(800 / 3);
    await screenshot(page, 'summary-folded-desktop');

    await details.click();
    const full = page.getByRole('region', { name: 'Today at a glance' });
    await full.getByText(/^Prizes won, by the name/).waitFor();
    await page.getByRole('region', { name: 'Prize liability' }).getByText('Won, not yet paid').waitFor();
    const hide = page.getByRole('button', { name: 'Hide details' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'summary-open-desktop');
    await expectNoSeriousAxeIssues(page, 'summary open');

    // Kept in this browser: open after a reload, folded again once folded.
    await page.reload();
    await page.getByRole('region', { name: 'Prize liability' }).waitFor();
    await page.getByRole('button', { name: 'Hide details' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Show details' }).waitFor();
    expect(await page.getByRole('region', { name: 'Prize liability' }).count()).toBe(0);
  });

  it('at 1280x800 Live Chat shows the list, 300 px of messages and the reply box without scrolling', async () => {
    const lines = Array.from({ length: 14 }, (_, i) => `Message ${i + 1} about my code`);
    await visitorWrites('Desk Dora', ...lines);
    const t = await dashboard(DESKTOP);
    const page = t.page;
    await page.getByRole('tab', { name: /^Live Chat/ }).click();
    const list = page.getByRole('list', { name: 'Conversations' });
    await list.getByRole('button', { name: /Desk Dora/ }).click();
    const log = page.getByRole('log', { name: /Desk Dora/ });
    await log.getByText('Message 14 about my code').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await onScreen(page, list.getByRole('button', { name: /Desk Dora/ }))).toBe(true);
    expect(await visibleHeight(page, log)).toBeGreaterThanOrEqual(300);
    // The newest message is in view at the bottom of the log, the visitor's line having come above it.
    await page.getByRole('region', { name: 'Visitor' }).getByText('More about the visitor').waitFor();
    await settleAnimations(page);
    const newest = await box(log.getByText('Message 14 about my code'));
    const frame = await box(log);
    expect(newest.y + newest.height, 'the newest message above the bottom of the log').toBeLessThanOrEqual(
      frame.y + frame.height,
    );
    expect(await onScreen(page, page.getByRole('combobox', { name: 'Reply' }))).toBe(true);
    expect(await onScreen(page, page.getByRole('button', { name: 'Send', exact: true }))).toBe(true);
    await screenshot(page, 'live-chat-desktop');
    await expectNoSeriousAxeIssues(page, 'live chat at 1280x800');
  });

  for (const language of LANGUAGES) {
    it(`on a phone in ${language.name}: tabs on the first screen; a conversation over the whole screen with its reply box and a way back`, async () => {
      const name = `Phone Pia ${language.name}`;
      await visitorWrites(name, ...Array.from({ length: 10 }, (_, i) => `Line ${i + 1}`));
      const t = await dashboard(PHONE, language.tag);
      const page = t.page;
      const tabs = page.getByRole('tablist');
      expect(await onScreen(page, tabs), 'the tabs within the first screen').toBe(true);
      expect(await page.getByRole('button', { name: language.details }).getAttribute('aria-expanded')).toBe(
        'false',
      );
      await expectNoSidewaysScroll(page, 'dashboard on a phone');
      await screenshot(page, `dashboard-phone-${language.name}`);

      await page.getByRole('tab', { name: new RegExp(`^${language.liveChat}`) }).click();
      const row = page.getByRole('list').getByRole('button', { name: new RegExp(name) });
      await row.click();
      const reply = page.getByRole('combobox').last();
      await page.getByRole('log').getByText('Line 10', { exact: true }).waitFor();
      await expect.poll(() => onScreen(page, reply)).toBe(true);
      // The thread has the screen: the list is not under it to scroll past.
      expect(await row.isVisible()).toBe(false);
      await expectNoSidewaysScroll(page, 'conversation on a phone');
      await screenshot(page, `live-chat-phone-thread-${language.name}`);
      await expectNoSeriousAxeIssues(page, `conversation on a phone in ${language.name}`);

      await page.getByRole('button', { name: language.back }).click();
      await row.waitFor();
      expect(await onScreen(page, row)).toBe(true);
      await screenshot(page, `live-chat-phone-list-${language.name}`);
    });
  }
});
