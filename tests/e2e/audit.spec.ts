// The Audit tab: entries made by actions, the action filter, server-side paging, the CSV export, and
// clearing the draw history behind its CLEAR gate; axe on the tab and the dialog at both sizes.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DrawHistory } from '#shared/api/draws';
import { DEFAULT_PRIZE_NAMES } from '#shared/prizes';
import type { PrizeLists } from '#shared/api/prizes';
import { createDeposit, createPromoCode, publishHomePage, savePrizeNames } from '../support/factories';
import {
  closeTrackedPage,
  DESKTOP,
  expectNoSeriousAxeIssues,
  loginAsAdmin,
  PHONE,
  screenshot,
  type TrackedPage,
  useBrowser,
} from './fixtures';

const AUDIT_CSV_HEADER = 'ID,Time,Actor,Action,Target,Address,Details,What happened,Person';
const DRAWS_CSV_HEADER = 'ID,Drawn at,Code,Customer,Prize slot,Prize,Prize type,Prize amount,Language';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

/** innerText with its blank lines (a paragraph's margins) as single line breaks. */
const oneBreak = (text = '') => text.replace(/\s*\n\s*/g, '\n');

/** Each row's words, first line: what happened. */
const titlesOf = async (card: Locator) =>
  (await card.getByRole('row').locator('td:nth-child(2) > div:first-child').allInnerTexts()).map((s) =>
    s.trim(),
  );

/** The distinct kinds of entry (their titles) of the rows on screen. */
const actionsShown = async (card: Locator) => [...new Set(await titlesOf(card))];

/** Presses an export button and returns the downloaded file's lines, byte-order mark removed. */
async function downloadLines(page: Page, button: Locator): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.charCodeAt(0), 'the file starts with a byte-order mark').toBe(0xfeff);
  return { name: download.suggestedFilename(), lines: text.slice(1).split('\r\n') };
}

describe('admin Audit tab in the browser', () => {
  const suite = useBrowser({ admin: true });
  let t: (TrackedPage & { context: BrowserContext }) | undefined;

  /** Logs in from `address` (the server trusts X-Forwarded-For here) and opens the Audit tab. */
  async function openAuditTab(viewport = DESKTOP, address = '10.14.0.1') {
    t = await suite.open(viewport, { address });
    await loginAsAdmin(t.page);
    await t.page.getByRole('tab', { name: 'Audit' }).click();
    const card = t.page.getByRole('region', { name: 'Audit Log' });
    // A table from tablet width up, a list of cards on a phone.
    await card.getByLabel('Audit entries', { exact: true }).filter({ visible: true }).waitFor();
    return { page: t.page, card };
  }

  it('lists a generated code as a promo.generate entry by the admin with their address, and filters by action', async () => {
    const { page, card } = await openAuditTab(DESKTOP, '10.14.0.7');
    // The same session makes the code (page.request carries the page's cookie and address).
    const { code } = await createPromoCode(page.request, { customerName: 'Audit <b>Ann</b>' });
    // Another tab's change: reopening the tab reloads the list.
    await page.getByRole('tab', { name: 'Prizes' }).click();
    await page.getByRole('tab', { name: 'Audit' }).click();

    const row = card.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // In words, with the customer, the wheel, the slot and the prize name.
    expect(oneBreak(cells[1])).toMatch(
      /^Promo code generated\nfor Audit <b>Ann<\/b>, normal wheel slot \d .+\nDetails$/,
    );
    // Who did it: the person signed in (the owner), and where from.
    expect(cells.slice(2, 4)).toEqual([code, 'Owner\n10.14.0.7']);
    // Text: the markup in the name is shown, not rendered.
    expect(await card.locator('b').count()).toBe(0);
    // The raw entry is behind Details.
    const raw = row.locator('pre');
    expect(await raw.isVisible()).toBe(false);
    await row.getByText('Details', { exact: true }).click();
    await raw.waitFor();
    expect(JSON.parse(await raw.innerText())).toMatchObject({
      action: 'promo.generate',
      target: code,
      details: { customerName: 'Audit <b>Ann</b>' },
    });
    // Newest first: the login of this session is older than the code.
    const titles = await titlesOf(card);
    expect(titles.indexOf('Promo code generated')).toBeLessThan(titles.indexOf('Signed in'));
    // The filter names the actions in words too.
    expect(
      await card
        .getByLabel('Action')
        .locator('option', { hasText: /^Signed in \(\d+\)$/ })
        .count(),
    ).toBe(1);

    const action = card.getByLabel('Action');
    await action.selectOption('admin.login');
    await expect.poll(() => actionsShown(card)).toEqual(['Signed in']);
    expect(await card.getByRole('row').filter({ hasText: code }).count()).toBe(0);
    await card.getByRole('row').filter({ hasText: '10.14.0.7' }).first().waitFor();

    await action.selectOption('promo.generate');
    await row.waitFor();
    // A date range that holds nothing: the empty state.
    await card.getByLabel('From (UTC+8)').fill('2000-01-01');
    await card.getByLabel('To (UTC+8)').fill('2000-01-02');
    await card.getByText('No audit entries match these filters').waitFor();
    await card.getByRole('button', { name: 'Reset filters' }).click();
    await row.waitFor();
    expect(await action.inputValue()).toBe('');
  });

  it('pages on the server, and exports the filtered entries as CSV', async () => {
    // 21 codes: one more than a page of the filtered list.
    const codes: string[] = [];
    for (let i = 0; i < 21; i++) codes.push((await createPromoCode(suite.admin.request)).code);
    const oldest = codes[0] ?? '';
    const newest = codes[20] ?? '';

    const { page, card } = await openAuditTab();
    await card.getByLabel('Action').selectOption('promo.generate');
    await expect.poll(() => actionsShown(card)).toEqual(['Promo code generated']);
    await card.getByRole('row').filter({ hasText: newest }).waitFor();
    expect(await card.getByRole('row').filter({ hasText: oldest }).count()).toBe(0);
    const pager = card.getByRole('navigation', { name: 'Audit entry pages' });
    await pager.getByText(/^Page 1 of \d+ \(\d+ total\)$/).waitFor();
    expect(await card.getByRole('row').count()).toBe(1 + 20);
    await screenshot(page, 'audit-tab-desktop');

    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText(/^Page 2 of \d+/).waitFor();
    await card.getByRole('row').filter({ hasText: oldest }).waitFor();
    expect(await card.getByRole('row').filter({ hasText: newest }).count()).toBe(0);
    expect(await pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    const { name, lines } = await downloadLines(page, card.getByRole('button', { name: 'Export CSV' }));
    expect(name).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe(AUDIT_CSV_HEADER);
    const rows = lines.slice(1).filter((line) => line !== '');
    expect(rows.length).toBeGreaterThanOrEqual(21);
    // Only the filtered action, newest first (column 4 is the action, column 5 the code).
    expect(rows.every((line) => line.split(',')[3] === 'promo.generate')).toBe(true);
    expect(rows[0]?.split(',')[4]).toBe(newest);
  });

  it('clears the draw history behind the CLEAR gate, offering the draws CSV first', async () => {
    for (const prizeId of [2, 5]) {
      const { code } = await createPromoCode(suite.admin.request, { prizeId });
      expect((await suite.admin.request.post('/api/use-promo', { data: { code } })).status()).toBe(200);
    }
    const before = (await (await suite.admin.request.get('/api/draw-history')).json()) as DrawHistory;
    expect(before.total).toBeGreaterThanOrEqual(2);

    const { page, card } = await openAuditTab();
    await page
      .getByRole('region', { name: 'Draw history' })
      .getByRole('button', { name: 'Clear draw history' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Clear draw history?' });
    const confirm = dialog.getByRole('button', { name: 'Clear draw history' });
    expect(await confirm.isDisabled()).toBe(true);

    const { lines } = await downloadLines(page, dialog.getByRole('button', { name: 'Download draws CSV' }));
    expect(lines[0]).toBe(DRAWS_CSV_HEADER);
    expect(lines.slice(1).filter((line) => line !== '')).toHaveLength(before.total);

    const word = dialog.getByLabel('2. Type CLEAR to confirm');
    for (const almost of ['clear', 'CLEA', 'CLEAR ', ' CLEAR']) {
      await word.fill(almost);
      expect(await confirm.isDisabled(), `"${almost}"`).toBe(true);
    }
    // Enter does not get past the gate either.
    await word.press('Enter');
    expect((await (await suite.admin.request.get('/api/draw-history')).json()) as DrawHistory).toMatchObject({
      total: before.total,
    });
    await word.fill('CLEAR');
    expect(await confirm.isDisabled()).toBe(false);
    await screenshot(page, 'audit-clear-dialog-desktop');
    await confirm.click();

    await toast(page, `Deleted ${before.total} draws`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The list refreshes by itself: the clear is the newest entry, with its count.
    const entry = card.getByRole('row').filter({ hasText: 'Draw history cleared' }).first();
    await entry.waitFor();
    expect(await entry.innerText()).toContain(`${before.total} draws deleted`);
    expect(await entry.innerText()).toContain('10.14.0.1');
    const after = (await (await suite.admin.request.get('/api/draw-history')).json()) as DrawHistory;
    expect(after).toMatchObject({ total: 0, items: [] });

    // A new opening asks for the word again.
    await page
      .getByRole('region', { name: 'Draw history' })
      .getByRole('button', { name: 'Clear draw history' })
      .click();
    expect(await dialog.getByLabel('2. Type CLEAR to confirm').inputValue()).toBe('');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('reads in words: a prize renamed by slot, a deposit corrected by field with its reason', async () => {
    const renamed = [...DEFAULT_PRIZE_NAMES.normal];
    renamed[2] = 'Mid Prize 20';
    const saveNames = (names: readonly string[]) =>
      suite.admin.request.post('/api/sync/save', {
        data: { pageType: 'dev_general', dataKey: 'customPrizeNames', dataValue: JSON.stringify(names) },
      });
    // From the stored default names (a fresh install's) to the new one, and back.
    expect((await saveNames(renamed)).status()).toBe(200);
    expect((await saveNames(DEFAULT_PRIZE_NAMES.normal)).status()).toBe(200);
    const customer = 'AUDIT1';
    const deposit = await createDeposit(suite.admin.request, { customerCode: customer, depositAmount: 250 });
    const corrected = await suite.admin.request.patch(`/api/admin/deposits/${deposit.id}`, {
      data: { depositAmount: 300, reason: 'Typed 250 by mistake' },
    });
    expect(corrected.status(), await corrected.text()).toBe(200);

    for (const viewport of [DESKTOP, PHONE]) {
      const { page, card } = await openAuditTab(viewport);
      const phone = viewport === PHONE;
      const entries = card.getByRole(phone ? 'list' : 'table', { name: 'Audit entries' });
      const entry = (text: string) =>
        entries
          .getByRole(phone ? 'listitem' : 'row')
          .filter({ hasText: text })
          .first();

      await entry('slot 3 中奖 → Mid Prize 20').waitFor();
      const rename = oneBreak(await entry('slot 3 中奖 → Mid Prize 20').innerText());
      expect(rename).toContain('Prize names changed\n');
      expect(rename).toContain('\nnormal wheel: slot 3 中奖 → Mid Prize 20\n');
      // What was changed by its name, not the stored key; the key is behind Details.
      const renameEntry = entry('slot 3 中奖 → Mid Prize 20');
      expect(await renameEntry.getByText('Prize names (normal wheel)', { exact: true }).count()).toBe(1);
      expect(rename).not.toContain('customPrizeNames');
      // And back, the newer entry.
      await entry('slot 3 Mid Prize 20 → 中奖').waitFor();
      const correction = entry('Deposit corrected');
      expect(await correction.innerText()).toContain('amount RM 250.00 → RM 300.00 (Typed 250 by mistake)');
      expect(await correction.innerText()).toContain(customer);
      // No action codes or raw JSON on screen until Details is opened.
      expect(await entries.innerText()).not.toMatch(/settings\.save|deposit\.update|"before"/);
      await renameEntry.getByText('Details', { exact: true }).click();
      expect(await renameEntry.locator('pre').innerText()).toContain(
        '"target": "dev_general.customPrizeNames"',
      );
      await correction.getByText('Details', { exact: true }).click();
      expect(await correction.locator('pre').innerText()).toContain('"action": "deposit.update"');
      await screenshot(page, `audit-in-words-${phone ? 'phone' : 'desktop'}`);
      await expectNoSeriousAxeIssues(page, `audit in words ${phone ? 'phone' : 'desktop'}`);
      await closeTrackedPage(t);
      t = undefined;
    }
  });

  it('filters by the words the entries read: each kind once with its count, choosing one lists only those', async () => {
    const admin = suite.admin.request;
    await publishHomePage(admin, [{ type: 'hero', title: 'Kinds' }]);
    await savePrizeNames(admin, 'super', ['S1', 'S2', 'S3', 'S4', 'S5', 'S6']);
    const lists = (await (await admin.get('/api/prizes')).json()) as PrizeLists;
    const names = lists.normal.map((slot) => slot.name);
    await savePrizeNames(admin, 'normal', names, { ms: ['Putaran Percuma', '', '', '', '', ''] });

    const { card } = await openAuditTab();
    const action = card.getByLabel('Action');
    const options = (
      await action
        .locator('option')
        .evaluateAll((all) =>
          all.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent })),
        )
    ).filter((o) => o.value !== '');
    const offered = options.map(({ text }) => /^(.*) \((\d+)\)$/.exec(text) ?? ['', text, '']);
    const labels = offered.map(([, label]) => label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'HOME page published',
        'Prize names changed',
        'Prize name translations changed',
      ]),
    );
    expect(labels).not.toContain('Settings saved');
    // Each kind once: both wheels' renames are one kind, as they read the same.
    expect(new Set(labels).size).toBe(labels.length);
    const pager = card.getByRole('navigation', { name: 'Audit entry pages' });
    for (const [i, { value }] of options.entries()) {
      const [, label, count] = offered[i] ?? [];
      await action.selectOption(value);
      await expect.poll(() => actionsShown(card), { message: String(label) }).toEqual([label]);
      if (Number(count) <= 20) expect(await card.getByRole('row').count(), label).toBe(1 + Number(count));
      else await pager.getByText(new RegExp(`\\(${count} total\\)$`)).waitFor();
    }
  });

  describe.each([
    { size: '390x844', viewport: PHONE },
    { size: '1280x800', viewport: DESKTOP },
  ])('at $size', ({ size, viewport }) => {
    it('has no serious axe issues on the tab or in the clear dialog, and no sideways page scroll', async () => {
      await createPromoCode(suite.admin.request);
      const { page, card } = await openAuditTab(viewport);
      const entries = card.getByRole(viewport === PHONE ? 'list' : 'table', { name: 'Audit entries' });
      expect(await entries.isVisible()).toBe(true);
      await card.getByRole('navigation', { name: 'Audit entry pages' }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'page wider than the screen').toBeLessThanOrEqual(0);
      await expectNoSeriousAxeIssues(page, `${size} audit tab`);

      await page
        .getByRole('region', { name: 'Draw history' })
        .getByRole('button', { name: 'Clear draw history' })
        .click();
      await page.getByRole('dialog', { name: 'Clear draw history?' }).waitFor();
      await expectNoSeriousAxeIssues(page, `${size} clear draw history dialog`);
    });
  });
});
