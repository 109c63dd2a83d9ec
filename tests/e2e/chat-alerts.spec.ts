// A new chat cannot be missed: with the operator on the Promo tab, a visitor's message puts a count on the
// Live Chat tab and a toast with its start and Open (at most one toast at a time), and says once that the
// sound waits until the page has been used. Open shows the conversation; a message in the conversation on
// screen raises no toast. Screenshots and axe in English, Chinese and Malay, on a desk and on a phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChatSendResponse } from '#shared/api/chat';
import {
  adminPassword,
  baseURL,
  DESKTOP,
  expectNoSeriousAxeIssues,
  PHONE,
  screenshot,
  settleAnimations,
  useBrowser,
  visitorAddress,
} from './fixtures';

/** A visitor, from an address of its own, writing `message` (in `sessionId`, else a new conversation). */
async function visitorWrites(senderName: string, message: string, sessionId?: string): Promise<string> {
  const res = await fetch(new URL('/api/chat/send', baseURL()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() },
    body: JSON.stringify({ senderName, message, ...(sessionId ? { sessionId } : {}) }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return ((await res.json()) as ChatSendResponse).sessionId;
}

const SOUND_NOTE = 'The new-message sound plays once you have clicked or typed on this page';

describe('a new chat cannot be missed', () => {
  const suite = useBrowser({ admin: true, server: 'test' });

  /** The dashboard signed in through the API: the page itself not yet clicked or typed in. */
  async function dashboard(viewport = DESKTOP, acceptLanguage?: string): Promise<Page> {
    const t = await suite.open(viewport, acceptLanguage ? { acceptLanguage } : {});
    // Whether the page has been used, as the browser keeps it for sound, set by real clicks and key
    // presses only: Playwright's own reads of the page (evaluate, waitFor) count as a use in Chromium.
    await t.context.addInitScript(() => {
      let used = false;
      const use = (event: Event) => {
        if (event.isTrusted) used = true;
      };
      window.addEventListener('pointerdown', use, true);
      window.addEventListener('keydown', use, true);
      Object.defineProperty(Navigator.prototype, 'userActivation', {
        configurable: true,
        get: () => ({ hasBeenActive: used, isActive: used }),
      });
    });
    const login = await t.context.request.post('/api/admin/login', { data: { password: adminPassword() } });
    expect(login.status()).toBe(200);
    // The list the count comes from is loaded: a message from now on is news.
    await Promise.all([
      t.page.waitForResponse((r) => r.url().endsWith('/api/chat/sessions')),
      t.page.goto('/admin'),
    ]);
    await t.page.getByRole('tablist').waitFor();
    return t.page;
  }

  /** The toasts on screen (Radix Toast's region). */
  const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
  const chatToast = (page: Page, text: string) => toasts(page).filter({ hasText: text });

  it('on the Promo tab: a count on Live Chat and a toast within 2 s; Open shows the conversation', async () => {
    const page = await dashboard();
    const liveChat = page.getByRole('tab', { name: /^Live Chat/ });
    expect(await liveChat.textContent()).toBe('Live Chat');
    expect(await page.getByRole('tab', { name: 'Promo Codes & Deposits', selected: true }).count()).toBe(1);

    const sessionId = await visitorWrites('Mei', '你好，我的优惠码用不了');
    const toast = chatToast(page, 'New chat from Mei: 你好，我的优惠码用不了');
    await toast.waitFor({ timeout: 2000 });
    await page.getByRole('tab', { name: 'Live Chat 1 unread conversation' }).waitFor({ timeout: 2000 });
    // Not clicked or typed in yet: the browser keeps the page silent, and the toast says so, once.
    expect(await toast.textContent()).toContain(SOUND_NOTE);
    await settleAnimations(page);
    await screenshot(page, 'chat-alert-toast-desktop');
    await expectNoSeriousAxeIssues(page, 'the new chat toast on the Promo tab');

    // A second conversation: the count follows, the toast is replaced (one at a time), the note not again.
    const second = await visitorWrites('Ahmad', 'Boleh saya tukar hadiah saya? Saya dapat RM 50 semalam.');
    const next = chatToast(page, 'New chat from Ahmad: Boleh saya tukar hadiah saya?');
    await next.waitFor({ timeout: 2000 });
    await page.getByRole('tab', { name: 'Live Chat 2 unread conversations' }).waitFor();
    expect(await next.textContent()).not.toContain(SOUND_NOTE);
    expect(await toasts(page).count()).toBe(1);

    // Open: the Live Chat tab with Ahmad's conversation, read; the count is Mei's alone.
    await next.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('tab', { name: /^Live Chat/, selected: true }).waitFor();
    const log = page.getByRole('log', { name: /^Messages with/ });
    await log.getByText('Boleh saya tukar hadiah saya?', { exact: false }).waitFor();
    await page.getByRole('tab', { name: 'Live Chat 1 unread conversation' }).waitFor();
    await next.waitFor({ state: 'hidden' });

    // A message in the conversation on screen: no toast. One in another: a toast saying it is a message.
    await visitorWrites('Ahmad', 'Terima kasih!', second);
    await log.getByText('Terima kasih!').waitFor();
    await page.waitForTimeout(500);
    expect(await toasts(page).count()).toBe(0);
    await visitorWrites('Mei', '请问什么时候可以领奖？', sessionId);
    await chatToast(page, 'New message from Mei: 请问什么时候可以领奖？').waitFor({ timeout: 2000 });
    await page.getByRole('tab', { name: 'Live Chat 1 unread conversation' }).waitFor();
  });

  it('cuts a long first message to its first words', async () => {
    const page = await dashboard();
    const long = `Hello, I have a question about ${'my promo code '.repeat(20)}`;
    await visitorWrites('Tan', long);
    const toast = chatToast(page, 'New chat from Tan: Hello, I have a question about my promo code');
    await toast.waitFor({ timeout: 2000 });
    const title = (await toast.textContent()) ?? '';
    expect(title).toContain('…');
    expect(title).not.toContain(long.trim());
  });

  describe.each([
    { lang: 'en', acceptLanguage: 'en', viewport: PHONE, size: '390x844', open: 'Open' },
    { lang: 'zh', acceptLanguage: 'zh-CN,zh;q=0.9', viewport: DESKTOP, size: '1280x800', open: '打开' },
    { lang: 'zh', acceptLanguage: 'zh-CN,zh;q=0.9', viewport: PHONE, size: '390x844', open: '打开' },
    { lang: 'ms', acceptLanguage: 'ms-MY,ms;q=0.9', viewport: DESKTOP, size: '1280x800', open: 'Buka' },
    { lang: 'ms', acceptLanguage: 'ms-MY,ms;q=0.9', viewport: PHONE, size: '390x844', open: 'Buka' },
  ])('in $lang at $size', ({ lang, acceptLanguage, viewport, size, open }) => {
    it('shows the count and the toast in the page language, without serious axe issues', async () => {
      const page = await dashboard(viewport, acceptLanguage);
      await visitorWrites('Siti', 'Kod saya tidak berfungsi');
      const toast = chatToast(page, 'Kod saya tidak berfungsi');
      await toast.waitFor({ timeout: 2000 });
      await toast.getByRole('button', { name: open }).waitFor();
      expect(await page.getByRole('tab', { name: /1/ }).count()).toBe(1);
      await settleAnimations(page);
      await screenshot(page, `chat-alert-toast-${lang}-${size}`);
      await expectNoSeriousAxeIssues(page, `the new chat toast in ${lang} at ${size}`);
    });
  });
});
