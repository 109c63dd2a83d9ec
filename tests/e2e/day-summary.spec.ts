// "Today at a glance" on the dashboard: its figures follow what happens elsewhere, live.
import type { Browser, BrowserContext, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPromoCode } from '../support/factories';
import {
  adminApiContext,
  DESKTOP,
  enterPromoCode,
  expectNoErrors,
  launchBrowser,
  loginAsAdmin,
  newPage,
  PHONE,
  screenshot,
} from './fixtures';

describe('today at a glance', () => {
  let browser: Browser;
  let admin: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminApiContext(browser);
  });
  afterAll(async () => {
    await admin.close();
    await browser.close();
  });

  /** The figure under a label of the summary, as shown. */
  const stat = (summary: Locator, label: string) =>
    summary.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  /** The words a screen reader hears for one slot's bar. */
  const slotText = async (summary: Locator, slot: number) =>
    (await summary
      .getByRole('listitem')
      .nth(slot - 1)
      .textContent()) ?? '';
  const wonOf = (text: string, type: 'normal' | 'super') =>
    Number(new RegExp(`(\\d+) ${type}`).exec(text)?.[1] ?? NaN);

  it('updates when a visitor spins in another browser and when a deposit is recorded, without a reload', async () => {
    const operator = await newPage(browser, DESKTOP);
    await loginAsAdmin(operator.page);
    const summary = operator.page.getByRole('region', { name: 'Today at a glance' });
    await expect.poll(() => stat(summary, 'Codes generated').textContent()).toMatch(/^\d+$/);
    await screenshot(operator.page, 'day-summary-desktop');

    const { code } = await createPromoCode(admin.request, { prizeId: 4, prizeType: 'super' });
    const redeemedBefore = Number(await stat(summary, 'Codes redeemed').textContent());
    const slot4Before = await slotText(summary, 4);

    // The visitor, in another context, spins the code.
    const visitor = await newPage(browser, PHONE);
    await enterPromoCode(visitor.page, code);
    await visitor.page.waitForURL('**/spin');
    await visitor.page.getByRole('button', { name: 'Spin the Wheel' }).click();
    await visitor.page.getByRole('dialog').waitFor({ timeout: 15_000 });

    // The draws_changed push refreshes the dashboard.
    await expect
      .poll(() => stat(summary, 'Codes redeemed').textContent(), { timeout: 10_000 })
      .toBe(String(redeemedBefore + 1));
    expect(wonOf(await slotText(summary, 4), 'super')).toBe(wonOf(slot4Before, 'super') + 1);
    expect(wonOf(await slotText(summary, 4), 'normal')).toBe(wonOf(slot4Before, 'normal'));

    // A deposit dated today, recorded by this operator in the dashboard, counts at once.
    const depositsBefore = Number(await stat(summary, 'Deposits').textContent());
    const form = operator.page.getByRole('region', { name: 'Generate Promo Code' });
    await form.getByRole('combobox', { name: 'Customer Name/ID' }).fill(`summary-${Date.now()}`);
    await form.getByLabel('Customer Deposit Record').fill('12.34');
    await form.getByRole('button', { name: 'Generate Promo Code' }).click();
    await operator.page.getByText('Code successfully generated!').waitFor();
    await expect
      .poll(() => stat(summary, 'Deposits').textContent())
      .toBe((depositsBefore + 12.34).toFixed(2));
    expectNoErrors(operator);
    expectNoErrors(visitor);
    await visitor.context.close();
    await operator.context.close();
  });

  it('fits a phone: the figures in two columns, the bars full width, no sideways scrolling', async () => {
    const t = await newPage(browser, PHONE);
    await loginAsAdmin(t.page);
    const summary = t.page.getByRole('region', { name: 'Today at a glance' });
    await expect.poll(() => stat(summary, 'Codes generated').textContent()).toMatch(/^\d+$/);
    expect(await summary.getByRole('listitem').count()).toBe(6);
    const overflow = await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(t.page, 'day-summary-phone');
    expectNoErrors(t);
    await t.context.close();
  });
});
