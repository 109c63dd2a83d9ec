// The wheel's built-in looks, chosen per wheel by the operator (docs/decisions/0061-wheel-themes-rendering.md).
export const WHEEL_THEMES = ['classic', 'neon', 'festive'] as const;
export type WheelTheme = (typeof WHEEL_THEMES)[number];
