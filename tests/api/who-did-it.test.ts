// Who did it, everywhere (docs/decisions/0054-who-did-it.md): a manager's day of work, and every record it
// made names her, by id and by her name at the time: the codes, the batch, the deposits and their
// corrections, the payment and its void, the settings she saved and the page she published, and every
// audit row. The screens' answers and the exports say it too; renaming her later changes none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BatchList } from '#shared/api/promo-batches';
import type { ClaimList } from '#shared/api/claims';
import type { PageVersion } from '#shared/api/page-builder';
import type { PromoCodeList } from '#shared/api/promo';
import { parseCsv } from '#shared/csv';
import {
  auditLog,
  claimPayments,
  deposits,
  promoBatches,
  promoCodes,
  settingVersions,
  staff,
} from '#server/db/schema';
import {
  createDeposit,
  createPromoCode,
  createWin,
  payWin,
  publishHomePage,
  savePrizeNames,
  type ApiAdmin,
} from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const NAME = 'Siti Aminah';
const PASSWORD = 'a manager who pays prizes';

describe('who did it', () => {
  let t: TestApp;
  let siti: ApiAdmin;
  let sitiId: number;
  let owner: ApiAdmin;

  beforeAll(async () => {
    t = await createTestApp();
    owner = { app: t.app, headers: { cookie: await t.login() } };
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: owner.headers,
      payload: { name: NAME, login: 'siti', role: 'manager' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { id, invitationUrl } = added.json<{ id: number; invitationUrl: string }>();
    sitiId = id;
    const token = new URL(invitationUrl).hash.replace(/^#invitation=/, '');
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token, password: PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const cookie = accepted.cookies.find((c) => c.name === t.app.adminCookie.name);
    siti = { app: t.app, headers: { cookie: `${cookie?.name ?? ''}=${cookie?.value ?? ''}` } };
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: siti.headers, ...(payload ? { payload } : {}) });

  it('stores the person on every record she makes, and names her on every audit row', async () => {
    const customerName = 'Ali Tan';
    // A code with its deposit typed in the same form.
    const made = await createPromoCode(siti, { customerName, depositAmount: 120 });
    // A deposit of its own, corrected; another, voided.
    const corrected = await createDeposit(siti, { customerCode: 'C-1', customerName, depositAmount: 50 });
    const fix = await call('PATCH', `/api/admin/deposits/${corrected.id}`, {
      depositAmount: 55,
      reason: 'typo',
    });
    expect(fix.statusCode, fix.body).toBe(200);
    const voided = await createDeposit(siti, { customerCode: 'C-2', customerName, depositAmount: 10 });
    const voiding = await call('POST', `/api/admin/deposits/${voided.id}/void`, { reason: 'twice' });
    expect(voiding.statusCode, voiding.body).toBe(200);
    // A batch of two codes, one with a deposit.
    const batch = await call('POST', '/api/admin/promo-batches', {
      rows: [{ customerName: 'Batch One', depositAmount: 30 }, { customerName: 'Batch Two' }],
    });
    expect(batch.statusCode, batch.body).toBe(201);
    const { batchId } = batch.json<{ batchId: number }>();
    // A win paid, then the payment voided.
    const win = await createWin(siti, { customerName: 'Winner Wong' });
    const paid = await payWin(siti, win.drawId);
    const paymentId = paid.payment?.id ?? 0;
    const unpay = await call('POST', `/api/admin/claims/payments/${paymentId}/void`, {
      reason: 'wrong amount',
    });
    expect(unpay.statusCode, unpay.body).toBe(200);
    // A settings save and a publish.
    await savePrizeNames(siti, 'normal', ['A', 'B', 'C', 'D', 'E', 'F']);
    await publishHomePage(siti, [{ type: 'hero', title: 'Welcome' }]);

    const by = { id: sitiId, name: NAME };
    const [code] = await t.app.db.select().from(promoCodes).where(eq(promoCodes.id, made.id));
    expect({ id: code?.createdById, name: code?.createdByName }).toEqual(by);
    const batchCodes = await t.app.db.select().from(promoCodes).where(eq(promoCodes.batchId, batchId));
    expect(batchCodes.map((c) => [c.createdById, c.createdByName])).toEqual([
      [sitiId, NAME],
      [sitiId, NAME],
    ]);
    const [batchRow] = await t.app.db.select().from(promoBatches).where(eq(promoBatches.id, batchId));
    expect([batchRow?.createdById, batchRow?.createdByName]).toEqual([sitiId, NAME]);

    const allDeposits = await t.app.db.select().from(deposits);
    // The code's deposit, the two typed alone and the batch's: all hers.
    expect(allDeposits).toHaveLength(4);
    expect(allDeposits.map((d) => [d.createdById, d.createdByName])).toEqual(
      allDeposits.map(() => [sitiId, NAME]),
    );
    const changed = allDeposits.filter((d) => d.changedById !== null).map((d) => [d.id, d.changedByName]);
    expect(changed.sort()).toEqual([
      [corrected.id, NAME],
      [voided.id, NAME],
    ]);

    const [payment] = await t.app.db.select().from(claimPayments).where(eq(claimPayments.id, paymentId));
    expect(payment).toMatchObject({
      paidById: sitiId,
      paidByName: NAME,
      voidedById: sitiId,
      voidedByName: NAME,
    });

    const versions = await t.app.db.select().from(settingVersions);
    const saved = versions.filter((v) => v.key === 'customPrizeNames' || v.key === 'landingPageBuilder');
    expect(saved.length).toBeGreaterThanOrEqual(2);
    expect(saved.map((v) => [v.savedById, v.savedByName])).toEqual(saved.map(() => [sitiId, NAME]));

    // Every audit row of her work names her (sign-in rows included), none a session without a person.
    const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.actor, 'admin'));
    const hers = rows.filter((r) => r.staffId === sitiId);
    expect(new Set(hers.map((r) => r.action))).toEqual(
      new Set([
        'staff.accept',
        'promo.generate',
        'deposit.create',
        'deposit.update',
        'deposit.void',
        'promo.batch_generate',
        'claim.pay',
        'claim.void',
        'settings.save',
      ]),
    );
    const unnamed = rows.filter((r) => r.staffId === null || r.staffName === '');
    expect(unnamed.map((r) => r.action)).toEqual([]);
  });

  it('shows who in the promo table, the claims list, the batches, the versions and the exports', async () => {
    const made = await createPromoCode(siti, { customerName: 'Shown Person' });
    const win = await createWin(siti, { customerName: 'Shown Winner' });
    await payWin(siti, win.drawId);
    // The owner looks: she is named, not the owner.
    const list = await t.app.inject({
      url: '/api/admin/promo-codes?customer=Shown%20Person',
      headers: owner.headers,
    });
    expect(list.json<PromoCodeList>().items.find((i) => i.id === made.id)).toMatchObject({
      createdById: sitiId,
      createdBy: NAME,
    });
    const claims = await t.app.inject({
      url: '/api/admin/claims?status=paid&customer=Shown%20Winner',
      headers: owner.headers,
    });
    expect(claims.json<ClaimList>().items[0]?.payment?.paidBy).toBe(NAME);
    const batches = await t.app.inject({ url: '/api/admin/promo-batches', headers: owner.headers });
    expect(batches.json<BatchList>().items[0]?.createdBy).toBe(NAME);
    const versions = await t.app.inject({ url: '/api/home-builder/versions', headers: owner.headers });
    expect(versions.json<{ versions: PageVersion[] }>().versions[0]?.savedBy).toBe(NAME);

    const csv = async (url: string) => {
      const res = await t.app.inject({ url, headers: owner.headers });
      expect(res.statusCode, res.body).toBe(200);
      const [header, ...records] = parseCsv(res.body.replace(/^\uFEFF/, '')).map((r) => r.cells);
      return { header: header ?? [], records };
    };
    const codesFile = await csv('/api/admin/export/promo-codes.csv?customer=Shown%20Person');
    expect(codesFile.header.at(-1)).toBe('Person');
    expect(codesFile.records.map((r) => r.at(-1))).toEqual([NAME]);
    const claimsFile = await csv('/api/admin/export/claims.csv?status=paid&customer=Shown%20Winner');
    expect(claimsFile.header.at(-1)).toBe('Person');
    expect(claimsFile.records.map((r) => r.at(-1))).toEqual([NAME]);

    // Renamed later: what she did keeps the name she had then.
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${sitiId}`,
      headers: owner.headers,
      payload: { name: 'Siti A. Rahman' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const again = await t.app.inject({
      url: '/api/admin/promo-codes?customer=Shown%20Person',
      headers: owner.headers,
    });
    expect(again.json<PromoCodeList>().items[0]?.createdBy).toBe(NAME);
    const [person] = await t.app.db.select().from(staff).where(eq(staff.id, sitiId));
    expect(person?.name).toBe('Siti A. Rahman');
  });
});
