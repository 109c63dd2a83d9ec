import { describe, expect, it } from 'vitest';
import { MIN_SPIN_DEGREES, offsetFromSlotCentre, slotAtRotation, spinTarget } from './wheel';

describe('wheel geometry', () => {
  it('reads the slot under the pointer', () => {
    expect(slotAtRotation(0)).toBe(1); // pointer at the very start of slot 1
    expect(slotAtRotation(-30)).toBe(1);
    expect(slotAtRotation(-90)).toBe(2);
    expect(slotAtRotation(360 - 330)).toBe(6);
    expect(slotAtRotation(720 + 330)).toBe(1);
  });

  it('lands every slot, with every offset, from any starting rotation, after at least 1800 degrees', () => {
    for (const current of [0, 17, 359.5, 1835, 7200 + 123.4]) {
      for (let slot = 1; slot <= 6; slot++) {
        for (const offset of [-10, -3.3, 0, 9.99, 10]) {
          const target = spinTarget(current, slot, offset);
          expect(target - current).toBeGreaterThanOrEqual(MIN_SPIN_DEGREES);
          expect(target - current).toBeLessThan(MIN_SPIN_DEGREES + 360);
          expect(slotAtRotation(target)).toBe(slot);
          expect(offsetFromSlotCentre(target)).toBeCloseTo(offset, 6);
        }
      }
    }
  });

  it('clamps offsets beyond ±10 degrees so the wheel never stops near a slot edge', () => {
    const target = spinTarget(0, 3, 45);
    expect(slotAtRotation(target)).toBe(3);
    expect(offsetFromSlotCentre(target)).toBeCloseTo(10, 6);
  });

  it('refuses slots outside 1..6', () => {
    expect(() => spinTarget(0, 0, 0)).toThrow(RangeError);
    expect(() => spinTarget(0, 7, 0)).toThrow(RangeError);
  });

  it('allows a shorter minimum spin for reduced motion', () => {
    const target = spinTarget(100, 4, 0, 360);
    expect(target - 100).toBeGreaterThanOrEqual(360);
    expect(slotAtRotation(target)).toBe(4);
  });
});
