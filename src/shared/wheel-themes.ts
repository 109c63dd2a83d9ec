// The wheel's built-in looks (docs/decisions/0060-wheel-themes-and-slot-pictures.md): the operator picks
// one per wheel on the Prizes tab; GET /api/prizes names each wheel's. No zod here: the visitor's wheel
// reads these names, and the rules that check them (api/prizes.ts) stay out of its bundle.

export const WHEEL_THEMES = ['classic', 'neon', 'festive'] as const;
export type WheelTheme = (typeof WHEEL_THEMES)[number];

/** Today's gold and purple: a wheel whose theme was never chosen. */
export const DEFAULT_WHEEL_THEME: WheelTheme = 'classic';

export const isWheelTheme = (value: unknown): value is WheelTheme =>
  (WHEEL_THEMES as readonly unknown[]).includes(value);
