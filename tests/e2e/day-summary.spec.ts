// "Today at a glance" on the dashboard: its figures follow what happens elsewhere, live.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PrizeLists } from '#shared/api/prizes';
import { money } from '#client/i18n/format';
import { createPromoCode } from '../support/factories';
import {
  DESKTOP,
  enterPromoCode,
  expectNoErrors,
  expectNoSidewaysScroll,
  loginAsAdmin,
  openSummary,
  PHONE,
  screenshot,
  useBrowser,
} from './fixtures';

describe('today at a glance', () => {
  const suite = useBrowser({ admin: true });

  /** The figure under a label of the summary, as shown. */
  const stat = (summary: Locator, label: string) =>
    summary.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  /**
   * How many prizes of one wheel's slot were won today under `name` (0 when the summary has no such
   * line), read from the words a screen reader hears for its bar: "4. FREE 6 3 won on the super wheel".
   */
  const wonUnder = async (summary: Locator, type: 'normal' | 'super', slot: number, name: string) => {
    const line = summary
      .getByRole('listitem')
      .filter({ hasText: `${slot}. ${name}` })
      .filter({ hasText: `won on the ${type} wheel` });
    if ((await line.count()) === 0) return 0;
    const text = (await line.first().textContent()) ?? '';
    return Number(new RegExp(`(\\d+) won on the ${type} wheel`).exec(text)?.[1] ?? NaN);
  };
  /** A money figure as shown ("RM 1,234.50", a no-break space after RM) as a number. */
  const amount = (text: string | null) => Number((text ?? '').replace(/^RM\s*/, '').replace(/,/g, ''));

  it('updates when a visitor spins in another browser and when a deposit is recorded, without a reload', async () => {
    const operator = await suite.open(DESKTOP);
    await loginAsAdmin(operator.page);
    await openSummary(operator.page);
    const summary = operator.page.getByRole('region', { name: 'Today at a glance' });
    await expect.poll(() => stat(summary, 'Codes generated').textContent()).toMatch(/^\d+$/);
    // What the count leaves out, said as a plain fact rather than like an error.
    await summary.getByText('not counting demo codes', { exact: true }).waitFor();
    await screenshot(operator.page, 'day-summary-desktop');

    const { code } = await createPromoCode(suite.admin.request, { prizeId: 4, prizeType: 'super' });
    const prizes = (await (await suite.admin.request.get('/api/prizes')).json()) as PrizeLists;
    const name = prizes.super[3]?.name ?? '';
    const redeemedBefore = Number(await stat(summary, 'Codes redeemed').textContent());
    const superBefore = await wonUnder(summary, 'super', 4, name);
    const normalBefore = await wonUnder(summary, 'normal', 4, name);

    // The visitor, in another context, spins the code.
    const visitor = await suite.open(PHONE);
    await enterPromoCode(visitor.page, code);
    await visitor.page.waitForURL('**/spin');
    await visitor.page.getByRole('button', { name: 'Spin the Wheel' }).click();
    await visitor.page.getByRole('dialog').waitFor({ timeout: 15_000 });

    // The draws_changed push refreshes the dashboard.
    await expect
      .poll(() => stat(summary, 'Codes redeemed').textContent(), { timeout: 10_000 })
      .toBe(String(redeemedBefore + 1));
    await expect.poll(() => wonUnder(summary, 'super', 4, name)).toBe(superBefore + 1);
    expect(await wonUnder(summary, 'normal', 4, name)).toBe(normalBefore);

    // A deposit dated today, recorded by this operator in the dashboard, counts at once.
    const depositsBefore = amount(await stat(summary, 'Deposits').textContent());
    const form = operator.page.getByRole('region', { name: 'Generate Promo Code' });
    await form.getByRole('combobox', { name: 'Customer Name/ID' }).fill('Sam Summary');
    await form.getByLabel('Customer Deposit Record').fill('12.34');
    await form.getByRole('button', { name: 'Generate Promo Code' }).click();
    await operator.page.getByText('Code successfully generated!').waitFor();
    await expect
      .poll(() => stat(summary, 'Deposits').textContent())
      .toBe(money(Math.round(depositsBefore * 100) + 1_234));
    expectNoErrors(operator);
    await operator.context.close();
  });

  it('fits a phone: the figures in two columns, the bars full width, no sideways scrolling', async () => {
    const t = await suite.open(PHONE);
    await loginAsAdmin(t.page);
    await openSummary(t.page);
    const summary = t.page.getByRole('region', { name: 'Today at a glance' });
    await expect.poll(() => stat(summary, 'Codes generated').textContent()).toMatch(/^\d+$/);
    // The day has draws by now (the spec above): each line of the figure fits.
    for (const line of await summary.getByRole('listitem').all()) {
      expect((await line.boundingBox())?.width ?? 0).toBeLessThanOrEqual(PHONE.width);
    }
    await expectNoSidewaysScroll(t.page, 'Today at a glance on a phone');
    await screenshot(t.page, 'day-summary-phone');
  });
});
