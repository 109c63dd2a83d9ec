// The visitor's pages with the phone in the hand, upright and on its side: the wheel's pointer and the
// Spin button on screen together, the chat with room for its messages, the chat and contact buttons
// told apart and off the page's text, the chat's times in business time with their label, and a 404
// page in the site's dark theme.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/api/chat';
import { createPromoCode, publishHomePage } from '../support/factories';
import { launcher, log, messageBox, panel, storedId } from './chat-helpers';
import {
  box,
  DESKTOP,
  enterPromoCode,
  expectNoSeriousAxeIssues,
  LANDSCAPE,
  PHONE,
  screenshot,
  useBrowser,
  type Box,
  type ContextOptions,
} from './fixtures';

const SIDEWAYS: ContextOptions = { phone: true };
const SIZES = [
  { name: '390x844', viewport: PHONE, options: {} },
  { name: '844x390', viewport: LANDSCAPE, options: SIDEWAYS },
  { name: '1280x800', viewport: DESKTOP, options: {} },
] as const;
const CONTACTS = {
  contactWhatsapp: '+60 12-345 6789',
  contactTelegram: '@luckydraw',
  contactPhone: '+60 3-1234 5678',
};

/** Drawn entirely within the viewport's height (and width): seen without scrolling. */
function expectOnScreen(found: Box, viewport: { width: number; height: number }, what: string): void {
  expect(found.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(found.y + found.height, `${what} bottom`).toBeLessThanOrEqual(viewport.height);
  expect(found.x, `${what} left`).toBeGreaterThanOrEqual(0);
  expect(found.x + found.width, `${what} right`).toBeLessThanOrEqual(viewport.width);
}

/**
 * The page's text that the floating buttons cover, scrolled to its end (where nothing may stay hidden):
 * each text line's own box, not its block's, so a short centred line beside a button is not counted.
 */
async function textUnderFloatingButtons(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  await page.waitForTimeout(100);
  return page.evaluate(() => {
    const floating = [
      ...document.querySelectorAll<HTMLElement>(
        '[data-testid="chat-launcher"], [data-testid="contact-buttons"] button, [data-testid="contact-buttons"] a',
      ),
    ]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    const main = document.getElementById('main')!;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const covered: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text === '') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        const under = floating.find(
          (b) => line.left < b.right && b.left < line.right && line.top < b.bottom && b.top < line.bottom,
        );
        if (under) {
          covered.push(`'${text.slice(0, 40)}' at y ${Math.round(line.top)}-${Math.round(line.bottom)}`);
          break;
        }
      }
    }
    return covered;
  });
}

/** The relative luminance of a computed CSS colour (rgb or rgba, alpha ignored). */
async function luminanceOf(locator: Locator, property: 'backgroundColor' | 'color'): Promise<number> {
  const css = await locator.evaluate((el, p) => getComputedStyle(el)[p], property);
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 1) + 0.7152 * (g ?? 1) + 0.0722 * (b ?? 1);
}

describe('the phone in the hand', () => {
  const suite = useBrowser({ admin: true });

  describe('the spin page', () => {
    it.each(SIZES)(
      'shows the wheel, its pointer and Spin the Wheel together without scrolling at $name',
      async ({ name, viewport, options }) => {
        const { page } = await suite.open(viewport, options);
        const { code } = await createPromoCode(suite.admin.request, { isDemo: true });
        await enterPromoCode(page, code);
        await page.waitForURL('**/spin');
        const spin = page.getByRole('button', { name: 'Spin the Wheel' });
        await spin.waitFor();
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        expectOnScreen(await box(page.getByTestId('wheel-pointer')), viewport, 'the pointer');
        expectOnScreen(await box(page.getByTestId('wheel')), viewport, 'the wheel');
        expectOnScreen(await box(spin), viewport, 'Spin the Wheel');
        // Big enough to read its slots on a phone held either way.
        expect((await box(page.getByTestId('wheel'))).width).toBeGreaterThanOrEqual(240);
        await screenshot(page, `spin-${name}`);
        await expectNoSeriousAxeIssues(page, `/spin at ${name}`);

        // Still both in view while it turns: the visitor watches the pointer.
        await spin.click();
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        expectOnScreen(await box(page.getByTestId('wheel-pointer')), viewport, 'the pointer, spinning');
      },
    );
  });

  describe('the chat', () => {
    it('gives the messages real room on a phone held sideways', async () => {
      const { page } = await suite.open(LANDSCAPE, SIDEWAYS);
      await page.goto('/promo');
      await launcher(page).click();
      await panel(page).waitFor();
      const messages = await box(log(page));
      expect(messages.height, 'the message list').toBeGreaterThanOrEqual(120);
      expectOnScreen(await box(panel(page)), LANDSCAPE, 'the chat');
      expectOnScreen(await box(messageBox(page)), LANDSCAPE, 'the message field');
      await screenshot(page, 'chat-844x390');
      await expectNoSeriousAxeIssues(page, 'the chat at 844x390');
    });

    it('writes its times on the business clock with the UTC+8 label, whatever the zone of the phone', async () => {
      const { page } = await suite.open(PHONE, { timezoneId: 'America/New_York' });
      await page.goto('/promo');
      await launcher(page).click();
      await messageBox(page).fill('What time is it there?');
      await messageBox(page).press('Enter');
      await log(page).getByText('What time is it there?').waitFor();
      const id = await storedId(page);
      const res = await page.request.get(`/api/chat/messages/${id}`);
      expect(res.status()).toBe(200);
      const [sent] = (await res.json()) as ChatMessage[];
      if (!sent) throw new Error('the message was not stored');
      const at = Date.parse(sent.createdAt);
      const kl = new Date(at + 8 * 3_600_000).toISOString().slice(11, 16);
      const newYork = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
      }).format(at);
      const shown = await log(page).innerText();
      expect(shown).toContain(`${kl} (UTC+8)`);
      expect(shown).not.toContain(newYork);
    });
  });

  describe('the floating chat and contact buttons', () => {
    // A server of its own: the contact links it publishes reach no page of the other blocks.
    const withContacts = useBrowser({ admin: true });
    beforeAll(async () => {
      await publishHomePage(withContacts.admin.request, [], CONTACTS);
    });

    it('tells chat and contact apart: their own icons and words', async () => {
      const { page } = await withContacts.open(PHONE);
      await page.goto('/home');
      const toggle = page.getByRole('button', { name: 'Contact support' });
      await toggle.waitFor();
      const chat = launcher(page);
      expect(await chat.innerText()).toContain('Chat');
      expect(await toggle.innerText()).toContain('Contact');
      const icon = (button: Locator) => button.locator('svg path').first().getAttribute('d');
      expect(await icon(chat)).not.toBe(await icon(toggle));
    });

    it.each([
      { name: '320x568', viewport: { width: 320, height: 568 }, options: {} },
      { name: '390x844', viewport: PHONE, options: {} },
      { name: '844x390', viewport: LANDSCAPE, options: SIDEWAYS },
      { name: '1280x800', viewport: DESKTOP, options: {} },
    ])('cover no text of /home or /promo at $name', async ({ name, viewport, options }) => {
      const { page } = await withContacts.open(viewport, options);
      for (const route of ['/home', '/promo']) {
        await page.goto(route);
        await page.getByTestId('contact-buttons').waitFor();
        await launcher(page).waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `floating-${route.slice(1)}-${name}`);
        const covered = await textUnderFloatingButtons(page);
        await screenshot(page, `floating-${route.slice(1)}-${name}-end`);
        expect(covered, `${route} at ${name}`).toEqual([]);
      }
      await expectNoSeriousAxeIssues(page, `/promo with the floating buttons at ${name}`);
    });
  });

  describe('the 404 page', () => {
    it.each(SIZES)('is dark, its two ways on equally wide, at $name', async ({ name, viewport, options }) => {
      const { page } = await suite.open(viewport, options);
      await page.goto('/no-such-page');
      const heading = page.getByRole('heading', { name: 'Page Not Found' });
      await heading.waitFor();
      const card = heading.locator('..');
      expect(await luminanceOf(card, 'backgroundColor'), 'the card').toBeLessThan(0.05);
      expect(await luminanceOf(heading, 'color'), 'the title').toBeGreaterThan(0.5);
      const promo = await box(page.getByRole('link', { name: 'Enter a promo code' }));
      const home = await box(page.getByRole('link', { name: 'Go to the home page' }));
      expect(Math.round(promo.width)).toBe(Math.round(home.width));
      await screenshot(page, `not-found-${name}`);
      await expectNoSeriousAxeIssues(page, `the 404 page at ${name}`);
    });
  });
});
