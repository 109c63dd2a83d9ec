// The promo table's search by code: exact or by its start, any case, combined with the customer filter, back
// to page 1 on a new search, a sentence when nothing matches, and the CSV export taking the same search.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createPromoCode } from '../support/factories';
import {
  DESKTOP,
  expectNoSeriousAxeIssues,
  expectNoSidewaysScroll,
  loginAsAdmin,
  PHONE,
  screenshot,
  useBrowser,
} from './fixtures';

const promoTable = (page: Page) => page.getByRole('region', { name: 'Active Promo Codes' });

/**
 * Types a search and waits for the table's answer to it, which must ask for page 1: a new search starts
 * there whichever page was on screen.
 */
async function searchFor(page: Page, search: Locator, text: string): Promise<void> {
  const answered = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === '/api/admin/promo-codes' && url.searchParams.get('q') === text;
  });
  await search.fill(text);
  const res = await answered;
  expect(res.status()).toBe(200);
  expect(new URL(res.url()).searchParams.get('page')).toBe('1');
}

/** The codes of the rows on screen (the first cell of each body row). */
const codesShown = (page: Page) =>
  promoTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((rows) => rows.map((row) => row.querySelector('td .font-mono')?.textContent ?? ''));

describe('searching the promo table by code in the browser', () => {
  const suite = useBrowser({ admin: true });

  it('finds a code by its start or whole, in any case, from page 1, with the customer filter and the export', async () => {
    const customer = 'Finn Find';
    // Twelve codes of one customer: two pages of the table filtered by that customer.
    const made: string[] = [];
    for (let i = 0; i < 12; i++)
      made.push((await createPromoCode(suite.admin.request, { customerName: customer })).code);
    const wanted = made[0] ?? '';
    const t = await suite.open(DESKTOP);
    await loginAsAdmin(t.page);
    const table = promoTable(t.page);
    const search = table.getByRole('searchbox', { name: 'Search', exact: true });

    // Filtered by the customer and on page 2: the wanted code (made first) is on that page.
    await table
      .getByRole('button', { name: `Show only the codes of ${customer}` })
      .first()
      .click();
    await table.getByText(`Customer: ${customer}`).waitFor();
    await table.getByRole('button', { name: 'Page 2' }).click();
    await table.getByText('Page 2 of 2 (12 total)').waitFor();

    // The whole code in lower case: the one row, from page 1 (page 2 of one result would be empty).
    await searchFor(t.page, search, wanted.toLowerCase());
    await expect.poll(() => codesShown(t.page)).toEqual([wanted]);
    expect(await table.getByRole('navigation', { name: 'Promo code pages' }).count()).toBe(0);

    // Its first three characters: every code of this customer starting so, the wanted one among them.
    const prefix = wanted.slice(0, 3);
    await searchFor(t.page, search, prefix.toLowerCase());
    const expected = made.filter((code) => code.startsWith(prefix)).sort();
    await expect.poll(async () => (await codesShown(t.page)).sort()).toEqual(expected);

    // The export holds what the table shows: the search with the customer filter.
    const [file] = await Promise.all([
      t.page.waitForEvent('download'),
      table.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const rows = (await readFile(await file.path(), 'utf8')).split('\r\n').slice(1, -1);
    expect(rows.map((row) => row.split(',')[1]).sort()).toEqual(expected);

    // Nothing matches: a sentence says so, naming the search and the filter it was made under.
    await searchFor(t.page, search, `${wanted}X`);
    await table
      .getByText(`No promo code, customer or phone matches ${wanted}X under these filters.`)
      .waitFor();

    // Cleared: the customer's two pages again, from page 1.
    await search.fill('');
    await table.getByText('Page 1 of 2 (12 total)').waitFor();
  });

  describe.each([
    { size: '1280x800', viewport: DESKTOP },
    { size: '390x844', viewport: PHONE },
  ])('at $size', ({ size, viewport }) => {
    it('the search with results and with none stays accessible and within the page', async () => {
      const { code } = await createPromoCode(suite.admin.request, { customerName: 'Luke Look' });
      const t = await suite.open(viewport);
      await loginAsAdmin(t.page);
      const table = promoTable(t.page);
      const search = table.getByRole('searchbox', { name: 'Search', exact: true });
      await searchFor(t.page, search, code.slice(0, 6).toLowerCase());
      await expect.poll(() => codesShown(t.page)).toEqual([code]);
      await table.scrollIntoViewIfNeeded();
      await screenshot(t.page, `promo-search-${size}`);
      await expectNoSeriousAxeIssues(t.page, `${size} promo table searched`);
      await expectNoSidewaysScroll(t.page, `${size} promo table searched`);

      await searchFor(t.page, search, 'NOSUCHCODE9');
      await table.getByText('No promo code, customer or phone matches NOSUCHCODE9.').waitFor();
      await screenshot(t.page, `promo-search-none-${size}`);
      await expectNoSeriousAxeIssues(t.page, `${size} promo table search without results`);
    });
  });
});
