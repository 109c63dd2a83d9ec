// The codes table at the size of a real day: a 200-code batch filtered to its active codes at 50 a page
// (remembered by the browser), each row's uses, expiry, batch and copy, a void through its dialog, and a
// batch's new expiry where batches are listed; at 1280 and 390 px, in English, Chinese and Malay, with axe.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  adminPassword,
  DESKTOP,
  expectNoSidewaysScroll,
  loginAsAdmin,
  PHONE,
  screenshot,
  useBrowser,
} from './fixtures';

const ROWS = 200;

/** axe's serious and critical findings on the page as it is: none is the floor (tests/e2e/a11y.spec.ts). */
async function seriousFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the codes table at the size of a day', () => {
  const suite = useBrowser({ admin: true });
  let batch: { batchId: number; codes: string[] } | undefined;

  /** One batch of 200 one-spin codes for the whole block: 3 of them spun and 1 voided, so 196 are active. */
  async function dayBatch(): Promise<{ batchId: number; codes: string[] }> {
    if (batch) return batch;
    const request = suite.admin.request;
    const csv = [
      'customerName,depositAmount,prizeSlot,wheel,usageLimit,expirationHours',
      ...Array.from({ length: ROWS }, (_, i) => `Day Customer ${i + 1},,2,normal,1,48`),
    ].join('\n');
    const made = await request.post('/api/admin/promo-batches', {
      headers: { 'content-type': 'text/csv' },
      data: csv,
    });
    expect(made.status(), await made.text()).toBe(201);
    const { batchId } = (await made.json()) as { batchId: number };
    const codes: string[] = [];
    for (let page = 1; page <= 2; page++) {
      const list = await request.get(`/api/admin/promo-codes?batchId=${batchId}&pageSize=100&page=${page}`);
      codes.push(...((await list.json()) as { items: { code: string }[] }).items.map((i) => i.code));
    }
    for (const code of codes.slice(0, 3)) {
      expect((await request.post('/api/use-promo', { data: { code } })).status()).toBe(200);
    }
    const listed = await request.get(`/api/admin/promo-codes?batchId=${batchId}&code=${codes[3]}`);
    const [fourth] = ((await listed.json()) as { items: { id: number }[] }).items;
    const voided = await request.post(`/api/admin/promo-codes/${fourth?.id}/void`, {
      data: { reason: 'Sent twice' },
    });
    expect(voided.status()).toBe(200);
    batch = { batchId, codes };
    return batch;
  }

  /** The table filtered to the batch's active codes at 50 a page, by its labels in English. */
  async function filterToActive(page: Page, batchId: number) {
    const table = page.getByRole('region', { name: 'Active Promo Codes' });
    await table.getByLabel('Status').selectOption({ label: 'Active' });
    await table
      .getByLabel('Batch', { exact: true })
      .selectOption({ label: `Batch ${batchId} (${ROWS} codes)` });
    await table.getByLabel('Rows per page').selectOption('50');
    // 196 active at first; one fewer once the first test has voided one of them.
    await table.getByText(/^Page 1 of 4 \(19[56] total\)$/).waitFor();
    return table;
  }

  const dataRows = (page: Page) =>
    page
      .getByRole('region', { name: 'Active Promo Codes' })
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Copy code / }) });

  it('filters a 200-code batch to its active codes at 50 a page at 1280 px, remembers the size, copies and voids a code', async () => {
    const { batchId, codes } = await dayBatch();
    const t = await suite.open(DESKTOP);
    await t.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAsAdmin(t.page);
    const table = await filterToActive(t.page, batchId);
    await expect.poll(() => dataRows(t.page).count()).toBe(50);
    // Every row listed is active, of the batch, with its uses and expiry; no spun or voided code is.
    const first = dataRows(t.page).first();
    expect(await first.getByText('Active', { exact: true }).count()).toBe(1);
    expect(await first.getByText('0 of 1 used').count()).toBe(1);
    expect(await first.getByText(`Batch ${batchId} · by Owner`, { exact: true }).count()).toBe(1);
    expect(await first.getByRole('cell').nth(5).textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    for (const gone of codes.slice(0, 4))
      expect(await table.getByText(gone, { exact: true }).count()).toBe(0);
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    expect(await seriousFindings(t.page)).toEqual([]);
    await table.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(t.page, 'promo-table-active-50-1280');
    // On a 1280 px screen the whole row is in view, its actions too: the table does not scroll sideways.
    const rowScroller = table.locator('table').locator('..');
    expect(await rowScroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await first.getByRole('button', { name: /^Delete / }).isVisible()).toBe(true);

    // Copy: the code on the clipboard, and "Copied" beside its button.
    const code = (await first.getByRole('cell').first().locator('.font-mono').textContent()) ?? '';
    await first.getByRole('button', { name: `Copy code ${code}` }).click();
    await first.getByText('Copied', { exact: true }).waitFor();
    expect(await t.page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // The size is this browser's: after a reload the table is at 50 again.
    await t.page.reload();
    await t.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await t.page.getByLabel('Rows per page').inputValue()).toBe('50');

    // A void through its dialog: a reason, then the code leaves the active codes.
    const again = await filterToActive(t.page, batchId);
    await again.getByRole('button', { name: `Void code ${code}` }).click();
    const dialog = t.page.getByRole('dialog', { name: 'Void this code?' });
    await dialog.getByLabel('Reason (required)').fill('Customer left');
    expect(await seriousFindings(t.page)).toEqual([]);
    await screenshot(t.page, 'promo-void-dialog-1280');
    await dialog.getByRole('button', { name: 'Void code' }).click();
    await again.getByText('Page 1 of 4 (195 total)').waitFor();
    expect(await again.getByText(code, { exact: true }).count()).toBe(0);
    const refused = await t.page.request.post('/api/validate-promo', { data: { code } });
    expect(refused.status()).toBe(410);
  });

  it('fits 390 px: the filtered table at 50 a page is a list of cards, nothing scrolls sideways', async () => {
    const { batchId } = await dayBatch();
    const t = await suite.open(PHONE);
    await loginAsAdmin(t.page);
    const table = await filterToActive(t.page, batchId);
    await expect.poll(() => dataRows(t.page).count()).toBe(50);
    await expectNoSidewaysScroll(t.page, 'the promo table on a phone');
    const scroller = table.locator('table').locator('..');
    const scroll = await scroller.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    // Below 640 px each row is a card: the table does not scroll inside its card either.
    expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth);
    expect(await seriousFindings(t.page)).toEqual([]);
    await table.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(t.page, 'promo-table-active-50-390');
  });

  it('gives a listed batch a new expiry from its dialog, and says how many codes changed', async () => {
    const { batchId } = await dayBatch();
    const t = await suite.open(DESKTOP);
    await loginAsAdmin(t.page);
    await t.page.getByRole('button', { name: 'Generate codes in a batch' }).click();
    await t.page.getByRole('button', { name: `Give batch ${batchId} a new expiry` }).click();
    const dialog = t.page.getByRole('dialog', { name: `New expiry for batch ${batchId}` });
    await dialog.getByLabel('New expiry (UTC+8)').waitFor();
    expect(await seriousFindings(t.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save the new expiry' }).click();
    // 200 codes: 3 used up, 2 voided (one by the API, one in the first test) left as they were.
    await t.page
      .getByRole('status')
      .filter({ hasText: '195 codes changed; 3 used up and 2 voided before left as they were.' })
      .first()
      .waitFor();
  });

  it.each([
    { language: 'zh-CN', lang: 'zh' },
    { language: 'ms-MY', lang: 'ms' },
  ])(
    'reads in $lang at 1280 and 390 px, with no serious axe finding',
    async ({ language, lang }) => {
      const { batchId } = await dayBatch();
      for (const [viewport, size] of [
        [DESKTOP, '1280'],
        [PHONE, '390'],
      ] as const) {
        const t = await suite.open(viewport, { acceptLanguage: language });
        await t.page.goto('/admin');
        const password = t.page.locator('input[type="password"]');
        await password.fill(adminPassword());
        await password.press('Enter');
        await t.page.getByRole('tablist').first().waitFor();
        // The filters by their place (their labels are in this language): status, batch, then page size.
        const selects = t.page.locator('select');
        await t.page.locator('select:has(option[value="any"])').selectOption(String(batchId));
        await selects.filter({ has: t.page.locator('option[value="void"]') }).selectOption('active');
        await selects.filter({ has: t.page.locator('option:text-is("100")') }).selectOption('50');
        await expect.poll(() => t.page.locator('tbody tr').count()).toBe(50);
        expect(await seriousFindings(t.page)).toEqual([]);
        await t.page
          .locator('select:has(option[value="any"])')
          .evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await screenshot(t.page, `promo-table-${lang}-${size}`);
      }
      // Two sign-ins and two axe runs on a shared 2-core machine.
    },
    120_000,
  );
});
