// A scheduled start as the operator sets it and the visitor meets it: the Generate form's start is read as
// UTC+8 whatever the operator's computer says, the promo table shows the code as Scheduled with its start,
// and a visitor who tries it early reads when it starts, in their language.
import { describe, expect, it } from 'vitest';

import {
  DESKTOP,
  enterPromoCode,
  expectNoSeriousAxeIssues,
  loginAsAdmin,
  PHONE,
  useBrowser,
} from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

describe('a scheduled start in the browser', () => {
  const suite = useBrowser();

  it('schedules a code on the Generate form; the table says Scheduled; a visitor is told when it starts', async () => {
    // Two days ahead at 10:30 business time, typed on a computer set to New York.
    const day = new Date(Date.now() + 8 * 60 * 60 * 1000 + 2 * DAY).toISOString().slice(0, 10);
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const operator = await suite.open(DESKTOP, { timezoneId: 'America/New_York' });
    await loginAsAdmin(operator.page);
    const customer = 'Sky Scheduled';
    const form = operator.page.getByRole('region', { name: 'Generate Promo Code' });
    await form.getByRole('combobox', { name: 'Customer Name/ID' }).fill(customer);
    await form.getByLabel('Starts at (UTC+8)').fill(`${day}T10:30`);
    await form.getByRole('button', { name: 'Generate Promo Code' }).click();

    const row = operator.page.getByRole('row').filter({ hasText: customer });
    await row.getByText('Scheduled', { exact: true }).waitFor();
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const startText = `${date} ${months[month - 1]} ${year}, 10:30 (UTC+8)`;
    expect((await row.getByText(/^Starts /).textContent())?.replace(/\u00a0/g, ' ')).toBe(
      `Starts ${startText}`,
    );
    await expectNoSeriousAxeIssues(operator.page, 'promo table with a scheduled code');
    const code = (await row.locator('td').first().locator('.font-mono').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z0-9]{8}$/);

    const visitor = await suite.open(PHONE);
    await enterPromoCode(visitor.page, code);
    const alert = visitor.page.getByRole('alert').filter({ hasText: 'not active yet' });
    await alert.waitFor();
    expect((await alert.textContent())?.replace(/\u00a0/g, ' ')).toBe(
      `This promo code is not active yet. It starts on ${startText}.`,
    );
    expect(visitor.page.url()).toMatch(/\/promo$/);

    const reader = await suite.open(PHONE, { acceptLanguage: 'zh-CN,zh;q=0.9' });
    await reader.page.goto('/promo');
    await reader.page.locator('#promo-code').fill(code);
    await reader.page.locator('#promo-code').press('Enter');
    const zhAlert = reader.page.getByRole('alert').filter({ hasText: '尚未生效' });
    await zhAlert.waitFor();
    expect(await zhAlert.textContent()).toBe(
      `此优惠码尚未生效，将于 ${year}年${month}月${date}日 10:30 (UTC+8) 开始。`,
    );
  });
});
