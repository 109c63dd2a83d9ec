// The one prize value rule (docs/decisions/0044-one-prize-value.md) and the sums made with it.
import { describe, expect, it } from 'vitest';
import { noPrizeValues, ruledPrizeValues, slotPrizeCents, valueOfCodes, valueOfSpins } from './prize-values';

describe('slotPrizeCents', () => {
  it('is the value set, else the FREE amount in the name, else unknown', () => {
    expect(slotPrizeCents(88_800, 'RM 888 JACKPOT')).toBe(88_800);
    expect(slotPrizeCents(250, 'FREE 10')).toBe(250);
    expect(slotPrizeCents(0, 'FREE 10')).toBe(0);
    expect(slotPrizeCents(null, 'FREE 6')).toBe(600);
    expect(slotPrizeCents(null, 'RM 888 JACKPOT')).toBeNull();
    expect(slotPrizeCents(null, '钻石奖')).toBeNull();
  });
});

describe('ruledPrizeValues and the sums', () => {
  const values = noPrizeValues();
  values.super[5] = 88_800;
  const ruled = ruledPrizeValues(values, {
    normal: ['a', 'b', 'c', 'd', 'e', 'f'],
    super: ['FREE 6', 'b', 'c', 'd', 'e', 'RM 888 JACKPOT'],
  });

  it('values every slot of both wheels by the rule', () => {
    expect(ruled.super).toEqual([600, null, null, null, null, 88_800]);
    expect(ruled.normal).toEqual([null, null, null, null, null, null]);
  });

  it('counts spins and codes alike, the unknown ones apart', () => {
    expect(
      valueOfSpins(ruled, [
        { prizeType: 'super', slot: 6, count: 1 },
        { prizeType: 'super', slot: 1, count: 2 },
        { prizeType: 'normal', slot: 3, count: 4 },
      ]),
    ).toEqual({ cents: 90_000, unknown: 4 });
    expect(
      valueOfCodes(ruled, [
        { prizeType: 'super', slot: 6, usageLimit: 1 },
        { prizeType: 'super', slot: 1, usageLimit: 2 },
        { prizeType: 'normal', slot: 3, usageLimit: 4 },
      ]),
    ).toEqual({ cents: 90_000, unknown: 1 });
  });
});
