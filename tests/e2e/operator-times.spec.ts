// Every time an operator reads is Malaysia time (UTC+8, SPEC §9) and says so, whatever the zone of the
// operator's computer: here a computer in New York, where UTC+8 and the local clock disagree by 12-13 hours.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSendResponse } from '#shared/api/chat';
import type { PageVersion } from '#shared/api/page-builder';
import type { PromoCodeItem } from '#shared/api/promo';
import { businessDateTime, businessStamp } from '#shared/business-date';
import { formatChatTime } from '#client/features/chat/components/admin/chat-time.tsx';
import { createPromoCode, uniqueName } from '../support/factories';
import {
  adminApiContext,
  closeTrackedPage,
  DESKTOP,
  launchBrowser,
  loginAsAdmin,
  newContext,
  newPage,
  PHONE,
  screenshot,
  type TrackedPage,
} from './fixtures';

const ELSEWHERE = { timezoneId: 'America/New_York' };

describe('operator times in UTC+8 with their label', () => {
  let browser: Browser;
  let t: (TrackedPage & { context: BrowserContext }) | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await closeTrackedPage(t);
    t = undefined;
  });
  afterAll(() => browser.close());

  it('the promo table shows when a code was created in UTC+8, under a labelled column', async () => {
    const admin = await adminApiContext(browser);
    const customer = uniqueName('times');
    const { code } = await createPromoCode(admin.request, { customerName: customer });
    const res = await admin.request.get(`/api/admin/promo-codes?customer=${encodeURIComponent(customer)}`);
    const item = ((await res.json()) as { items: PromoCodeItem[] }).items.find((i) => i.code === code);
    await admin.close();
    expect(item?.createdAt).toBeTruthy();

    t = await newPage(browser, DESKTOP, ELSEWHERE);
    await loginAsAdmin(t.page);
    const table = t.page.getByRole('region', { name: 'Active Promo Codes' });
    await table.getByRole('columnheader', { name: 'Created (UTC+8)' }).waitFor();
    const row = table.getByRole('row').filter({ hasText: code });
    await row.getByRole('cell', { name: businessStamp(item?.createdAt ?? ''), exact: true }).waitFor();
  });

  it('Live Chat shows message times in UTC+8 and says so under the list', async () => {
    const visitor = await newContext(browser);
    const sent = await visitor.request.post('/api/chat/send', {
      data: { senderName: uniqueName('Zone'), message: 'What time is it there?' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { message } = (await sent.json()) as ChatSendResponse;
    await visitor.close();

    t = await newPage(browser, DESKTOP, ELSEWHERE);
    await loginAsAdmin(t.page);
    await t.page.getByRole('tab', { name: 'Live Chat' }).click();
    const list = t.page.getByRole('region', { name: /^Conversations/ });
    await list.getByText('Times are Malaysia time (UTC+8).').waitFor();
    const time = list.locator(`button[data-session-id="${message.sessionId}"] time`);
    expect(await time.textContent()).toBe(formatChatTime(message.createdAt));
    expect(await time.getAttribute('title')).toBe(businessDateTime(message.createdAt));
    await list.locator(`button[data-session-id="${message.sessionId}"]`).click();
    const inPane = t.page.getByRole('log').locator('time').last();
    expect(await inPane.textContent()).toBe(formatChatTime(message.createdAt));
  });

  it('the HOME builder lists published versions in UTC+8 with the label', async () => {
    const admin = await adminApiContext(browser);
    const saved = await admin.request.post('/api/home-builder/save', {
      data: {
        data: { sections: [{ id: 'times-1', order: 1, type: 'hero', title: 'Times' }], userEdited: true },
      },
    });
    expect(saved.status()).toBe(200);
    const res = await admin.request.get('/api/home-builder/versions');
    const [latest] = ((await res.json()) as { versions: PageVersion[] }).versions;
    await admin.close();

    t = await newPage(browser, DESKTOP, ELSEWHERE);
    await loginAsAdmin(t.page);
    await t.page.getByRole('tab', { name: 'HOME Builder' }).click();
    await t.page.getByRole('button', { name: 'Versions' }).click();
    const first = t.page.getByRole('list', { name: 'Published versions' }).getByRole('listitem').first();
    const when = businessDateTime(latest?.savedAt ?? '') ?? 'missing';
    expect(when).toMatch(/\(UTC\+8\)$/);
    await first.getByText(when).waitFor();
  });

  it('the audit log on a phone labels each time UTC+8', async () => {
    t = await newPage(browser, PHONE, ELSEWHERE);
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
