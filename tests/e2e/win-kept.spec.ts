// A visitor never loses a win: a reload mid-spin replays the spin and shows what it won (no second use), a
// used code on /promo says what it won, the wheel never shows names it will not use, the win dialog is a
// receipt the operator finds in Claims, and a code arrives as people copy it or by the operator's link.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PromoCodeList } from '#shared/api/promo';
import { DEFAULT_PRIZE_NAMES } from '#shared/prizes';
import { formatBusinessDateTime } from '#shared/i18n/format';
import * as en from '../../src/client/i18n/messages/en/index';
import * as ms from '../../src/client/i18n/messages/ms/index';
import * as zh from '../../src/client/i18n/messages/zh/index';
import { createPromoCode, savePrizeNames } from '../support/factories';
import {
  box,
  DESKTOP,
  enterPromoCode,
  expectNoSeriousAxeIssues,
  LANDSCAPE,
  loginAsAdmin,
  PHONE,
  screenshot,
  settleAnimations,
  useBrowser,
  type BrowserSuite,
} from './fixtures';

/** The spin's whole run on a desktop (6.5 s) and then some. */
const WON = { timeout: 12_000 };

/** The code's row in the admin table: its uses and the names its draws carry. */
async function codeRow(suite: BrowserSuite, code: string) {
  const res = await suite.admin.request.get(`/api/admin/promo-codes?code=${code}`);
  expect(res.status()).toBe(200);
  const row = ((await res.json()) as PromoCodeList).items.find((item) => item.code === code);
  if (!row) throw new Error(`${code} is not in the table`);
  return row;
}

/** The names the wheel draws, slot 1 first ('' for a slot without one). */
const wheelNames = (page: Page) =>
  page.locator('[data-slot]').evaluateAll((slots) => slots.map((slot) => slot.textContent.trim()));

describe('a visitor never loses a win', () => {
  const suite = useBrowser({ admin: true });

  it.each([
    { at: 300, viewport: DESKTOP },
    { at: 1000, viewport: PHONE },
    { at: 3000, viewport: DESKTOP },
  ])(
    'a reload $at ms into a spin shows the win it recorded, the code used once',
    async ({ at, viewport }) => {
      const { code } = await createPromoCode(suite.admin.request, { prizeId: 6, usageLimit: 1 });
      const t = await suite.open(viewport);
      await enterPromoCode(t.page, code);
      await t.page.waitForURL('**/spin');
      await t.page.getByRole('button', { name: 'Spin the Wheel' }).click();
      await t.page.waitForTimeout(at);
      await t.page.reload();

      // The page replays that spin: the wheel turns to it and the dialog names what the server recorded.
      const dialog = t.page.getByRole('dialog');
      await dialog.waitFor(WON);
      const row = await codeRow(suite, code);
      expect(row.useCount).toBe(1);
      expect(row.drawnPrizeNames).toHaveLength(1);
      expect(await dialog.getByTestId('win-prize').textContent()).toBe(row.drawnPrizeNames[0]);
      expect(await dialog.getByTestId('win-code').textContent()).toBe(code);
      // Reloaded again with the dialog open: still the win, still one use.
      await t.page.reload();
      await dialog.waitFor(WON);
      expect(await dialog.getByTestId('win-prize').textContent()).toBe(row.drawnPrizeNames[0]);
      expect((await codeRow(suite, code)).useCount).toBe(1);
      // Done: the spin is over, and a reload no longer replays it.
      await dialog.getByRole('button', { name: 'Awesome!' }).click();
      await t.page.waitForURL('**/promo');
    },
  );

  it.each([
    { lang: 'en', header: 'en-US,en;q=0.9', m: en },
    { lang: 'zh', header: 'zh-CN,zh;q=0.9', m: zh },
    { lang: 'ms', header: 'ms-MY,ms;q=0.9', m: ms },
  ] as const)(
    'a used code on /promo says in $lang when it was spun and what it won',
    async ({ header, m }) => {
      // The super wheel: other specs count the normal wheel's draws of today.
      const { code } = await createPromoCode(suite.admin.request, { prizeId: 3, prizeType: 'super' });
      const t = await suite.open(PHONE, { acceptLanguage: header });
      // Spun elsewhere (another tab, another phone) in this language.
      const spun = await t.page.request.post('/api/use-promo', { data: { code } });
      expect(spun.status()).toBe(200);
      const { prizeName, drawnAt } = (await spun.json()) as { prizeName: string; drawnAt: string };
      await t.page.goto('/promo');
      await t.page.locator('#promo-code').fill(code);
      await t.page.locator('#promo-code').press('Enter');
      const at = formatBusinessDateTime(drawnAt, m.LOCALE);
      if (!at) throw new Error('drawnAt unreadable');
      expect(at).toContain('(UTC+8)');
      await expect
        .poll(() => t.page.locator('#promo-error').textContent())
        .toBe(m.errors_promoUsedWon({ at, prize: prizeName }));
      await screenshot(t.page, `promo-used-code-${m.LOCALE}`);
      await expectNoSeriousAxeIssues(t.page, `/promo with a used code (${m.LOCALE})`);
    },
  );

  it('a multi-use code used up says its last spin and 3 of 3 spins used', async () => {
    const { code } = await createPromoCode(suite.admin.request, { prizeId: 2, usageLimit: 3 });
    const t = await suite.open(PHONE);
    let last = { prizeName: '', drawnAt: '' };
    for (let i = 0; i < 3; i++) {
      const spun = await t.page.request.post('/api/use-promo', { data: { code } });
      expect(spun.status()).toBe(200);
      last = (await spun.json()) as typeof last;
    }
    await enterPromoCode(t.page, code);
    const at = formatBusinessDateTime(last.drawnAt, 'en') ?? '';
    await expect
      .poll(() => t.page.locator('#promo-error').textContent())
      .toBe(en.errors_promoUsedLastWon({ at, prize: last.prizeName, uses: 3, limit: 3 }));
  });

  it('on a slow network the wheel shows only the names the spin will use, from its first frame', async () => {
    // The operator's own names (built-in ones are shown in each reader's language).
    const names = ['Slow Net 1', 'Slow Net 2', 'Slow Net 3', 'Slow Net 4', 'Slow Net 5', 'Slow Net 6'];
    await savePrizeNames(suite.admin.request, 'normal', names, {});
    try {
      const { code } = await createPromoCode(suite.admin.request, { prizeId: 4, prizeType: 'normal' });
      const t = await suite.open(PHONE);
      // Every call of this page waits 2.5 s, as on a crowded mobile network.
      await t.page.route('**/api/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await route.continue().catch(() => undefined);
      });
      await enterPromoCode(t.page, code);
      await t.page.waitForURL('**/spin', { timeout: 10_000 });
      const button = t.page.getByRole('button', { name: 'Spin the Wheel' });
      // Sampled through the seconds the other calls (the live names among them) are still on their way.
      const seen: { names: string[]; enabled: boolean }[] = [];
      for (let i = 0; i < 15; i++) {
        seen.push({ names: await wheelNames(t.page), enabled: await button.isEnabled() });
        await t.page.waitForTimeout(200);
      }
      for (const frame of seen) {
        // Each frame: the operator's names, or (while loading) none and no button to press.
        if (frame.names.every((name) => name === '')) expect(frame.enabled).toBe(false);
        else
          expect(frame.names.map((n) => n.replace(/\s/g, ''))).toEqual(
            names.map((n) => n.replace(/\s/g, '')),
          );
      }
      await button.click();
      const dialog = t.page.getByRole('dialog');
      await dialog.waitFor(WON);
      expect(await dialog.getByTestId('win-prize').textContent()).toBe('Slow Net 4');
      expect((await wheelNames(t.page))[3]?.replace(/\s/g, '')).toBe('SlowNet4');
    } finally {
      await savePrizeNames(suite.admin.request, 'normal', DEFAULT_PRIZE_NAMES.normal, {});
    }
  });

  it('the win dialog is a receipt: prize, code, time in UTC+8 and a reference the Claims tab finds', async () => {
    const customerName = 'Rita Receipt';
    const { code } = await createPromoCode(suite.admin.request, { customerName, prizeId: 5 });
    const t = await suite.open({ width: 320, height: 568 });
    await enterPromoCode(t.page, code);
    await t.page.waitForURL('**/spin');
    await t.page.getByRole('button', { name: 'Spin the Wheel' }).click();
    const dialog = t.page.getByRole('dialog');
    await dialog.waitFor(WON);
    const reference = (await dialog.getByTestId('win-reference').textContent()) ?? '';
    expect(reference).toMatch(/^D-\d{4,}$/);
    expect(await dialog.getByTestId('win-time').textContent()).toMatch(
      /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(UTC\+8\)$/,
    );
    expect(await dialog.getByTestId('win-code').textContent()).toBe(code);
    // Readable at 320 px: inside the screen, nothing cut off sideways.
    const frame = await box(dialog);
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width).toBeLessThanOrEqual(320);
    for (const id of ['win-prize', 'win-code', 'win-time', 'win-reference']) {
      const fits = await dialog.getByTestId(id).evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits, id).toBe(true);
    }
    await screenshot(t.page, 'win-receipt-320');
    await expectNoSeriousAxeIssues(t.page, 'the win dialog at 320 px');

    // The operator types the reference off the screenshot into Claims.
    const admin = await suite.open(DESKTOP);
    await loginAsAdmin(admin.page);
    await admin.page.getByRole('tab', { name: 'Claims' }).click();
    const claims = admin.page.getByRole('tabpanel', { name: 'Claims' });
    await claims.getByLabel('Code, name, phone or reference', { exact: true }).fill(reference.toLowerCase());
    const item = claims.getByRole('listitem').filter({ hasText: reference });
    await item.waitFor();
    expect(await item.textContent()).toContain(customerName);
    expect(await item.textContent()).toContain(code);
  });

  it('on a phone held sideways the whole receipt and its button fit the screen, unscrolled', async () => {
    const { code } = await createPromoCode(suite.admin.request, { prizeId: 6 });
    const t = await suite.open(LANDSCAPE, { phone: true });
    await t.page.emulateMedia({ reducedMotion: 'reduce' });
    await enterPromoCode(t.page, code);
    await t.page.waitForURL('**/spin');
    await t.page.getByRole('button', { name: 'Spin the Wheel' }).click();
    const dialog = t.page.getByRole('dialog');
    await dialog.waitFor(WON);
    await settleAnimations(t.page);
    for (const part of [
      dialog.getByTestId('win-prize'),
      dialog.getByTestId('win-code'),
      dialog.getByTestId('win-time'),
      dialog.getByTestId('win-reference'),
      dialog.getByRole('button', { name: 'Awesome!' }),
    ]) {
      const drawn = await box(part);
      expect(drawn.y).toBeGreaterThanOrEqual(0);
      expect(drawn.y + drawn.height).toBeLessThanOrEqual(LANDSCAPE.height);
    }
    expect(await dialog.evaluate((el) => el.scrollTop)).toBe(0);
    await screenshot(t.page, 'win-receipt-landscape');
  });

  it('the confetti flies behind the receipt, never over it', async () => {
    const { code } = await createPromoCode(suite.admin.request, { prizeId: 1 });
    const t = await suite.open(DESKTOP);
    await enterPromoCode(t.page, code);
    await t.page.waitForURL('**/spin');
    await t.page.getByRole('button', { name: 'Spin the Wheel' }).click();
    const dialog = t.page.getByRole('dialog');
    await dialog.waitFor(WON);
    await dialog.getByTestId('confetti').waitFor({ state: 'attached' });
    // Wherever a piece falls, the receipt's words and the button are drawn over it.
    for (const part of [
      dialog.getByTestId('win-receipt'),
      dialog.getByRole('button', { name: 'Awesome!' }),
    ]) {
      const onTop = await part.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return top !== null && el.contains(top);
      });
      expect(onTop).toBe(true);
    }
    const behind = await dialog.getByTestId('confetti').evaluate((el) => {
      const layer = el.parentElement;
      const words = document.querySelector('[data-testid="win-receipt"]')?.closest('.relative');
      return layer && words
        ? Number(getComputedStyle(layer).zIndex) < Number(getComputedStyle(words).zIndex)
        : false;
    });
    expect(behind).toBe(true);
  });

  it('a code pasted with a space and a dash, or brought by the operator’s link, reaches the wheel', async () => {
    const { code } = await createPromoCode(suite.admin.request, { prizeId: 2 });
    const t = await suite.open(PHONE);
    const linked = `${code.slice(0, 4).toLowerCase()} -${code.slice(4)}`;
    await t.page.goto(`/promo?code=${encodeURIComponent(linked)}`);
    const input = t.page.locator('#promo-code');
    await expect.poll(() => input.inputValue()).toBe(linked.toUpperCase());
    // Read once and taken out of the address bar; nothing is checked before the visitor presses Start.
    await expect.poll(() => t.page.url()).toMatch(/\/promo$/);
    expect((await codeRow(suite, code)).useCount).toBe(0);
    // Nothing the phone's keyboard does changes it.
    for (const [name, value] of [
      ['spellcheck', 'false'],
      ['autocorrect', 'off'],
      ['autocapitalize', 'off'],
    ] as const)
      expect(await input.getAttribute(name), name).toBe(value);
    await t.page.getByRole('button', { name: 'Start Lucky Draw' }).click();
    await t.page.waitForURL('**/spin');
    await t.page.getByText(code, { exact: true }).first().waitFor();
  });
});
