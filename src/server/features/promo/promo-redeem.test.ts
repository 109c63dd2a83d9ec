// What a visitor's code answers beyond its prize: the code as people copy it, the wheel's names with the
// code, the receipt of a spin (its time and reference, which the Claims tab finds), and a used code's
// result for whoever holds it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimList } from '#shared/api/claims';
import { formatBusinessDateTime } from '#shared/i18n/format';
import { PROMO_GUESS_LIMIT } from '#shared/promo-status';
import {
  adminSession,
  createDeposit,
  createPromoCode,
  savePrizeNames,
  uniqueName,
  type ApiAdmin,
} from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const NORMAL = ['Free Spin', 'RM 5', 'RM 18', 'RM 88', 'RM 188', 'RM 888 JACKPOT'];
const NORMAL_ZH = ['免费旋转', '五令吉', '十八令吉', '八十八令吉', '一百八十八令吉', '八百八十八大奖'];

describe('a visitor’s code: as copied, its wheel, its receipt and its result', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  let visitorIp = 0;
  const nextIp = () => `198.18.7.${++visitorIp}`;

  beforeAll(async () => {
    t = await createTestApp();
    // The day the receipts below name; the admin signs in on it.
    t.clock.set(new Date('2026-11-29T06:05:00.000Z'));
    admin = await adminSession(t);
    await savePrizeNames(admin, 'normal', NORMAL, { zh: NORMAL_ZH });
  });
  afterAll(() => t.close());

  const validate = (payload: Record<string, unknown>, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/validate-promo', payload, remoteAddress: ip });
  const spin = (payload: Record<string, unknown>, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/use-promo', payload, remoteAddress: ip });

  it('reads a code with the spaces and dashes it was copied with, on both calls', async () => {
    const { code } = await createPromoCode(admin, { usageLimit: 2, prizeId: 3 });
    const spaced = `${code.slice(0, 4)} ${code.slice(4)}`;
    const dashed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    for (const copied of [spaced, dashed, ` ${code.slice(0, 4)} – ${code.slice(4)} `]) {
      const res = await validate({ code: copied });
      expect(res.statusCode, copied).toBe(200);
      expect(res.json<{ code: string }>().code).toBe(code);
    }
    expect((await spin({ code: dashed })).statusCode).toBe(200);
    expect((await spin({ code: spaced })).statusCode).toBe(200);
    expect((await validate({ code: spaced })).statusCode).toBe(409);
  });

  it('answers the wheel’s six names with the code, in the language asked', async () => {
    const { code } = await createPromoCode(admin, { prizeId: 6, prizeType: 'normal' });
    const en = await validate({ code, language: 'en' });
    expect(en.json()).toEqual({ code, prizeId: 6, prizeType: 'normal', isDemo: false, names: NORMAL });
    const zh = await validate({ code, language: 'zh' });
    expect(zh.json<{ names: string[] }>().names).toEqual(NORMAL_ZH);
    const bad = await validate({ code, language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/language/);
  });

  it('answers a spin with its receipt: when it was drawn and a reference the Claims tab finds', async () => {
    const customerName = uniqueName('receipt');
    const { code } = await createPromoCode(admin, { customerName, prizeId: 6 });
    const before = t.clock.now().toISOString();
    const won = await spin({ code, language: 'en', spinId: 'receipt-spin-0123456789' });
    expect(won.statusCode).toBe(200);
    const answer = won.json<{ prizeName: string; drawnAt: string; reference: string }>();
    expect(answer.prizeName).toBe('RM 888 JACKPOT');
    expect(answer.drawnAt).toBe(before);
    expect(answer.reference).toMatch(/^D-\d{4,}$/);
    // The page asks again (a reload mid-spin): the same receipt, no second draw.
    const again = await spin({ code, language: 'en', spinId: 'receipt-spin-0123456789' });
    expect(again.json()).toEqual(answer);

    // The operator types the reference off the customer's screenshot, in any case, without the dash.
    for (const typed of [answer.reference, answer.reference.toLowerCase().replace('-', '')]) {
      const found = await t.app.inject({
        method: 'GET',
        url: `/api/admin/claims?status=unclaimed&customer=${encodeURIComponent(typed)}`,
        headers: admin.headers,
      });
      expect(found.statusCode).toBe(200);
      const items = found.json<ClaimList>().items;
      expect(items.map((claim) => [claim.reference, claim.promoCode, claim.customerName])).toEqual([
        [answer.reference, code, customerName],
      ]);
    }
  });

  it('tells whoever holds a used code when it was spun and what it won, and nothing else', async () => {
    const customerName = uniqueName('secret customer');
    await createDeposit(admin, { customerCode: customerName, depositAmount: 4321 });
    const { code } = await createPromoCode(admin, { customerName, prizeId: 6, depositAmount: 4321 });
    const spunAt = t.clock.now();
    expect((await spin({ code, language: 'en' })).statusCode).toBe(200);
    t.clock.advance(60_000);

    const used = await validate({ code, language: 'en' });
    expect(used.statusCode).toBe(409);
    expect(used.json()).toEqual({
      message: `This code was used on ${formatBusinessDateTime(spunAt, 'en')} and won RM 888 JACKPOT.`,
      code: 'promo.used',
      params: { usedAt: spunAt.toISOString(), prize: 'RM 888 JACKPOT', uses: 1, limit: 1 },
    });
    expect(used.body).not.toContain(customerName);
    expect(used.body).not.toContain('4321');
    // Asked in Chinese: the operator's Chinese name for that very prize.
    expect(
      (await validate({ code, language: 'zh' })).json<{ params: { prize: string } }>().params.prize,
    ).toBe('八百八十八大奖');
    // The spin page's own refusal ('Code Already Used', the original app's words) stays as it was.
    const spinAgain = await spin({ code });
    expect(spinAgain.statusCode).toBe(409);
    expect(spinAgain.json()).toEqual({
      message: 'This promo code has already been used.',
      code: 'promo.used',
    });
  });

  it('names a multi-use code’s last spin and its uses', async () => {
    const { code } = await createPromoCode(admin, { usageLimit: 3, prizeId: 2 });
    for (let i = 0; i < 3; i++) {
      expect((await spin({ code, language: 'zh' })).statusCode).toBe(200);
      t.clock.advance(5 * 60_000);
    }
    const last = new Date(t.clock.now().getTime() - 5 * 60_000);
    const used = await validate({ code, language: 'en' });
    expect(used.json()).toMatchObject({
      message: `This code was last used on ${formatBusinessDateTime(last, 'en')} and won RM 5. 3 of 3 spins used.`,
      params: { usedAt: last.toISOString(), prize: 'RM 5', uses: 3, limit: 3 },
    });
  });

  it('keeps the name the wheel showed when the slot was renamed since', async () => {
    const { code } = await createPromoCode(admin, { prizeId: 5 });
    expect((await spin({ code, language: 'zh' })).statusCode).toBe(200);
    await savePrizeNames(
      admin,
      'normal',
      NORMAL.map((name, i) => (i === 4 ? 'RM 200' : name)),
      {
        zh: NORMAL_ZH.map((name, i) => (i === 4 ? '二百令吉' : name)),
      },
    );
    try {
      // Spun as 一百八十八令吉, which the slot no longer says: that name, not today's.
      const used = await validate({ code, language: 'en' });
      expect(used.json<{ params: { prize: string } }>().params.prize).toBe('一百八十八令吉');
    } finally {
      await savePrizeNames(admin, 'normal', NORMAL, { zh: NORMAL_ZH });
    }
  });

  it('gives an address over its guess budget 429 for a used code too', async () => {
    const { code } = await createPromoCode(admin);
    expect((await spin({ code })).statusCode).toBe(200);
    const ip = nextIp();
    for (let i = 0; i < PROMO_GUESS_LIMIT; i++)
      await validate({ code: `ZZZZ${String(i).padStart(4, '2')}` }, ip);
    const res = await validate({ code }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.body).not.toContain('won');
  });
});
