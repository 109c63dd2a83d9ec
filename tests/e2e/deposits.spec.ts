// Deposits on the admin's promo tab: corrections (edit, void with a reason, the totals and the audit that
// follow), recording one without a code, and the Export CSV buttons of the deposit search and the promo
// table.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DepositRecord } from '#shared/api/deposits';
import { businessDate } from '#shared/business-date';
import { createDeposit, createPromoCode } from '../support/factories';
import {
  DESKTOP,
  expectNoSeriousAxeIssues,
  expectNoSidewaysScroll,
  loginAsAdmin,
  PHONE,
  screenshot,
  useBrowser,
} from './fixtures';

const searchCard = (page: Page) => page.getByRole('region', { name: 'Search Deposit Records' });
/** Intl writes 'RM' and its amount with a no-break space between them; the expectations use a space. */
const totals = async (search: Locator) =>
  (await search.getByRole('definition').allTextContents()).map((text) => text.replace(/\u00a0/g, ' '));
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Total deposit, FOC 15%, prize amount, final deduction: a customer without codes has no prizes. */
const expectedTotals = (deposit: string, foc: string) => [
  `RM ${deposit}`,
  `RM ${foc}`,
  'RM 0.00',
  `RM ${foc}`,
];

/** The list entry of one record, found by its date (each test's records have distinct dates). */
const recordRow = (search: Locator, date: string) => search.getByRole('listitem').filter({ hasText: date });

async function searchFor(page: Page, customer: string): Promise<Locator> {
  const search = searchCard(page);
  await search.getByLabel('Customer: code, name or phone').fill(customer);
  await search.getByRole('listitem').first().waitFor();
  return search;
}

/** Clicks an Export CSV button and reads the saved file: its name and its lines (BOM checked, stripped). */
async function download(page: Page, button: Locator): Promise<{ name: string; lines: string[] }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const saved = await file.path();
  const text = await readFile(saved, 'utf8');
  expect(text.startsWith('\uFEFF'), 'the file starts with a byte-order mark').toBe(true);
  return { name: file.suggestedFilename(), lines: text.slice(1).split('\r\n') };
}

describe('deposit corrections and CSV exports in the browser', () => {
  const suite = useBrowser({ admin: true });

  const record = (customer: string, depositAmount: number, depositDate: string, notes: string) =>
    createDeposit(suite.admin.request, {
      customerCode: customer,
      customerName: customer,
      depositAmount,
      depositDate,
      notes,
    });

  it('edits one deposit and voids another: the list and the totals follow, the void is audited', async () => {
    const t = await suite.open(DESKTOP);
    const customer = 'Dev Deposit';
    await record(customer, 100, '2026-01-10', 'first transfer');
    const second = await record(customer, 50, '2026-01-12', 'second transfer');
    const third = await record(customer, 30, '2026-01-14', 'typed twice');
    await loginAsAdmin(t.page);
    const search = await searchFor(t.page, customer);
    await expect.poll(() => totals(search)).toEqual(expectedTotals('180.00', '27.00'));
    expect(await search.getByRole('listitem').count()).toBe(3);

    // Someone else voids the third meanwhile: editing it on this stale screen is refused in the form,
    // and the list catches up.
    const voided = await suite.admin.request.post(`/api/admin/deposits/${third.id}/void`, {
      data: { reason: 'Voided elsewhere' },
    });
    expect(voided.status()).toBe(200);
    await recordRow(search, '2026-01-14')
      .getByRole('button', { name: /^Edit deposit/ })
      .click();
    let dialog = t.page.getByRole('dialog', { name: 'Edit deposit' });
    await dialog.getByLabel('Notes').fill('typed twice, checked');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'This deposit is void' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => totals(search)).toEqual(expectedTotals('150.00', '22.50'));
    await recordRow(search, '2026-01-14').getByText('Void reason: Voided elsewhere').waitFor();

    // Edit the first: the client refuses a zero amount as text in the form, then saves 120.
    const first = recordRow(search, '2026-01-10');
    await first.getByRole('button', { name: 'Edit deposit RM 100.00 on 2026-01-10' }).click();
    dialog = t.page.getByRole('dialog', { name: 'Edit deposit' });
    const amount = dialog.getByLabel('Amount (RM)');
    expect(await amount.inputValue()).toBe('100.00');
    expect(await dialog.getByLabel('Deposit date').inputValue()).toBe('2026-01-10');
    expect(await dialog.getByLabel('Notes').inputValue()).toBe('first transfer');
    await amount.fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Amount must be greater than 0', { exact: true }).waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    await amount.fill('120');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(t.page, 'Deposit corrected').waitFor();
    await expect.poll(() => totals(search)).toEqual(expectedTotals('170.00', '25.50'));
    await first.getByText('RM 120.00').waitFor();
    await first.getByText('Corrected', { exact: true }).waitFor();

    // Void the second: no reason, no void (spaces are no reason either), said under the field.
    const secondRow = recordRow(search, '2026-01-12');
    await secondRow.getByRole('button', { name: 'Void deposit RM 50.00 on 2026-01-12' }).click();
    dialog = t.page.getByRole('dialog', { name: 'Void deposit?' });
    const confirm = dialog.getByRole('button', { name: 'Void deposit' });
    const reason = dialog.getByLabel('Reason (required)');
    await confirm.click();
    await dialog.getByText('reason is required').waitFor();
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    await reason.fill('   ');
    await reason.press('Enter');
    await dialog.getByText('reason is required').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await reason.fill('Entered twice');
    await confirm.click();
    await dialog.waitFor({ state: 'detached' });
    await toast(t.page, 'Deposit voided').waitFor();
    // Its Void button is gone: focus lands on the list of records, not on the page body.
    await expect
      .poll(() => t.page.evaluate(() => document.activeElement?.getAttribute('role') ?? null))
      .toBe('group');
    await expect.poll(() => totals(search)).toEqual(expectedTotals('120.00', '18.00'));

    // Struck through, and "Void" with the reason in words; no more Edit or Void for it.
    await secondRow.getByText('Void reason: Entered twice').waitFor();
    await secondRow.getByText('Void', { exact: true }).waitFor();
    expect(await secondRow.getByRole('button').count()).toBe(0);
    const amountText = secondRow.getByText('RM 50.00', { exact: true });
    expect(await amountText.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('line-through');
    expect(await search.getByRole('heading', { name: 'Deposits (3, 2 void)' }).count()).toBe(1);
    // Still listed: a correction never deletes.
    expect(await search.getByRole('listitem').count()).toBe(3);

    // The operator finds the void on the Audit tab: by the admin, for this customer, with the reason.
    await t.page.getByRole('tab', { name: 'Audit' }).click();
    const audit = t.page.getByRole('region', { name: 'Audit Log' });
    await audit.getByLabel('Action').selectOption('deposit.void');
    const entry = audit
      .getByRole('row')
      .filter({ hasText: customer })
      .filter({ hasText: 'reason: Entered twice' });
    await entry.waitFor();
    const cells = await entry.getByRole('cell').allInnerTexts();
    expect(cells[1]?.replace(/\s*\n\s*/g, '\n')).toMatch(
      /^Deposit voided\nRM \d+\.\d{2}, dated \d{4}-\d{2}-\d{2}, reason: Entered twice\nDetails$/,
    );
    expect(cells[2]).toBe(customer);
    expect(cells[3]).toMatch(/^Owner/);
    await entry.getByText('Details', { exact: true }).click();
    expect(await entry.locator('pre').innerText()).toContain(`"id": ${second.id}`);
  });

  it('records a deposit without a code from the search card: refusals said, then the record listed and audited', async () => {
    const t = await suite.open(DESKTOP);
    const customer = 'Rex Record';
    await record(customer, 40, '2026-04-02', 'an earlier transfer');
    await loginAsAdmin(t.page);
    const search = await searchFor(t.page, customer);
    // April only: the new deposit, dated today, is outside these dates.
    await search.getByLabel('Start Date').fill('2026-04-01');
    await search.getByLabel('End Date').fill('2026-04-30');
    await expect.poll(() => totals(search)).toEqual(expectedTotals('40.00', '6.00'));

    await search.getByRole('button', { name: 'Record Deposit' }).click();
    const dialog = t.page.getByRole('dialog', { name: 'Record deposit' });
    // For the customer on screen, dated today (UTC+8), unless the operator says otherwise.
    expect(await dialog.getByLabel('Customer code').inputValue()).toBe(customer);
    const today = businessDate(new Date());
    expect(await dialog.getByLabel('Deposit date').inputValue()).toBe(today);

    // No amount: said under the field, in its label's words, and nothing is sent.
    const amount = dialog.getByLabel('Amount (RM)');
    await dialog.getByRole('button', { name: 'Record deposit' }).click();
    await dialog.getByText('Amount must be a number', { exact: true }).waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');

    // The server fails once: a toast, the reason in the dialog, and what was typed is kept.
    await t.page.route('**/api/admin/deposits', (route) =>
      route.fulfill({ status: 503, json: { message: 'The database is busy, try again' } }),
    );
    await amount.fill('75.5');
    await dialog.getByLabel('Notes').fill('cash at the counter');
    await dialog.getByRole('button', { name: 'Record deposit' }).click();
    await toast(t.page, 'Deposit not recorded').waitFor();
    await dialog.getByRole('alert').filter({ hasText: 'The database is busy, try again' }).waitFor();
    expect(await amount.inputValue()).toBe('75.5');
    await t.page.unroute('**/api/admin/deposits');

    await dialog.getByRole('button', { name: 'Record deposit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(t.page, `Deposit recorded`)
      .filter({ hasText: `RM 75.50 for ${customer} on ${today}` })
      .waitFor();
    // Listed at once: the dates that hid it are cleared, the totals count it.
    expect(await search.getByLabel('Start Date').inputValue()).toBe('');
    await expect.poll(() => totals(search)).toEqual(expectedTotals('115.50', '17.33'));
    await recordRow(search, today).getByText('cash at the counter').waitFor();

    // A customer not on screen: typed in the dialog, then the search turns to them.
    await search.getByRole('button', { name: 'Clear' }).click();
    const other = 'Nina New';
    await search.getByRole('button', { name: 'Record Deposit' }).click();
    await dialog.getByLabel('Customer code').fill(other);
    await dialog.getByLabel('Amount (RM)').fill('20');
    await dialog.getByRole('button', { name: 'Record deposit' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await search.getByLabel('Customer: code, name or phone').inputValue()).toBe(other);
    await expect.poll(() => totals(search)).toEqual(expectedTotals('20.00', '3.00'));

    // The Audit tab says it in words, under the admin, for the customer.
    await t.page.getByRole('tab', { name: 'Audit' }).click();
    const audit = t.page.getByRole('region', { name: 'Audit Log' });
    await audit.getByLabel('Action').selectOption('deposit.create');
    const entry = audit.getByRole('row').filter({ hasText: customer }).filter({ hasText: 'RM 75.50' });
    const cells = await entry.getByRole('cell').allInnerTexts();
    expect(cells[1]?.replace(/\s*\n\s*/g, '\n')).toBe(`Deposit recorded\nRM 75.50, dated ${today}\nDetails`);
    expect(cells[3]).toMatch(/^Owner/);
  });

  it("says so when the Record Deposit form's code cannot load, and opens it on Try again", async () => {
    const t = await suite.open(DESKTOP);
    await loginAsAdmin(t.page);
    // The dialog's code comes when it is first opened: that is when the network may be gone.
    await t.page.route(/record-deposit-dialog-[\w-]+\.js$/, (route) => route.abort());
    const search = searchCard(t.page);
    await search.getByRole('button', { name: 'Record Deposit' }).click();
    const failed = search.getByRole('alert').filter({ hasText: 'This form could not be loaded.' });
    await failed.waitFor();
    await t.page.unroute(/record-deposit-dialog-[\w-]+\.js$/);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await t.page.getByRole('dialog', { name: 'Record deposit' }).waitFor();
    // The failed load is the only error expected on the console.
    expect(t.errors.filter((e) => !/record-deposit-dialog/.test(e))).toEqual([]);
    await t.context.close();
  });

  it('shows the code made with a deposit under the deposit as corrected, then voided, in the promo table', async () => {
    const t = await suite.open(DESKTOP);
    const customer = 'Ali Generate';
    await loginAsAdmin(t.page);
    // The operator makes the code with its deposit in the Generate form, as every day.
    const form = t.page.getByRole('region', { name: 'Generate Promo Code' });
    await form.getByRole('combobox', { name: 'Customer Name/ID' }).fill(customer);
    await form.getByLabel('Customer Deposit Record').fill('250');
    await form.getByRole('button', { name: 'Generate Promo Code' }).click();
    const generated = t.page.getByRole('region', { name: 'Generated Code' });
    await generated.getByText('Code successfully generated!').waitFor();
    const code = (await generated.getByText(/^[A-Z2-9]{8}$/).textContent()) ?? '';
    const table = t.page.getByRole('region', { name: 'Active Promo Codes' });
    const codeRow = table.getByRole('row').filter({ hasText: code });
    await codeRow.getByText('RM 250.00').waitFor();

    // Corrected to 300 in the deposit search: the code's row follows without a reload.
    const search = await searchFor(t.page, customer);
    const deposit = recordRow(search, businessDate(new Date()));
    await deposit.getByRole('button', { name: /^Edit deposit RM 250\.00/ }).click();
    const edit = t.page.getByRole('dialog', { name: 'Edit deposit' });
    await edit.getByLabel('Amount (RM)').fill('300');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await codeRow.getByText('RM 300.00').waitFor();

    // Voided: struck through and said in words, in the row and in promo-codes.csv.
    await deposit.getByRole('button', { name: /^Void deposit RM 300\.00/ }).click();
    const voiding = t.page.getByRole('dialog', { name: 'Void deposit?' });
    await voiding.getByLabel('Reason (required)').fill('Entered twice');
    await voiding.getByRole('button', { name: 'Void deposit' }).click();
    await voiding.waitFor({ state: 'detached' });
    await codeRow.getByText('Void', { exact: true }).waitFor();
    const struck = codeRow.getByText('RM 300.00', { exact: true });
    expect(await struck.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('line-through');
    await table.scrollIntoViewIfNeeded();
    await screenshot(t.page, 'promo-row-voided-deposit-desktop');
    const csv = await suite.admin.request.get(
      `/api/admin/export/promo-codes.csv?customer=${encodeURIComponent(customer)}`,
    );
    const line = (await csv.text()).split('\r\n').find((l) => l.includes(code)) ?? '';
    expect(line).toContain(',300.00,true,');
  });

  it('downloads the deposit search and the promo table as CSV with their filters', async () => {
    const t = await suite.open(DESKTOP);
    const customer = 'Cass Export';
    await record(customer, 25.5, '2026-02-01', 'for the export');
    await createPromoCode(suite.admin.request, { customerName: customer });
    await loginAsAdmin(t.page);

    const search = searchCard(t.page);
    const exportDeposits = search.getByRole('button', { name: 'Export CSV' });
    expect(await exportDeposits.isDisabled(), 'no export before a search').toBe(true);
    await searchFor(t.page, customer);
    await expect.poll(() => exportDeposits.isDisabled()).toBe(false);
    const deposits = await download(t.page, exportDeposits);
    expect(deposits.name).toMatch(/^deposits-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(deposits.lines[0]?.split(',')).toEqual(
      expect.arrayContaining(['ID', 'Customer code', 'Customer name', 'Amount', 'Deposit date', 'Notes']),
    );
    expect(deposits.lines[1]).toContain(customer);
    expect(deposits.lines[1]).toContain('25.50');
    // Only this customer's one record (and the empty string after the last CRLF).
    expect(deposits.lines).toHaveLength(3);

    const table = t.page.getByRole('region', { name: 'Active Promo Codes' });
    await table.getByRole('button', { name: `Show only the codes of ${customer}` }).click();
    await table.getByText(`Customer: ${customer}`).waitFor();
    const codes = await download(t.page, table.getByRole('button', { name: 'Export CSV' }));
    expect(codes.name).toMatch(/^promo-codes-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(codes.lines[0]?.split(',')).toEqual(
      expect.arrayContaining(['ID', 'Code', 'Customer', 'Deposit', 'Prize', 'Status', 'Created at']),
    );
    expect(codes.lines[1]).toContain(customer);
    expect(codes.lines).toHaveLength(3);
  });

  describe.each([
    { size: '1280x800', viewport: DESKTOP },
    { size: '390x844', viewport: PHONE },
  ])('accessibility at $size', ({ size, viewport }) => {
    it('the promo tab with a corrected and a voided deposit listed, and both dialogs', async () => {
      // A customer of each size's own: the other size's deposits are not this page's.
      const customer = `Axel ${size}`;
      const [edited, voided]: DepositRecord[] = [
        await record(customer, 80, '2026-03-01', 'corrected later'),
        await record(customer, 40, '2026-03-02', 'a long note that has to wrap on a phone '.repeat(3)),
      ];
      expect(
        (
          await suite.admin.request.patch(`/api/admin/deposits/${edited?.id}`, {
            data: { depositAmount: 85 },
          })
        ).status(),
      ).toBe(200);
      expect(
        (
          await suite.admin.request.post(`/api/admin/deposits/${voided?.id}/void`, {
            data: { reason: 'Bank reversed it' },
          })
        ).status(),
      ).toBe(200);
      const t = await suite.open(viewport);
      await loginAsAdmin(t.page);
      const search = await searchFor(t.page, customer);
      await search.getByText('Void reason: Bank reversed it').waitFor();
      await t.page.getByRole('table').waitFor();
      await expectAccessible(t.page, `${size} promo tab with deposits`);

      await recordRow(search, '2026-03-01')
        .getByRole('button', { name: /^Edit deposit/ })
        .click();
      await t.page.getByRole('dialog', { name: 'Edit deposit' }).waitFor();
      await expectAccessible(t.page, `${size} edit deposit dialog`);
      await t.page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      await recordRow(search, '2026-03-01')
        .getByRole('button', { name: /^Void deposit/ })
        .click();
      await t.page.getByRole('dialog', { name: 'Void deposit?' }).waitFor();
      await expectAccessible(t.page, `${size} void deposit dialog`);
      await t.page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      // Recording one, with a refusal showing under its field.
      await search.getByRole('button', { name: 'Record Deposit' }).click();
      const recording = t.page.getByRole('dialog', { name: 'Record deposit' });
      await recording.getByRole('button', { name: 'Record deposit' }).click();
      await recording.getByText('Amount must be a number').waitFor();
      await expectAccessible(t.page, `${size} record deposit dialog`);
      await screenshot(t.page, `record-deposit-dialog-${size}`);
    });
  });
});

/** axe's floor, and nothing sideways on a phone. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  await expectNoSeriousAxeIssues(page, where);
  await expectNoSidewaysScroll(page, where);
}
