// Codes in a batch as the operator makes them (docs/decisions/0019): rows pasted, previewed by the server's
// rules with a bad row named by its line and nothing to generate until it is fixed, then generated and the
// codes downloaded as CSV.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '#shared/csv';
import {
  DESKTOP,
  expectNoSeriousAxeIssues,
  expectNoSidewaysScroll,
  loginAsAdmin,
  PHONE,
  useBrowser,
} from './fixtures';

describe('promo codes in a batch in the browser', () => {
  const suite = useBrowser({ admin: true });

  it('pastes 20 rows, names a bad row by its line, generates once all are right and downloads the codes', async () => {
    const t = await suite.open(DESKTOP);
    await loginAsAdmin(t.page);
    const card = t.page.getByRole('region', { name: 'Codes in a Batch' });
    await card.getByRole('button', { name: 'Generate codes in a batch' }).click();
    const rows = Array.from(
      { length: 20 },
      (_, i) => `Batch customer ${i},${10 + i},${(i % 6) + 1},${i % 2 === 1 ? 'super' : 'normal'},,`,
    );
    const textarea = card.getByLabel('Rows (CSV)');
    await textarea.fill([...rows.slice(0, 19), 'Bad slot,10,9,normal,,'].join('\n'));
    await card.getByRole('button', { name: 'Preview' }).click();
    await card
      .getByRole('alert')
      .getByText('Line 20, cell 3: prizeSlot: expected a whole number from 1 to 6')
      .waitFor();
    expect(await card.getByRole('button', { name: /^Generate \d+ codes?$/ }).isDisabled()).toBe(true);

    await textarea.fill(rows.join('\n'));
    await card.getByText('The rows changed since the preview: preview them again.').waitFor();
    await card.getByRole('button', { name: 'Preview' }).click();
    const summary = card.getByRole('region', { name: 'What this batch makes' });
    await summary.waitFor();
    // Deposits 10 + 11 + ... + 29 = RM 390.00, their FOC 15% RM 58.50.
    const figures = (await summary.getByRole('definition').allTextContents()).map((s) =>
      s.replace(/\u00a0/g, ' '),
    );
    expect(figures.slice(0, 3)).toEqual(['20', 'RM 390.00', 'RM 58.50']);
    // Even rows spin the normal wheel on slots 1, 3, 5; odd ones the super wheel on 2, 4, 6.
    expect(await summary.getByRole('row').count()).toBe(1 + 6);
    await expectNoSeriousAxeIssues(t.page, 'batch preview');

    await card.getByRole('button', { name: 'Generate 20 codes' }).click();
    const done = card.getByRole('status');
    await done.getByText(/: 20 codes generated\.$/).waitFor();
    const [download] = await Promise.all([
      t.page.waitForEvent('download'),
      done.getByRole('button', { name: 'Download the codes (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^promo-batch-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
    const records = parseCsv(await readFile(await download.path(), 'utf8'));
    expect(records[0]?.cells[1]).toBe('Code');
    expect(records.slice(1).map((r) => r.cells[0])).toEqual(rows.map((row) => row.split(',')[0]));
    expect(new Set(records.slice(1).map((r) => r.cells[1])).size).toBe(20);
    // The promo table lists them at once.
    await t.page.getByRole('table').getByText('Batch customer 19').first().waitFor();
  });

  // As an operator copies a block out of Excel or Google Sheets: tab-separated, the header included, amounts
  // as the sheet shows money. Pasted through the clipboard, as a person's Ctrl+V does.
  it('pastes 20 rows copied from a spreadsheet (tab-separated, with a header) and generates them', async () => {
    const t = await suite.open(DESKTOP);
    await t.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAsAdmin(t.page);
    const card = t.page.getByRole('region', { name: 'Codes in a Batch' });
    await card.getByRole('button', { name: 'Generate codes in a batch' }).click();
    const header = 'customerName\tdepositAmount\tprizeSlot\twheel\tusageLimit\texpirationHours';
    // RM 1,000.00 up to RM 1,019.00 in three forms: RM 20,190.00 in all, FOC 15% RM 3,028.50.
    const amount = (i: number) =>
      [`RM 1,0${String(i).padStart(2, '0')}.00`, `1,0${String(i).padStart(2, '0')}.00`, `${1000 + i}`][i % 3];
    const rows = Array.from(
      { length: 20 },
      (_, i) => `Sheet customer ${i}\t${amount(i)}\t${(i % 6) + 1}\t${i % 2 === 1 ? 'super' : 'normal'}\t\t`,
    );
    const block = `${[header, ...rows].join('\r\n')}\r\n`;
    await t.page.evaluate((text) => navigator.clipboard.writeText(text), block);
    const textarea = card.getByLabel('Rows (CSV)');
    await textarea.focus();
    await t.page.keyboard.press('ControlOrMeta+V');
    // A text area keeps line ends as LF.
    expect(await textarea.inputValue()).toBe(block.replaceAll('\r\n', '\n'));

    await card.getByRole('button', { name: 'Preview' }).click();
    const summary = card.getByRole('region', { name: 'What this batch makes' });
    await summary.waitFor();
    expect(await card.getByRole('alert').count()).toBe(0);
    const figures = (await summary.getByRole('definition').allTextContents()).map((s) =>
      s.replace(/\u00a0/g, ' '),
    );
    expect(figures.slice(0, 3)).toEqual(['20', 'RM 20,190.00', 'RM 3,028.50']);

    await card.getByRole('button', { name: 'Generate 20 codes' }).click();
    await card
      .getByRole('status')
      .getByText(/: 20 codes generated\.$/)
      .waitFor();
    await t.page.getByRole('table').getByText('Sheet customer 19').first().waitFor();
  });

  it('fits a phone', async () => {
    const t = await suite.open(PHONE);
    await loginAsAdmin(t.page);
    const card = t.page.getByRole('region', { name: 'Codes in a Batch' });
    await card.getByRole('button', { name: 'Generate codes in a batch' }).click();
    await card.getByLabel('Rows (CSV)').fill('Phone customer,12.50,2,normal,1,24');
    await card.getByRole('button', { name: 'Preview' }).click();
    await card.getByRole('region', { name: 'What this batch makes' }).waitFor();
    await expectNoSidewaysScroll(t.page, 'batch preview on a phone');
    await expectNoSeriousAxeIssues(t.page, 'batch preview on a phone');
  });
});
