// One save of a wheel's names, translations and values is one change of the settings: one version, one
// audit row and one push, so the pages and the other instances reload once and the trail says it once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '#shared/api/chat-push';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { auditLog, settingVersions } from '../../db/schema';

const NAMES = ['One', 'Two', 'Three', 'FREE 4', 'Five', 'Six'];

describe('POST /api/prizes: one save is one settings change', () => {
  let t: TestApp;
  let cookie: string;
  const pushed: ServerMessage[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
    t.app.realtime.subscribe(async (message) => {
      pushed.push(message);
    });
  });
  afterAll(() => t.close());

  const counts = async () => ({
    versions: (await t.app.db.select().from(settingVersions)).length,
    audits: (await t.app.db.select().from(auditLog)).filter((r) => r.action === 'settings.save').length,
    pushes: pushed.filter((m) => m.type === 'settings_changed').length,
  });

  it('names, translations and values together: one version, one audit row, one push naming that version', async () => {
    const before = await counts();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/prizes',
      headers: { cookie },
      payload: {
        type: 'normal',
        names: NAMES,
        translations: { zh: ['一', '', '', '', '', ''] },
        values: [10, null, null, null, null, null],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await counts();
    expect({
      versions: after.versions - before.versions,
      audits: after.audits - before.audits,
      pushes: after.pushes - before.pushes,
    }).toEqual({ versions: 1, audits: 1, pushes: 1 });

    // The one push names the one version, and every change is kept in the one audit row.
    const newest = (await t.app.db.select().from(settingVersions).orderBy(settingVersions.id)).at(-1);
    const push = pushed.filter((m) => m.type === 'settings_changed').at(-1);
    expect(push).toEqual({ type: 'settings_changed', key: 'customPrizeNames', version: newest?.id });
    const audit = (await t.app.db.select().from(auditLog)).filter((r) => r.action === 'settings.save').at(-1);
    expect(audit?.target).toBe('dev_general.customPrizeNames');
    expect(audit?.details).toMatchObject({
      wheel: 'normal',
      slots: expect.arrayContaining([{ slot: 1, from: expect.any(String), to: 'One' }]),
      translations: [{ wheel: 'normal', language: 'zh', slot: 1, from: '', to: '一' }],
      values: [{ wheel: 'normal', slot: 1, from: null, to: '10.00' }],
    });
  });
});
