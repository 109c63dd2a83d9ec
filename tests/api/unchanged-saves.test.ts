// A save that changes nothing leaves no trace: the audit trail lists what operators changed, so pressing
// Save twice, publishing the page as it is or re-sending a setting's value adds no entry, and a change of
// the prize names' translations reads as the translation that changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLog } from '#shared/api/audit';
import type { PrizeLists } from '#shared/api/prizes';
import { auditLine } from '#shared/audit-words';
import {
  adminSession,
  publishHomePage,
  savePrizeNames,
  setDefaultLanguage,
  type ApiAdmin,
} from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';

describe('saves that change nothing', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  /** The settings saves' entries, newest first, as the Audit tab and audit.csv say them. */
  const settingsEntries = async () => {
    const res = await t.app.inject({
      url: '/api/admin/audit-log?action=settings.save&pageSize=200',
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditLog>().items.map(auditLine);
  };
  const names = async () =>
    (await t.app.inject({ url: '/api/prizes' })).json<PrizeLists>().normal.map((slot) => slot.name);

  it('a translation saved twice is one entry, naming the translation that changed', async () => {
    const before = (await settingsEntries()).length;
    const malay = ['Putaran Percuma', '', '', '', '', ''];
    await savePrizeNames(admin, 'normal', await names(), { ms: malay });
    await savePrizeNames(admin, 'normal', await names(), { ms: malay });
    const entries = await settingsEntries();
    expect(entries.length - before).toBe(1);
    expect(entries[0]).toContain('Putaran Percuma');
    expect(entries[0]).toContain('Bahasa Melayu');
    expect(entries[0]).not.toContain('no name changed');
  });

  it('the same names, a page published as it is and a setting sent again add no entry', async () => {
    const renamed = ['A', 'B', 'C', 'D', 'E', 'F'];
    await savePrizeNames(admin, 'normal', renamed);
    await publishHomePage(admin, [{ type: 'hero', title: 'Welcome' }]);
    await setDefaultLanguage(admin, 'ms');
    const before = await settingsEntries();
    await savePrizeNames(admin, 'normal', renamed);
    await publishHomePage(admin, [{ type: 'hero', title: 'Welcome' }]);
    await setDefaultLanguage(admin, 'ms');
    expect(await settingsEntries()).toEqual(before);
  });
});
