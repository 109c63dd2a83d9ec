// The audit trail records what a change changed, so the Audit tab and audit.csv can say it in words: prize
// slots by name, a published page by its sections, a spin-page notice by its fields, a deposit correction by
// field with its reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLog } from '#shared/api/audit';
import { DEFAULT_SECTION_FIELDS, defaultHomeData, type HomeBuilderData } from '#shared/home-page';
import { DEFAULT_PRIZE_NAMES } from '#shared/prizes';
import { adminSession, createDeposit, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';

describe('what the audit trail says a change changed', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const send = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
    const res = await t.app.inject({ method, url, headers: admin.headers, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  const newest = async (action: string) => {
    const res = await t.app.inject({ url: `/api/admin/audit-log?action=${action}`, headers: admin.headers });
    return res.json<AuditLog>().items[0];
  };
  const saveNames = (key: string, names: readonly string[]) =>
    send('POST', '/api/sync/save', {
      pageType: 'dev_general',
      dataKey: key,
      dataValue: JSON.stringify(names),
    });

  it('names the prize slots renamed, from the name each had', async () => {
    const renamed = [...DEFAULT_PRIZE_NAMES.normal];
    renamed[2] = 'Mid Prize 20';
    await saveNames('customPrizeNames', renamed);
    expect(await newest('settings.save')).toMatchObject({
      target: 'dev_general.customPrizeNames',
      details: { wheel: 'normal', slots: [{ slot: 3, from: '中奖', to: 'Mid Prize 20' }] },
    });
    renamed[0] = 'Free Spin';
    renamed[2] = 'Mid Prize 30';
    await saveNames('customPrizeNames', renamed);
    expect((await newest('settings.save'))?.details).toEqual({
      wheel: 'normal',
      slots: [
        { slot: 1, from: '免费游戏', to: 'Free Spin' },
        { slot: 3, from: 'Mid Prize 20', to: 'Mid Prize 30' },
      ],
    });
    const superNames = [...DEFAULT_PRIZE_NAMES.super];
    superNames[5] = 'MEGA';
    await saveNames('customSuperPrizeNames', superNames);
    expect((await newest('settings.save'))?.details).toEqual({
      wheel: 'super',
      slots: [{ slot: 6, from: 'SUPER PRIZE', to: 'MEGA' }],
    });
  });

  it('counts a published page by its sections, against the page it replaced', async () => {
    const page: HomeBuilderData = defaultHomeData();
    const [first, second] = page.sections;
    if (!first || !second) throw new Error('the default page has two sections or more');
    const data: HomeBuilderData = {
      ...page,
      sections: [
        { ...first, title: `${first.title} changed` },
        ...page.sections.slice(2),
        { ...DEFAULT_SECTION_FIELDS, logos: [], id: 'added-1', type: 'text', title: 'New', order: 99 },
      ],
    };
    await send('POST', '/api/home-builder/save', { data });
    expect(await newest('settings.save')).toMatchObject({
      target: 'general.landingPageBuilder',
      details: { added: 1, changed: 1, removed: 1, reordered: false, settingsChanged: false },
    });
  });

  it('names the fields of the spin-page notice that changed', async () => {
    const current = (await t.app.inject('/api/spinning-notice/load')).json<{
      data: Record<string, unknown>;
    }>();
    await send('POST', '/api/spinning-notice/save', {
      settings: { ...current.data, spinNoticeText: 'Good luck!' },
    });
    expect(await newest('settings.save')).toMatchObject({
      target: 'general.spinNoticeSettings',
      details: { fields: ['spinNoticeText'] },
    });
  });

  it("keeps a correction's reason, and writes the entry in words in audit.csv, then who did it", async () => {
    const deposit = await createDeposit(admin, { customerCode: 'WORDS1', depositAmount: 250 });
    await send('PATCH', `/api/admin/deposits/${deposit.id}`, { depositAmount: 300, reason: 'Typed 250' });
    expect((await newest('deposit.update'))?.details).toMatchObject({
      before: { depositAmount: '250.00' },
      after: { depositAmount: '300.00' },
      reason: 'Typed 250',
    });
    const res = await t.app.inject({
      url: '/api/admin/export/audit.csv?action=deposit.update',
      headers: admin.headers,
    });
    const [header, row] = res.body.slice(1).split('\r\n');
    expect(header).toBe('ID,Time,Actor,Action,Target,Address,Details,What happened,Person');
    expect(row).toMatch(/,Deposit corrected: amount RM 250\.00 → RM 300\.00 \(Typed 250\),Owner$/);
  });

  it('refuses a reason that breaks the text rule, naming the field', async () => {
    const deposit = await createDeposit(admin, { customerCode: 'WORDS2' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/deposits/${deposit.id}`,
      headers: admin.headers,
      payload: { notes: 'x', reason: 'bad\u0000reason' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/reason/);
  });
});
