import { describe, expect, it } from 'vitest';
import { formatMoney } from '#shared/i18n/format';
import * as zh from '#client/i18n/messages/zh/deposits';
import { rmText } from '#client/i18n/money-text';
import { depositPreview, enteredDepositCents, rm, signedRm } from './preview';

const base = {
  existingDepositCents: 0,
  newDepositCents: 0,
  existingPrizeCents: 0,
  existingPrizeUnknown: 0,
  prizeName: '大奖',
  slotValue: null,
  uses: 1,
  isDemo: false,
};

describe('depositPreview', () => {
  it('adds the new amount to the recorded deposits and takes 15% of the sum', () => {
    expect(depositPreview({ ...base, existingDepositCents: 20_000, newDepositCents: 10_000 })).toEqual({
      totalDepositCents: 30_000,
      focCents: 4_500,
      prizeCents: 0,
      // 大奖 has no value set and no FREE amount: unknown, counted apart.
      prizeUnknown: 1,
      finalDeductionCents: 4_500,
      issuedCents: null,
    });
  });

  it('rounds the FOC half-up to the cent', () => {
    // 15% of 0.10 is 0.015 -> 0.02; 15% of 0.03 is 0.0045 -> 0.00.
    expect(depositPreview({ ...base, newDepositCents: 10 }).focCents).toBe(2);
    expect(depositPreview({ ...base, newDepositCents: 3 }).focCents).toBe(0);
    // 15% of 33.33 is 4.9995 -> 5.00.
    expect(depositPreview({ ...base, newDepositCents: 3_333 }).focCents).toBe(500);
  });

  it("adds the selected prize's FREE amount to the accumulated prize total", () => {
    const preview = depositPreview({
      ...base,
      existingDepositCents: 10_000,
      existingPrizeCents: 600,
      prizeName: 'FREE 10',
    });
    expect(preview.prizeCents).toBe(1_600);
    expect(preview.finalDeductionCents).toBe(1_500 - 1_600);
  });

  it('keeps a negative final deduction (no clamping), shown with its sign', () => {
    const preview = depositPreview({ ...base, newDepositCents: 1_000, prizeName: 'FREE 6' });
    expect(preview).toEqual({
      totalDepositCents: 1_000,
      focCents: 150,
      prizeCents: 600,
      prizeUnknown: 0,
      finalDeductionCents: -450,
      issuedCents: 600,
    });
    expect(signedRm(preview.finalDeductionCents)).toBe('-RM\u00a04.50');
  });

  it('counts no prize for a demo code', () => {
    expect(depositPreview({ ...base, prizeName: 'FREE 6', isDemo: true }).prizeCents).toBe(0);
  });
});

// One prize value (docs/decisions/0044-one-prize-value.md): the slot's value when set, else FREE n in its
// name, else unknown; the preview's prize amount, its final deduction and "This code issues" read it alike.
describe('depositPreview values the selected slot by the one rule', () => {
  const slotted = { ...base, existingDepositCents: 10_000, existingPrizeUnknown: 0, uses: 1 };

  it('takes the value the operator set, whatever the name says', () => {
    const preview = depositPreview({ ...slotted, prizeName: 'RM 888 JACKPOT', slotValue: '888.00' });
    expect(preview).toMatchObject({
      focCents: 1_500,
      prizeCents: 88_800,
      prizeUnknown: 0,
      finalDeductionCents: 1_500 - 88_800,
      issuedCents: 88_800,
    });
    // A set value wins over the name's FREE number.
    expect(depositPreview({ ...slotted, prizeName: 'FREE 10', slotValue: '2.50' }).prizeCents).toBe(250);
  });

  it("falls back on the number after FREE in the slot's name, for every use", () => {
    const preview = depositPreview({ ...slotted, prizeName: 'FREE 6', slotValue: null, uses: 3 });
    expect(preview).toMatchObject({ prizeCents: 1_800, prizeUnknown: 0, issuedCents: 1_800 });
    expect(preview.finalDeductionCents).toBe(1_500 - 1_800);
  });

  it('says unknown when neither is there: left out of the sum and counted, never RM 0 silently', () => {
    const preview = depositPreview({
      ...slotted,
      existingPrizeCents: 600,
      existingPrizeUnknown: 2,
      prizeName: 'Diamond',
      slotValue: null,
    });
    expect(preview).toMatchObject({ prizeCents: 600, prizeUnknown: 3, issuedCents: null });
    expect(preview.finalDeductionCents).toBe(1_500 - 600);
  });
});

describe('enteredDepositCents', () => {
  it('reads the field as cents and treats blank, invalid and negative input as 0', () => {
    expect(enteredDepositCents('100')).toBe(10_000);
    expect(enteredDepositCents('12.5')).toBe(1_250);
    expect(enteredDepositCents('')).toBe(0);
    expect(enteredDepositCents('abc')).toBe(0);
    expect(enteredDepositCents('-5')).toBe(0);
    expect(enteredDepositCents('1.234')).toBe(0);
  });
});

// The tests run in English ('#messages' is en outside a build); Intl puts a no-break space after RM.
describe('money text', () => {
  it('writes RM with two decimals and grouping, and a sign only below zero', () => {
    expect(rm(0)).toBe('RM\u00a00.00');
    expect(rm(123_450)).toBe('RM\u00a01,234.50');
    expect(signedRm(0)).toBe('RM\u00a00.00');
    expect(signedRm(350)).toBe('RM\u00a03.50');
    expect(signedRm(-350)).toBe('-RM\u00a03.50');
  });

  it('writes a negative amount with 负 in the Chinese build', () => {
    expect(zh.deposits_negative({ amount: formatMoney(350, 'zh') })).toBe('负 RM\u00a03.50');
  });

  it('writes the server amounts the same way', () => {
    expect(rmText('1234.50')).toBe('RM\u00a01,234.50');
    expect(rmText('not money')).toBe('not money');
  });
});
