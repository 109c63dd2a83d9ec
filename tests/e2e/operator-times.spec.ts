// Every time an operator reads is Malaysia time (UTC+8, docs/architecture.md, point 9) and says so, whatever
// the zone of the operator's computer: here a computer in New York, where UTC+8 and the local clock disagree
// by 12-13 hours.
import { describe, expect, it } from 'vitest';
import type { PageVersion } from '#shared/api/page-builder';
import type { PromoCodeItem } from '#shared/api/promo';
import { businessDateTime, businessStamp } from '#shared/business-date';
import { formatChatTime } from '#client/features/chat/lib/chat-time';
import { createPromoCode, publishHomePage, sendChatMessage } from '../support/factories';
import { DESKTOP, loginAsAdmin, newContext, PHONE, screenshot, useBrowser } from './fixtures';

const ELSEWHERE = { timezoneId: 'America/New_York' };

describe('operator times in UTC+8 with their label', () => {
  const suite = useBrowser({ admin: true });

  it('the promo table shows when a code was created in UTC+8, under a labelled column', async () => {
    const customer = 'Tim Times';
    const { code } = await createPromoCode(suite.admin.request, { customerName: customer });
    const res = await suite.admin.request.get(
      `/api/admin/promo-codes?customer=${encodeURIComponent(customer)}`,
    );
    const item = ((await res.json()) as { items: PromoCodeItem[] }).items.find((i) => i.code === code);
    expect(item?.createdAt).toBeTruthy();

    const t = await suite.open(DESKTOP, ELSEWHERE);
    await loginAsAdmin(t.page);
    const table = t.page.getByRole('region', { name: 'Active Promo Codes' });
    await table.getByRole('columnheader', { name: 'Created (UTC+8)' }).waitFor();
    const row = table.getByRole('row').filter({ hasText: code });
    // The time, then where the code came from (made on its own) and who made it.
    await row
      .getByRole('cell', { name: `${businessStamp(item?.createdAt ?? '')} Single · by Owner`, exact: true })
      .waitFor();
  });

  it('Live Chat shows message times in UTC+8 and says so under the list', async () => {
    const visitor = await newContext(suite.browser);
    const { message } = await sendChatMessage(visitor.request, {
      senderName: 'Zoe Zone',
      message: 'What time is it there?',
    });
    await visitor.close();

    const t = await suite.open(DESKTOP, ELSEWHERE);
    await loginAsAdmin(t.page);
    await t.page.getByRole('tab', { name: 'Live Chat' }).click();
    const list = t.page.getByRole('region', { name: /^Conversations/ });
    await list.getByText('Times are Malaysia time (UTC+8).').waitFor();
    const time = list.locator(`button[data-session-id="${message.sessionId}"] time`);
    expect(await time.textContent()).toBe(formatChatTime(message.createdAt));
    // The full date-time, labelled, in its tooltip.
    await time.hover();
    await t.page
      .getByRole('tooltip')
      .filter({ hasText: businessDateTime(message.createdAt) ?? '' })
      .waitFor();
    await list.locator(`button[data-session-id="${message.sessionId}"]`).click();
    const inPane = t.page.getByRole('log').locator('time').last();
    expect(await inPane.textContent()).toBe(formatChatTime(message.createdAt));
  });

  it('the HOME builder lists published versions in UTC+8 with the label', async () => {
    await publishHomePage(suite.admin.request, [{ type: 'hero', title: 'Times' }]);
    const res = await suite.admin.request.get('/api/home-builder/versions');
    const [latest] = ((await res.json()) as { versions: PageVersion[] }).versions;

    const t = await suite.open(DESKTOP, ELSEWHERE);
    await loginAsAdmin(t.page);
    await t.page.getByRole('tab', { name: 'HOME Builder' }).click();
    await t.page.getByRole('button', { name: 'Versions' }).click();
    const first = t.page.getByRole('list', { name: 'Published versions' }).getByRole('listitem').first();
    const when = businessDateTime(latest?.savedAt ?? '') ?? 'missing';
    expect(when).toMatch(/\(UTC\+8\)$/);
    await first.getByText(when).waitFor();
  });

  it('the audit log on a phone labels each time UTC+8', async () => {
    const t = await suite.open(PHONE, ELSEWHERE);
    await loginAsAdmin(t.page);
    await t.page.getByRole('tab', { name: 'Audit' }).click();
    const entries = t.page.getByRole('list', { name: 'Audit entries' });
    const first = entries.locator('time').first();
    await first.waitFor();
    const at = (await first.getAttribute('datetime')) ?? '';
    expect(await first.textContent()).toBe(`${businessStamp(at, { seconds: true })} (UTC+8)`);
    await screenshot(t.page, 'operator-times-audit-phone');
  });
});
