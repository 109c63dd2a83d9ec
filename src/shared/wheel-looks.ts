// How each wheel looks, as settings keep it beside the names (docs/decisions/0060-wheel-themes-and-slot-pictures.md):
// the wheelThemes setting (one theme per wheel) and the prizeImages setting (a picture per slot, '' for
// none), and the rules POST /api/prizes checks them by. The stored rules are the sent ones, so a value
// written through the original app's sync save is held to the same: only our own uploads.
import { z } from 'zod';
import { PRIZE_TYPES, type PrizeType } from './prizes';
import { OUR_UPLOAD_URL } from './urls';
import { DEFAULT_WHEEL_THEME, WHEEL_THEMES, type WheelTheme } from './wheel-themes';
import { SLOTS } from './wheel';

export type WheelThemes = Record<PrizeType, WheelTheme>;
export type PrizeImages = Record<PrizeType, string[]>;

export const defaultWheelThemes = (): WheelThemes => ({
  normal: DEFAULT_WHEEL_THEME,
  super: DEFAULT_WHEEL_THEME,
});
const noSlotImages = (): string[] => Array.from({ length: SLOTS }, () => '');
export const noPrizeImages = (): PrizeImages => ({ normal: noSlotImages(), super: noSlotImages() });

/** One wheel's theme, as POST /api/prizes sends it (`theme`). */
export const wheelThemeField = z.enum(WHEEL_THEMES, {
  error: `theme must be one of ${WHEEL_THEMES.join(', ')}`,
});

/** The wheelThemes setting. A wheel never given one reads as classic. */
export const wheelThemesSchema = z.object({
  normal: wheelThemeField.default(DEFAULT_WHEEL_THEME),
  super: wheelThemeField.default(DEFAULT_WHEEL_THEME),
});

const IMAGE_MESSAGE = "must be one of this site's uploaded images (/uploads/<id>.webp) or '' for none";
const IMAGES_MESSAGE = `images must be a list of ${SLOTS} uploaded images (/uploads/<id>.webp, '' where a slot has none)`;

/** A slot's picture: '' or an image uploaded here (no other site, no other path). */
export const slotImageField = z
  .string({ error: `Each image ${IMAGE_MESSAGE}` })
  .regex(new RegExp(`^(?:|${OUR_UPLOAD_URL.source.slice(1, -1)})$`), IMAGE_MESSAGE);

/** One wheel's six pictures, slot 1 first, as POST /api/prizes sends them (`images`) and the setting keeps them. */
export const slotImagesSchema = z
  .array(slotImageField, { error: IMAGES_MESSAGE })
  .length(SLOTS, IMAGES_MESSAGE);

/** The prizeImages setting. A wheel never given pictures reads as six ''. */
export const prizeImagesSchema = z.object({
  normal: slotImagesSchema.default(noSlotImages),
  super: slotImagesSchema.default(noSlotImages),
});

/** A wheel's theme changed, as the audit keeps it. */
export interface RethemedWheel {
  wheel: PrizeType;
  from: WheelTheme;
  to: WheelTheme;
}

/** A slot's picture changed, as the audit keeps it ('' for none). */
export interface RepicturedSlot {
  wheel: PrizeType;
  slot: number;
  from: string;
  to: string;
}

const read = <T>(schema: z.ZodType<T>, value: unknown, fallback: () => T): T => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback();
};

export function themeChanges(before: unknown, after: unknown): RethemedWheel[] {
  const old = read(wheelThemesSchema, before, defaultWheelThemes);
  const now = read(wheelThemesSchema, after, defaultWheelThemes);
  return PRIZE_TYPES.flatMap((wheel) =>
    old[wheel] === now[wheel] ? [] : [{ wheel, from: old[wheel], to: now[wheel] }],
  );
}

export function imageChanges(before: unknown, after: unknown): RepicturedSlot[] {
  const old = read(prizeImagesSchema, before, noPrizeImages);
  const now = read(prizeImagesSchema, after, noPrizeImages);
  return PRIZE_TYPES.flatMap((wheel) =>
    now[wheel].flatMap((to, i) => {
      const from = old[wheel][i] ?? '';
      return from === to ? [] : [{ wheel, slot: i + 1, from, to }];
    }),
  );
}
