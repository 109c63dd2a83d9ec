import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PrizeLists } from '#shared/api/prizes';
import { businessDate } from '#shared/business-date';
import { formatCents, parseMoneyToCents } from '#shared/money';
import { slotPrizeCents } from '#shared/prize-values';
import { depositPreview, signedRm } from '#client/features/deposits/preview';
import { createPromoCode } from '../support/factories';
import { DESKTOP, expectNoSidewaysScroll, loginAsAdmin, PHONE, screenshot, useBrowser } from './fixtures';

async function prizeLists(page: Page): Promise<PrizeLists> {
  return (await (await page.request.get('/api/prizes')).json()) as PrizeLists;
}

const regions = (page: Page) => ({
  form: page.getByRole('region', { name: 'Generate Promo Code' }),
  generated: page.getByRole('region', { name: 'Generated Code' }),
  search: page.getByRole('region', { name: 'Search Deposit Records' }),
  table: page.getByRole('region', { name: 'Active Promo Codes' }),
});

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** A text as read aloud: Intl writes 'RM' and its amount with a no-break space between them. */
const spaced = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');
const texts = async (found: Locator) => (await found.allTextContents()).map(spaced);

describe('admin promo codes and deposits tab in the browser', () => {
  const suite = useBrowser();

  it('generates a code with a deposit and shows it in the panel, the table, the search and the suggestions', async () => {
    const t = await suite.open(DESKTOP);
    await t.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAsAdmin(t.page);
    const { form, generated, search, table } = regions(t.page);
    const prizes = await prizeLists(t.page);
    // The whole run shares one database: every test works on its own customer.
    const customer = 'Pat Promo';
    await generated.getByText('No code generated yet').waitFor();

    // A name of only spaces is refused by the form's own check, said under the field.
    const nameInput = form.getByRole('combobox', { name: 'Customer Name/ID' });
    await nameInput.fill('   ');
    await form.getByRole('button', { name: 'Generate Promo Code' }).click();
    await form.getByText('Customer Name/ID is required').waitFor();
    expect(await nameInput.getAttribute('aria-invalid')).toBe('true');

    // The preview: deposit 10 with the super wheel's slot 1 (FREE 6 by default) goes below zero.
    await nameInput.fill(customer);
    await form.getByLabel('Customer Deposit Record').fill('10');
    await form.getByRole('button', { name: 'SUPER PRIZE' }).click();
    expect(await form.getByRole('button', { name: 'SUPER PRIZE' }).getAttribute('aria-pressed')).toBe('true');
    expect(await form.getByRole('button', { name: 'NORMAL PRIZE' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    const select = form.getByLabel('Select Prize');
    expect(await select.inputValue()).toBe('1');
    // Each slot with its value by the one rule (docs/decisions/0044-one-prize-value.md), where it has one.
    const slotCents = (slot: { name: string; value: string | null } | undefined) =>
      slot ? slotPrizeCents(slot.value === null ? null : parseMoneyToCents(slot.value), slot.name) : null;
    expect(await select.locator('option').allTextContents()).toEqual(
      prizes.super.map((slot) => {
        const cents = slotCents(slot);
        return `${slot.id}. ${slot.name}${cents === null ? '' : ` · RM\u00a0${formatCents(cents)}`}`;
      }),
    );
    const preview = form.getByRole('region', { name: 'Deposit preview' });
    const expectedPreview = (
      depositCents: number,
      slot: { name: string; value: string | null } | undefined,
    ) => {
      const p = depositPreview({
        existingDepositCents: 0,
        newDepositCents: depositCents,
        existingPrizeCents: 0,
        existingPrizeUnknown: 0,
        prizeName: slot?.name ?? '',
        slotValue: slot?.value ?? null,
        uses: 1,
        isDemo: false,
      });
      return [
        `RM ${formatCents(p.totalDepositCents)}`,
        `RM ${formatCents(p.focCents)}`,
        `RM ${formatCents(p.prizeCents)}`,
        spaced(signedRm(p.finalDeductionCents)),
      ];
    };
    const superOne = prizes.super[0]?.name ?? '';
    await expect
      .poll(() => texts(preview.getByRole('definition')))
      .toEqual(expectedPreview(1_000, prizes.super[0]));
    if (superOne === 'FREE 6') {
      expect(spaced(await preview.getByRole('definition').last().textContent())).toBe('-RM 4.50');
    }

    // The real entry: deposit 100, super prize 3.
    const superThree = prizes.super[2]?.name ?? '';
    await form.getByLabel('Customer Deposit Record').fill('100');
    await select.selectOption('3');
    await expect
      .poll(() => texts(preview.getByRole('definition')))
      .toEqual(expectedPreview(10_000, prizes.super[2]));
    expect(await form.getByLabel('Expiration Time (hours)').inputValue()).toBe('24');
    expect(await form.getByLabel('Usage Limit').inputValue()).toBe('1');
    await form.getByRole('button', { name: 'Generate Promo Code' }).click();

    await generated.getByText('Code successfully generated!').waitFor();
    const code = (await generated.getByText(/^[A-Z2-9]{8}$/).textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await toast(t.page, `Promo code ${code} generated`).waitFor();
    expect(await form.getByLabel('Customer Deposit Record').inputValue()).toBe('');
    await t.page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(t.page, 'admin-promo-desktop');

    await generated.getByRole('button', { name: 'Copy Code' }).click();
    await toast(t.page, 'Promo code copied to clipboard').waitFor();
    expect(await t.page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // Newest first: the table's first row is the new code.
    const firstRow = table.getByRole('row').nth(1);
    await expect.poll(() => firstRow.getByRole('cell').first().textContent()).toBe(code);
    const cells = await texts(firstRow.getByRole('cell'));
    expect(cells[1]).toBe(customer);
    // The prize's value by the same rule as the preview: unknown is said, never RM 0.00.
    const superThreeCents = slotCents(prizes.super[2]);
    expect(cells[2]).toBe(
      `RM 100.00${superThreeCents === null ? 'Prize: no value set' : `Prize: RM ${formatCents(superThreeCents)}`}`,
    );
    expect(cells[3]).toBe(`${superThree}SUPER`);
    // The status with the uses under it; the creation time with where the code came from.
    expect(cells[4]).toBe('Active0 of 1 used');
    expect(cells[6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}Single · by Owner$/);
    await table.scrollIntoViewIfNeeded();
    await screenshot(t.page, 'admin-promo-desktop-table');

    // The deposit went in first, under the customer's name, on today's business date.
    await search.getByLabel('Customer: code, name or phone').fill(customer);
    const prizeCents = superThreeCents ?? 0;
    await expect
      .poll(() => texts(search.getByRole('definition')))
      .toEqual([
        'RM 100.00',
        'RM 15.00',
        `RM ${formatCents(prizeCents)}`,
        `RM ${formatCents(Math.max(0, 1_500 - prizeCents))}`,
      ]);
    const depositRow = search.getByRole('listitem');
    expect(await depositRow.count()).toBe(1);
    expect(await depositRow.textContent()).toContain(businessDate(new Date()));
    expect(spaced(await depositRow.textContent())).toContain('RM 100.00');
    await search.getByRole('button', { name: 'Clear', exact: true }).click();
    expect(await search.getByLabel('Customer: code, name or phone').inputValue()).toBe('');

    // Suggestions: the customer with its count, chosen by click and by keyboard.
    const suffix = customer.slice('promo-'.length);
    await nameInput.fill(suffix);
    const option = t.page.getByRole('option', { name: `${customer} · 1 code`, exact: true });
    await option.click();
    expect(await nameInput.inputValue()).toBe(customer);
    await expect.poll(() => nameInput.getAttribute('aria-expanded')).toBe('false');
    await nameInput.fill(suffix);
    await option.waitFor();
    await nameInput.press('ArrowDown');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await nameInput.press('Enter');
    expect(await nameInput.inputValue()).toBe(customer);
    expect(await t.page.getByRole('listbox').count()).toBe(0);
  });

  it('pages, filters by customer and date, and deletes through the confirmation', async () => {
    const t = await suite.open(DESKTOP);
    await loginAsAdmin(t.page);
    const { table } = regions(t.page);
    const customer = 'Paige Pages';
    const codes: string[] = [];
    for (let i = 0; i < 12; i++)
      codes.push((await createPromoCode(t.page.request, { customerName: customer })).code);
    // The table was loaded before these codes existed.
    await t.page.reload();
    await t.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    const dataRows = table.getByRole('row').filter({ has: t.page.getByRole('button', { name: /^Delete / }) });
    await table
      .getByRole('button', { name: `Show only the codes of ${customer}` })
      .first()
      .click();
    await table.getByText(`Customer: ${customer}`).waitFor();
    await table.getByText('Page 1 of 2 (12 total)').waitFor();
    expect(await dataRows.count()).toBe(10);
    expect(await table.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(await table.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await table.getByRole('button', { name: 'Next' }).click();
    await table.getByText('Page 2 of 2 (12 total)').waitFor();
    await expect.poll(() => dataRows.count()).toBe(2);
    expect(await table.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(await table.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    // The two oldest codes, newest first.
    const pageTwo = await Promise.all(
      [0, 1].map((i) => dataRows.nth(i).getByRole('cell').first().textContent()),
    );
    expect(pageTwo).toEqual([codes[1], codes[0]]);

    // Cancel keeps the code.
    const victim = codes[0] ?? '';
    await table.getByRole('button', { name: `Delete ${victim}` }).click();
    const dialog = t.page.getByRole('dialog', { name: 'Delete promo code?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The dialog hides the page from assistive technology (aria-hidden) until its cleanup has run, a
    // moment after it leaves the DOM: poll rather than read the rows once.
    await expect.poll(() => dataRows.count()).toBe(2);

    await table.getByRole('button', { name: `Delete ${victim}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(t.page, `Promo code ${victim} deleted`).waitFor();
    await table.getByText('Page 2 of 2 (11 total)').waitFor();
    await expect.poll(() => dataRows.count()).toBe(1);
    expect(await table.getByRole('button', { name: `Delete ${victim}` }).count()).toBe(0);

    // Today's business date with the customer: all 11; a day without codes: the filter's empty text.
    const dateFilter = table.getByLabel('Created on');
    await dateFilter.fill(businessDate(new Date()));
    await table.getByText('Page 1 of 2 (11 total)').waitFor();
    await dateFilter.fill('2000-01-01');
    await table.getByText('No promo codes found').waitFor();
    expect(await table.getByText(/^Page \d+ of/).count()).toBe(0);

    await table.getByRole('button', { name: 'Clear customer filter' }).click();
    expect(await table.getByText(`Customer: ${customer}`).count()).toBe(0);
    await table.getByText('No promo codes found').waitFor();
    await table.getByRole('button', { name: 'Clear date filter' }).click();
    await expect.poll(() => dataRows.count()).toBeGreaterThan(0);
    expect(await dateFilter.inputValue()).toBe('');
  });

  it('keeps used codes: their delete button says why and deletes nothing', async () => {
    const t = await suite.open(DESKTOP);
    await loginAsAdmin(t.page);
    const { table } = regions(t.page);
    const customer = 'Ursula Used';
    const { code: used } = await createPromoCode(t.page.request, { customerName: customer });
    const { code: unused } = await createPromoCode(t.page.request, { customerName: customer });
    const spin = await t.page.request.post('/api/use-promo', { data: { code: used } });
    expect(spin.status()).toBe(200);
    await t.page.reload();
    await t.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await table
      .getByRole('button', { name: `Show only the codes of ${customer}` })
      .first()
      .click();
    await table.getByText(`Customer: ${customer}`).waitFor();

    const usedButton = table.getByRole('button', { name: `Delete ${used}` });
    await usedButton.waitFor();
    expect(await usedButton.getAttribute('aria-disabled')).toBe('true');
    // The reason is its tooltip (docs/decisions/0014): on hover, and described by it while it shows.
    expect(await usedButton.getAttribute('title')).toBeNull();
    await usedButton.hover();
    const reason = t.page
      .getByRole('tooltip')
      .filter({ hasText: 'This code has been used; its draw is part of the record' });
    await reason.waitFor({ timeout: 2000 });
    expect(await usedButton.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'));
    expect(
      await table.getByRole('button', { name: `Delete ${unused}` }).getAttribute('aria-disabled'),
    ).toBeNull();
    // Playwright waits for aria-disabled buttons to enable; a person can click one all the same.
    await usedButton.click({ force: true });
    await toast(t.page, 'This code has been used; its draw is part of the record').waitFor();
    expect(await t.page.getByRole('dialog', { name: 'Delete promo code?' }).count()).toBe(0);
    expect(await table.getByText(used, { exact: true }).count()).toBe(1);
  });

  it('falls back to the login card when the session is gone', async () => {
    const t = await suite.open(DESKTOP);
    await loginAsAdmin(t.page);
    // The dashboard's own first requests done (the share templates load a moment later): the search is the
    // request that finds the session gone.
    await t.page.waitForLoadState('networkidle');
    await t.context.clearCookies();
    await regions(t.page).search.getByLabel('Customer: code, name or phone').fill('someone');
    await t.page.getByText('Enter password to access admin panel').waitFor({ timeout: 5000 });
  });

  it('fits a phone: one column, each code a card, nothing scrolls sideways', async () => {
    const t = await suite.open(PHONE);
    await loginAsAdmin(t.page);
    const customer = 'Phil Phone';
    await createPromoCode(t.page.request, { customerName: customer });
    await t.page.reload();
    await t.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const { form, generated, table } = regions(t.page);
    await form.getByRole('combobox', { name: 'Customer Name/ID' }).fill(customer);
    await form.getByLabel('Customer Deposit Record').fill('50');
    await form.getByRole('button', { name: 'Generate Promo Code' }).click();
    await generated.getByText('Code successfully generated!').waitFor();
    await table
      .getByRole('button', { name: `Show only the codes of ${customer}` })
      .first()
      .waitFor();
    await t.page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(t.page, 'admin-promo-phone');
    await generated.scrollIntoViewIfNeeded();
    await screenshot(t.page, 'admin-promo-phone-code');

    // One column: the generated-code card sits below the form, not beside it.
    const formBox = await form.boundingBox();
    const codeBox = await generated.boundingBox();
    expect(codeBox?.y ?? 0).toBeGreaterThan((formBox?.y ?? 0) + (formBox?.height ?? 0) - 1);

    await expectNoSidewaysScroll(t.page, 'the promo table on a phone');
    const scroller = table.locator('table').locator('..');
    const scroll = await scroller.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    // Below 640 px each row is a card: the table does not scroll inside its card either.
    expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth);

    await table.scrollIntoViewIfNeeded();
    await screenshot(t.page, 'admin-promo-phone-table');
  });
});
