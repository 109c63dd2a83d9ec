// Anything found by its code or a part of a name (docs/decisions/0045), in the browser: a win found in
// Claims by the code on the customer's screenshot and paid; the customer page opened from the promo table
// by a part of the name, with their codes ("1 of 3 used"), deposits with the FOC summary, wins and chats,
// and its links; axe on it at both sizes, in the three languages.
import type { Page } from 'playwright-core';
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

const promoTable = (page: Page) => page.getByRole('region', { name: 'Active Promo Codes' });

describe('anything found by its code or a part of a name', () => {
  const suite = useBrowser({ admin: true });

  it("finds a win by the code on the customer's screenshot in Claims, and pays it", async () => {
    const win = await createWin(suite.admin.request, { customerName: 'Screenshot Sender' });
    const t = await suite.open(DESKTOP);
    await loginAsAdmin(t.page);
    await t.page.getByRole('tab', { name: 'Claims' }).click();
    const claims = t.page.getByRole('region', { name: 'Claims', exact: true });
    // The code as the customer typed it from the picture: lower case.
    await claims
      .getByLabel('Code, name, phone or reference', { exact: true })
      .fill(win.promoCode.toLowerCase());
    const row = claims.getByRole('listitem').filter({ hasText: win.promoCode });
    await row.waitFor();
    expect(await claims.getByRole('listitem').count()).toBe(1);

    await row.getByRole('button', { name: `Pay ${win.prizeName} to Screenshot Sender` }).click();
    const dialog = t.page.getByRole('dialog', { name: 'Pay a win' });
    await dialog.getByLabel('Amount paid (RM)').fill('12');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await claims.getByText('No claims match these filters.').waitFor();
    await claims.getByLabel('Show').selectOption({ label: 'Paid' });
    await claims
      .getByRole('listitem')
      .filter({ hasText: win.promoCode })
      .getByText('RM 12.00, Cash')
      .waitFor();
  });

  it('opens the customer page from the promo table, with codes, deposits, wins, chats and links', async () => {
    const customer = '林美玲 Mei Ling';
    await createDeposit(suite.admin.request, {
      customerCode: customer,
      customerName: customer,
      depositAmount: 200,
    });
    const threeUses = await createPromoCode(suite.admin.request, { customerName: customer, usageLimit: 3 });
    expect(
      (await suite.admin.request.post('/api/use-promo', { data: { code: threeUses.code } })).status(),
    ).toBe(200);
    const win = await createWin(suite.admin.request, { customerName: customer });

    const t = await suite.open(DESKTOP);
    await loginAsAdmin(t.page);
    const table = promoTable(t.page);
    // A part of the name, in Chinese: the search box finds the customer's codes. Two characters match a
    // name or a word of it by its start (docs/decisions/0045), so '林美', not '美玲'. The row is read from
    // the searched page: the unsearched one lists the new code too, and is replaced when the answer comes.
    const searched = t.page.waitForResponse(
      (res) =>
        res.url().includes('/api/admin/promo-codes?') && new URL(res.url()).searchParams.get('q') === '林美',
    );
    await table.getByRole('searchbox', { name: 'Search', exact: true }).fill('林美');
    await searched;
    const row = table.getByRole('row').filter({ hasText: threeUses.code });
    await row.waitFor();
    await expect.poll(() => table.locator('table').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await row.getByRole('link', { name: customer }).click();

    await t.page.getByRole('heading', { name: `Customer: ${customer}` }).waitFor();
    expect(new URL(t.page.url()).searchParams.get('customer')).toBe(customer);
    const codes = t.page.getByRole('region', { name: 'Codes' });
    const threeUsesRow = codes.getByRole('listitem').filter({ hasText: threeUses.code });
    await threeUsesRow.getByText('1 of 3 used').waitFor();
    await threeUsesRow.getByText('Active', { exact: true }).waitFor();
    await codes
      .getByRole('listitem')
      .filter({ hasText: win.promoCode })
      .getByText('Used', { exact: true })
      .waitFor();
    const deposits = t.page.getByRole('region', { name: 'Deposits' });
    await deposits.getByText('RM 200.00').first().waitFor();
    await deposits.getByText('RM 30.00').first().waitFor();
    const wins = t.page.getByRole('region', { name: 'Wins and payments' });
    await wins.getByRole('listitem').filter({ hasText: win.promoCode }).getByText('Not paid yet').waitFor();
    await t.page
      .getByRole('region', { name: 'Chats' })
      .getByText('No chat is named after this customer.')
      .waitFor();
    await screenshot(t.page, 'customer-page-en-1280x800');
    await expectNoSeriousAxeIssues(t.page, 'customer page');

    // A win's link opens Claims on its code; back, and a code's link opens the promo table on it.
    await wins.getByRole('link', { name: `Open the win of ${win.promoCode} in Claims` }).click();
    const claims = t.page.getByRole('region', { name: 'Claims', exact: true });
    expect(await claims.getByLabel('Code, name, phone or reference', { exact: true }).inputValue()).toBe(
      win.promoCode,
    );
    await claims.getByRole('listitem').filter({ hasText: win.promoCode }).waitFor();
    await t.page.goBack();
    await t.page.getByRole('heading', { name: `Customer: ${customer}` }).waitFor();
    await codes.getByRole('link', { name: `Find ${threeUses.code} in the promo table` }).click();
    expect(await table.getByRole('searchbox', { name: 'Search', exact: true }).inputValue()).toBe(
      threeUses.code,
    );
    await table.getByText(threeUses.code).waitFor();
  });

  describe.each([
    { lang: 'en', acceptLanguage: 'en', size: '390x844', viewport: PHONE },
    { lang: 'zh', acceptLanguage: 'zh-CN,zh;q=0.9', size: '1280x800', viewport: DESKTOP },
    { lang: 'zh', acceptLanguage: 'zh-CN,zh;q=0.9', size: '390x844', viewport: PHONE },
    { lang: 'ms', acceptLanguage: 'ms-MY,ms;q=0.9', size: '1280x800', viewport: DESKTOP },
    { lang: 'ms', acceptLanguage: 'ms-MY,ms;q=0.9', size: '390x844', viewport: PHONE },
  ])('in $lang at $size', ({ lang, acceptLanguage, size, viewport }) => {
    it('shows the customer page without serious axe issues, within the page', async () => {
      const customer = `Kumar ${lang} ${size}`;
      await createDeposit(suite.admin.request, {
        customerCode: customer,
        customerName: customer,
        depositAmount: 80,
      });
      await createPromoCode(suite.admin.request, { customerName: customer, usageLimit: 2 });
      await createWin(suite.admin.request, { customerName: customer });
      const t = await suite.open(viewport, { acceptLanguage });
      const login = await t.context.request.post('/api/admin/login', { data: { password: adminPassword() } });
      expect(login.status()).toBe(200);
      await t.page.goto(`/admin?${new URLSearchParams({ customer })}`);
      await t.page.getByRole('heading', { level: 2, name: new RegExp(customer) }).waitFor();
      await t.page.getByText('RM 80.00').first().waitFor();
      await screenshot(t.page, `customer-page-${lang}-${size}`);
      await expectNoSeriousAxeIssues(t.page, `customer page ${lang} ${size}`);
      await expectNoSidewaysScroll(t.page, `customer page ${lang} ${size}`);
    });
  });

  it('says when nobody has that name', async () => {
    const t = await suite.open(DESKTOP);
    await loginAsAdmin(t.page);
    await t.page.goto('/admin?customer=Nobody%20Here');
    await t.page.getByRole('alert').getByText('No code, deposit or chat names Nobody Here.').waitFor();
  });
});
