// The dashboard's lists on a phone (390x844): each promo code a card with every column's words and its
// actions in view, and a win, a deposit record and an audit entry likewise, with nothing to scroll
// sideways, neither the page nor anything inside a card; the promo table at 1280 px as before.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createDeposit, createPromoCode, createWin } from '../support/factories';
import {
  adminPassword,
  DESKTOP,
  expectNoSeriousAxeIssues,
  expectNoSidewaysScroll,
  loginAsAdmin,
  PHONE,
  screenshot,
  useBrowser,
} from './fixtures';

/** Fails unless the element is drawn wholly within the phone's width. */
async function expectInView(locator: Locator, what: string): Promise<void> {
  const found = await locator.boundingBox();
  expect(found, `${what} is drawn`).not.toBeNull();
  if (!found) return;
  expect(found.x, `${what} starts at ${found.x}`).toBeGreaterThanOrEqual(0);
  expect(found.x + found.width, `${what} ends at ${found.x + found.width}`).toBeLessThanOrEqual(PHONE.width);
}

/** Every element inside `card` that scrolls sideways: its tag, classes and widths. */
const sidewaysScrollers = (card: Locator) =>
  card.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
      // A form field scrolls its own text; a visually hidden element (the header row, 1 px) is not seen.
      .filter((el) => !['SELECT', 'INPUT'].includes(el.tagName) && el.clientWidth > 1)
      .map((el) => `${el.tagName} .${el.getAttribute('class') ?? ''}: ${el.scrollWidth} > ${el.clientWidth}`),
  );

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin');
  const password = page.locator('input[type="password"]');
  await password.fill(adminPassword());
  await password.press('Enter');
  await page.getByRole('tablist').first().waitFor();
}

describe('the dashboard’s lists on a phone', () => {
  const suite = useBrowser({ admin: true });
  const customer = 'Penny Phonecard';
  let codes: string[] | undefined;

  /** Three codes of one customer, made once for the block. */
  async function promoCodes(): Promise<string[]> {
    if (codes) return codes;
    codes = [];
    for (const prizeId of [1, 2, 3]) {
      codes.push((await createPromoCode(suite.admin.request, { customerName: customer, prizeId })).code);
    }
    return codes;
  }

  it.each([
    { language: 'en-US', lang: 'en' },
    { language: 'zh-CN', lang: 'zh' },
    { language: 'ms-MY', lang: 'ms' },
  ])(
    'shows each promo code as a card in $lang: prize, status and delete in view, nothing scrolls sideways',
    async ({ language, lang }) => {
      const made = await promoCodes();
      const t = await suite.open(PHONE, { acceptLanguage: language });
      await signIn(t.page);
      const rows = t.page.locator('tbody tr').filter({ hasText: customer });
      await expect.poll(() => rows.count()).toBe(made.length);
      for (const code of made) {
        const row = rows.filter({ hasText: code });
        await row.scrollIntoViewIfNeeded();
        const cells = row.getByRole('cell');
        // The prize and status columns, by their place: code, customer, deposit, prize, status.
        await expectInView(cells.nth(3).locator('span').first(), `${lang} ${code}: prize name`);
        await expectInView(cells.nth(4).locator('span').first(), `${lang} ${code}: status badge`);
        await expectInView(row.getByRole('button').last(), `${lang} ${code}: delete button`);
        // Each cell says its column: its name drawn before its content (for the eye only: ' / ""').
        const header = await t.page.locator('thead th').nth(3).textContent();
        const drawn = await cells.nth(3).evaluate((el) => getComputedStyle(el, '::before').content);
        expect(drawn, `${lang}: the prize cell says its column`).toContain(`"${header}"`);
      }
      await expectNoSidewaysScroll(t.page, `${lang} promo codes on a phone`);
      const card = t.page.locator('section').filter({ has: t.page.locator('table') });
      expect(await sidewaysScrollers(card)).toEqual([]);
      await rows.first().evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await screenshot(t.page, `phone-promo-cards-${lang}`);
      if (lang === 'en') await expectNoSeriousAxeIssues(t.page, 'promo codes as cards on a phone');
    },
    90_000,
  );

  it('keeps the promo table a table at 1280 px', async () => {
    const made = await promoCodes();
    const t = await suite.open(DESKTOP);
    await loginAsAdmin(t.page);
    const table = t.page.getByRole('region', { name: 'Active Promo Codes' });
    const row = table.getByRole('row').filter({ hasText: made[0] });
    await row.waitFor();
    expect(await table.locator('thead').evaluate((el) => getComputedStyle(el).display)).toBe(
      'table-header-group',
    );
    expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('table-row');
    expect(await table.getByRole('columnheader').count()).toBe(8);
    // One line per code: the row no taller than its tallest cell's two lines of words.
    const height = (await row.boundingBox())?.height ?? 0;
    expect(height).toBeLessThan(90);
    await table.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(t.page, 'desktop-promo-table-1280');
  });

  it('shows a win with its Pay button in view on a phone', async () => {
    const win = await createWin(suite.admin.request, { customerName: 'Wendy Winsphone', prizeId: 2 });
    const t = await suite.open(PHONE);
    await loginAsAdmin(t.page);
    await t.page.getByRole('tab', { name: 'Claims' }).click();
    const claims = t.page.getByRole('region', { name: 'Claims', exact: true });
    const pay = claims.getByRole('button', { name: `Pay ${win.prizeName} to Wendy Winsphone` });
    await pay.scrollIntoViewIfNeeded();
    await expectInView(pay, 'Pay');
    await expectInView(claims.getByText(win.promoCode), 'the win’s code');
    await expectNoSidewaysScroll(t.page, 'claims on a phone');
    expect(await sidewaysScrollers(claims)).toEqual([]);
    await pay.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(t.page, 'phone-claims');
  });

  it('shows a deposit record with Edit and Void in view on a phone', async () => {
    const who = 'Dora Depositphone';
    await createDeposit(suite.admin.request, {
      customerCode: who,
      customerName: who,
      depositAmount: 120,
      depositDate: '2026-04-02',
      notes: 'at the counter',
    });
    const t = await suite.open(PHONE);
    await loginAsAdmin(t.page);
    const search = t.page.getByRole('region', { name: 'Search Deposit Records' });
    await search.getByLabel('Customer: code, name or phone').fill(who);
    const row = search.getByRole('listitem').filter({ hasText: '2026-04-02' });
    await row.waitFor();
    await row.scrollIntoViewIfNeeded();
    await expectInView(row.getByRole('button', { name: /^Edit deposit/ }), 'Edit');
    await expectInView(row.getByRole('button', { name: /^Void deposit/ }), 'Void');
    await expectNoSidewaysScroll(t.page, 'deposits on a phone');
    expect(await sidewaysScrollers(search)).toEqual([]);
    await screenshot(t.page, 'phone-deposits');
  });

  it('shows an audit entry with its Details in view on a phone', async () => {
    await createPromoCode(suite.admin.request, { customerName: 'Audrey Auditphone' });
    const t = await suite.open(PHONE);
    await loginAsAdmin(t.page);
    await t.page.getByRole('tab', { name: 'Audit' }).click();
    const card = t.page.getByRole('region', { name: 'Audit Log' });
    const entry = card.getByText('Audrey Auditphone').filter({ visible: true }).first();
    await entry.waitFor();
    await entry.scrollIntoViewIfNeeded();
    const details = card.getByText('Details', { exact: true }).filter({ visible: true }).first();
    await expectInView(entry, 'the entry’s words');
    await expectInView(details, 'Details');
    await expectNoSidewaysScroll(t.page, 'audit on a phone');
    expect(await sidewaysScrollers(card)).toEqual([]);
    await screenshot(t.page, 'phone-audit');
  });
});
