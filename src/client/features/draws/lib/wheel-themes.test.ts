import { describe, expect, it } from 'vitest';
import { contrast } from '#shared/contrast';
import { DEFAULT_PRIZE_NAMES, PRIZE_TYPES, wheelSlots } from '#shared/prizes';
import { WHEEL_THEMES } from '#shared/wheel-themes';
import { slotPaint, WHEEL_LOOKS } from './wheel-themes';

describe('the wheel themes', () => {
  it.each(WHEEL_THEMES.flatMap((theme) => PRIZE_TYPES.map((type) => [theme, type] as const)))(
    '%s %s: every slot name reads at 4.5:1 or better on its slot',
    (theme, type) => {
      const slots = wheelSlots(type, DEFAULT_PRIZE_NAMES[type]);
      expect(slots).toHaveLength(6);
      slots.forEach((slot, i) => {
        const paint = slotPaint(WHEEL_LOOKS[theme][type], slot, i);
        expect(
          contrast(paint.text, paint.fill),
          `slot ${i + 1}: ${paint.text} on ${paint.fill}`,
        ).toBeGreaterThanOrEqual(4.5);
      });
    },
  );

  it('classic is the wheel as it always was: the server colours as they come', () => {
    const slot = wheelSlots('normal', DEFAULT_PRIZE_NAMES.normal)[2];
    expect(slot).toBeDefined();
    if (!slot) return;
    expect(slotPaint(WHEEL_LOOKS.classic.normal, slot, 2)).toEqual({
      fill: slot.color,
      text: slot.textColor,
    });
    expect(WHEEL_LOOKS.classic.normal.rim).toBe('#F5A800');
    expect(WHEEL_LOOKS.classic.super.rim).toBe('#38BDF8');
  });

  it('the themes differ from one another in their slots and rims', () => {
    const signature = (theme: (typeof WHEEL_THEMES)[number]) =>
      JSON.stringify([
        WHEEL_LOOKS[theme].normal.slots,
        WHEEL_LOOKS[theme].normal.rim,
        WHEEL_LOOKS[theme].super.rimInner,
      ]);
    expect(new Set(WHEEL_THEMES.map(signature)).size).toBe(WHEEL_THEMES.length);
  });
});
