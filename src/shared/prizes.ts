// Prize names and wheel slots: the defaults, slot colours and the FREE amounts in names. No zod here:
// the visitor's bundle imports this file (the 6-name rule lives in prize-names.ts).
import { textOn } from './contrast';
import { SLOT_ANGLE } from './wheel';

export const PRIZE_TYPES = ['normal', 'super'] as const;
export type PrizeType = (typeof PRIZE_TYPES)[number];

/** Longest prize name accepted (the original app set none; 40 keeps names readable on a 60° slice). */
export const PRIZE_NAME_MAX = 40;

export const DEFAULT_PRIZE_NAMES: Record<PrizeType, readonly string[]> = {
  // free game, small, medium, big, special, super big prize
  normal: ['免费游戏', '小奖', '中奖', '大奖', '特别奖', '超级大奖'],
  // FREE 6, diamond, diamond grand, gold grand, supreme grand, SUPER PRIZE
  super: ['FREE 6', '钻石奖', '钻石大奖', '黄金大奖', '至尊大奖', 'SUPER PRIZE'],
};

/**
 * Slot colours per wheel: festive reds and golds, electric blues and purples. Each name is written in
 * whichever of dark or white reads better on its slot (textOn), so no slot's text can fall under 4.5:1.
 */
export const WHEEL_COLORS: Record<PrizeType, readonly string[]> = {
  normal: ['#E11D48', '#F59E0B', '#7C3AED', '#DC2626', '#FBBF24', '#9333EA'],
  super: ['#1D4ED8', '#FACC15', '#6D28D9', '#0891B2', '#F59E0B', '#BE185D'],
};

export interface WheelSlot {
  id: number;
  name: string;
  startAngle: number;
  endAngle: number;
  color: string;
  textColor: string;
  /** The slot's picture (docs/decisions/0060); '' until the operator gives it one. */
  imageUrl: string;
}

export function wheelSlots(type: PrizeType, names: readonly string[]): WheelSlot[] {
  return WHEEL_COLORS[type].map((color, i) => ({
    id: i + 1,
    name: names[i] ?? DEFAULT_PRIZE_NAMES[type][i] ?? '',
    startAngle: i * SLOT_ANGLE,
    endAngle: (i + 1) * SLOT_ANGLE,
    color,
    textColor: textOn(color),
    imageUrl: '',
  }));
}

/**
 * The free-credit amount after the word FREE in a prize name, in cents ('FREE 10' -> 1000), or null when
 * the name carries none. The product's reading of a name; a slot's value is decided by prize-values.ts
 * (slotPrizeCents, docs/decisions/0044-one-prize-value.md), which falls back on it.
 */
export function freeAmountCents(prizeName: string): number | null {
  const match = /free\s*(\d+(?:\.\d+)?)/i.exec(prizeName);
  return match?.[1] ? Math.round(Number(match[1]) * 100) : null;
}
