// Claims in the browser (docs/decisions/0018): a win paid from the Claims tab at its slot's value, the
// liability figures moving by it, the payment voided with a reason and the win unclaimed again; axe on the
// tab at both sizes.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWin, savePrizeValues } from '../support/factories';
import {
  DESKTOP,
  expectNoSeriousAxeIssues,
  expectNoSidewaysScroll,
  loginAsAdmin,
  openSummary,
  PHONE,
  screenshot,
  useBrowser,
} from './fixtures';

/** RM text as Intl writes it ('RM 1,015.00', with a no-break space) as cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The liability figures: won and not yet paid, paid, still possible, in cents. */
async function figures(page: Page): Promise<number[]> {
  const card = page.getByRole('region', { name: 'Prize liability' });
  const amounts = card.locator('dd.text-xl');
  await expect.poll(() => amounts.first().textContent()).toMatch(/RM/);
  return (await amounts.allTextContents()).map(cents);
}

async function openClaims(page: Page): Promise<Locator> {
  await loginAsAdmin(page);
  await openSummary(page);
  await page.getByRole('tab', { name: 'Claims' }).click();
  return page.getByRole('region', { name: 'Claims', exact: true });
}

describe('claims in the browser', () => {
  const suite = useBrowser({ admin: true });
  beforeAll(async () => {
    await savePrizeValues(suite.admin.request, 'normal', [null, 15, null, null, null, null]);
  });

  it('pays a win at its slot’s value, the figures move by it; a void makes it unclaimed again', async () => {
    const customer = 'Clara Claimant';
    const win = await createWin(suite.admin.request, { customerName: customer, prizeId: 2 });
    const t = await suite.open(DESKTOP);
    const claims = await openClaims(t.page);
    const [unpaidBefore = 0, paidBefore = 0] = await figures(t.page);

    // The win may be on the unfiltered page already, shown faded while the filtered one loads: axe below
    // would measure the faded colours, so the filtered page is awaited, and the list at full strength.
    const filtered = t.page.waitForResponse((res) => new URL(res.url()).searchParams.get('q') === customer);
    await claims.getByLabel('Code, name, phone or reference', { exact: true }).fill(customer);
    await filtered;
    const list = claims.getByRole('list', { name: 'Unclaimed' });
    await expect.poll(() => list.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const row = claims.getByRole('listitem').filter({ hasText: win.promoCode });
    // A win of a moment ago reads as such, in the row's plain colour: orange is kept for a long wait, and
    // the list says so under it.
    const waited = row.getByText('just now', { exact: true });
    await waited.waitFor({ timeout: 5000 });
    const colour = (el: Element) => getComputedStyle(el).color;
    expect(await waited.evaluate(colour)).toBe(await row.getByText(/^Won /).evaluate(colour));
    await claims.getByText('Orange: waiting over 24 hours').waitFor();
    await row.getByText('Value RM 15.00').waitFor();
    await screenshot(t.page, 'claims-unclaimed-desktop');
    await expectNoSeriousAxeIssues(t.page, 'claims tab');

    await row.getByRole('button', { name: `Pay ${win.prizeName} to ${customer}` }).click();
    const dialog = t.page.getByRole('dialog', { name: 'Pay a win' });
    expect(await dialog.getByLabel('Amount paid (RM)').inputValue()).toBe('15.00');
    await dialog.getByLabel('Method').selectOption({ label: 'Bank transfer' });
    await dialog.getByLabel('Note (optional)').fill('ref 778');
    await expectNoSeriousAxeIssues(t.page, 'pay dialog');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await claims.getByText('No claims match these filters.').waitFor();

    // Won and not yet paid down by RM 15.00, paid up by it.
    await expect
      .poll(() => figures(t.page))
      .toEqual([unpaidBefore - 1500, paidBefore + 1500, expect.any(Number) as unknown]);

    await claims.getByLabel('Show').selectOption({ label: 'Paid' });
    const paid = claims.getByRole('listitem').filter({ hasText: win.promoCode });
    await paid.getByText('RM 15.00, Bank transfer').waitFor();
    await paid.getByText('ref 778').waitFor();
    // Who paid it, by name (the owner here).
    await paid.getByText(/^Paid .+ by Owner$/).waitFor();
    await screenshot(t.page, 'claims-paid-desktop');

    await paid.getByRole('button', { name: `Void the payment of ${win.prizeName} to ${customer}` }).click();
    const voiding = t.page.getByRole('dialog', { name: 'Void this payment?' });
    await voiding.getByLabel('Reason (required)').fill('Paid to the wrong account');
    await voiding.getByRole('button', { name: 'Void payment' }).click();
    await voiding.waitFor({ state: 'detached' });
    await claims.getByText('No claims match these filters.').waitFor();
    await expect
      .poll(() => figures(t.page))
      .toEqual([unpaidBefore, paidBefore, expect.any(Number) as unknown]);
    await claims.getByLabel('Show').selectOption({ label: 'Unclaimed' });
    await claims.getByRole('listitem').filter({ hasText: win.promoCode }).waitFor();
  });

  it('says on the Generate form what a code is about to issue, or that its slot has no value', async () => {
    const t = await suite.open(DESKTOP);
    await loginAsAdmin(t.page);
    const form = t.page.getByRole('region', { name: 'Generate Promo Code' });
    await form.getByLabel('Select Prize').selectOption({ value: '2' });
    await form.getByLabel('Usage Limit').fill('3');
    await expect
      .poll(async () => (await form.getByText(/^This code issues/).textContent())?.replace(/\u00a0/g, ' '))
      .toBe('This code issues RM 45.00 (3 uses × RM 15.00)');
    await form.getByLabel('Select Prize').selectOption({ value: '3' });
    await form
      .getByText(
        'This prize has no value (none set on the Prizes tab, no FREE amount in its name): what the code issues is unknown',
      )
      .waitFor();
  });

  it('fits a phone, with no serious axe issue', async () => {
    const customer = 'Phoebe Phone';
    const win = await createWin(suite.admin.request, { customerName: customer, prizeId: 2 });
    const t = await suite.open(PHONE);
    const claims = await openClaims(t.page);
    await claims.getByLabel('Code, name, phone or reference', { exact: true }).fill(customer);
    await claims.getByRole('button', { name: `Pay ${win.prizeName} to ${customer}` }).waitFor();
    await claims.getByRole('listitem').nth(1).waitFor({ state: 'detached' });
    await figures(t.page);
    await expectNoSidewaysScroll(t.page, 'claims tab on a phone');
    await screenshot(t.page, 'claims-phone');
    await expectNoSeriousAxeIssues(t.page, 'claims tab on a phone');
  });
});
