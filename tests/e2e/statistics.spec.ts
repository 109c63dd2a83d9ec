// The Statistics tab as an operator uses it: the last 30 days by default, the figures a spin adds, two charts
// with their numbers for screen readers, the day-by-day table and the CSV, at 1280×800 and 390×844, with no
// serious axe finding and nothing wider than the screen.
import { describe, expect, it } from 'vitest';
import { businessDate } from '#shared/business-date';
import { shiftDate } from '#shared/business-input';
import { createPromoCode } from '#tests/support/factories';
import {
  DESKTOP,
  expectNoSeriousAxeIssues,
  expectNoSidewaysScroll,
  loginAsAdmin,
  PHONE,
  screenshot,
  useBrowser,
} from './fixtures';

describe('the Statistics tab', () => {
  const suite = useBrowser({ admin: true });

  it.each([
    { name: 'desktop', viewport: DESKTOP },
    { name: 'phone', viewport: PHONE },
  ])('shows the last 30 days and moves with a spin on a $name', async ({ name, viewport }) => {
    const t = await suite.open(viewport);
    await loginAsAdmin(t.page);
    if (viewport === PHONE) await t.page.getByRole('tab', { name: 'Statistics' }).scrollIntoViewIfNeeded();
    await t.page.getByRole('tab', { name: 'Statistics' }).click();
    const card = t.page.getByRole('region', { name: 'Statistics' });
    const today = businessDate(new Date());
    expect(await card.getByLabel('To').inputValue()).toBe(today);
    expect(await card.getByLabel('From').inputValue()).toBe(shiftDate(today, -29));

    const generated = card.getByRole('definition').first();
    await generated.waitFor();
    const before = Number((await generated.textContent())?.replace(/\D/g, ''));
    const { code } = await createPromoCode(suite.admin.request, { prizeType: 'super', prizeId: 4 });
    expect((await suite.admin.request.post('/api/use-promo', { data: { code } })).status()).toBe(200);
    // The spin's push reloads the figures.
    await expect
      .poll(async () => Number((await generated.textContent())?.replace(/\D/g, '')))
      .toBe(before + 1);

    // Each chart's numbers are a table for screen readers: today's row has the spin on super slot 4.
    const wins = card.getByRole('table', { name: 'Wins per prize slot per day' });
    const header = await wins.getByRole('columnheader').allTextContents();
    const column = header.findIndex((text) => text.startsWith('Super 4'));
    expect(column).toBeGreaterThan(0);
    const todayRow = wins.getByRole('row').last();
    expect(
      Number(
        await todayRow
          .getByRole('cell')
          .nth(column - 1)
          .textContent(),
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(await card.getByRole('table', { name: 'Codes per day' }).getByRole('row').count()).toBe(31);
    expect(await card.getByRole('table', { name: 'Day by day' }).getByRole('row').count()).toBe(31);

    await expectNoSidewaysScroll(t.page, `statistics on a ${name}`);
    await expectNoSeriousAxeIssues(t.page, `statistics on a ${name}`);
    await screenshot(t.page, `statistics-${name}`);

    // A from after its to is said in words, not sent.
    await card.getByLabel('From').fill(shiftDate(today, 1));
    await card.getByRole('alert').getByText('from must not be after to').waitFor();
    expect(await card.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);
  });

  it('downloads the range as stats.csv', async () => {
    const t = await suite.open(DESKTOP);
    await loginAsAdmin(t.page);
    await t.page.getByRole('tab', { name: 'Statistics' }).click();
    const card = t.page.getByRole('region', { name: 'Statistics' });
    await card.getByRole('definition').first().waitFor();
    const [download] = await Promise.all([
      t.page.waitForEvent('download'),
      card.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const today = businessDate(new Date());
    expect(download.suggestedFilename()).toBe(`stats-${shiftDate(today, -29)}-${today}.csv`);
  });
});
