// The Audit tab's filter offers the kinds of entry by the words they read as, and a kind lists exactly its
// entries, counted and paged by the server: both wheels' renames are one kind, a page published another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditActions, AuditLog } from '#shared/api/audit';
import { auditKindTitle, auditWords } from '#shared/audit-words';
import { adminSession, publishHomePage, savePrizeNames, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';

describe('the kinds of audit entry', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ url, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  it('offers each title once with its count, and each lists only the entries that read as it', async () => {
    await savePrizeNames(admin, 'normal', ['N1', 'N2', 'N3', 'N4', 'N5', 'N6']);
    await savePrizeNames(admin, 'super', ['S1', 'S2', 'S3', 'S4', 'S5', 'S6']);
    await publishHomePage(admin, [{ type: 'hero', title: 'Kinds' }]);
    const { items } = await get<AuditActions>('/api/admin/audit-log/actions');
    const titles = items.map(({ action }) => auditKindTitle(action));
    expect(titles).toEqual(
      expect.arrayContaining(['Prize names changed', 'HOME page published', 'Signed in']),
    );
    expect(titles).not.toContain('Settings saved');
    expect(new Set(titles).size).toBe(titles.length);
    expect(items.find(({ action }) => auditKindTitle(action) === 'Prize names changed')?.count).toBe(2);
    for (const { action, count } of items) {
      const list = await get<AuditLog>(
        `/api/admin/audit-log?action=${encodeURIComponent(action)}&pageSize=1`,
      );
      expect(list.total, action).toBe(count);
      expect(list.items.map((entry) => auditWords(entry).title)).toEqual([auditKindTitle(action)]);
    }
    // A bare action still lists every entry of it.
    expect((await get<AuditLog>('/api/admin/audit-log?action=settings.save')).total).toBe(3);
  });
});
