// Server settings (SPEC §3, §7): which page types and keys exist, and the rule each value must pass.
import { z } from 'zod';
import { prizeNamesSchema } from '../prize-names';
import { HEX_COLOR, SPIN_NOTICE_TEXT_MAX } from '../spin-notice';

export const PAGE_TYPES = ['general', 'dev_general'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Prize names live in dev_general; a write under general lands there too (one source of truth). */
export const PRIZE_KEYS = ['customPrizeNames', 'customSuperPrizeNames'] as const;
export const SETTINGS_PAGE_FOR_PRIZES: PageType = 'dev_general';

export const spinNoticeSettingsSchema = z.object({
  showSpinNotice: z.boolean({ error: 'showSpinNotice must be true or false' }),
  spinNoticeText: z
    .string({ error: 'spinNoticeText must be text' })
    .max(SPIN_NOTICE_TEXT_MAX, `The notice text can be at most ${SPIN_NOTICE_TEXT_MAX} characters`),
  spinNoticeColor: z.string().regex(HEX_COLOR, 'The text colour must be a hex colour such as #FF6B35'),
  spinNoticeBg: z.string().regex(HEX_COLOR, 'The background colour must be a hex colour such as #1F2937'),
});

/** Builder documents are JSON objects; their inner rules come with the builders. */
const jsonObject = z.record(z.string(), z.unknown(), { error: 'The value must be a JSON object' });

/** The rule for each key that may be written, by page type. Anything else is refused. */
export const SETTING_RULES: Record<PageType, Record<string, z.ZodType>> = {
  general: {
    customPrizeNames: prizeNamesSchema,
    customSuperPrizeNames: prizeNamesSchema,
    spinNoticeSettings: spinNoticeSettingsSchema,
    landingPageBuilder: jsonObject,
    gamesLogBuilder: jsonObject,
    noticeBuilder: jsonObject,
  },
  dev_general: {
    customPrizeNames: prizeNamesSchema,
    customSuperPrizeNames: prizeNamesSchema,
  },
};

const settingValue = z.union([z.string(), z.array(z.unknown()), z.record(z.string(), z.unknown())], {
  error: 'value must be a JSON string, an array or an object',
});

/** POST /api/sync/save takes either { key, value } (general) or { pageType, dataKey, dataValue }. */
export const syncSaveBodySchema = z.union(
  [
    z.object({ key: z.string().min(1).max(100), value: settingValue }).strict(),
    z
      .object({
        pageType: z.string().min(1).max(100),
        dataKey: z.string().min(1).max(100),
        dataValue: settingValue,
      })
      .strict(),
  ],
  { error: 'Send { key, value } or { pageType, dataKey, dataValue }' },
);

export const spinNoticeSaveBodySchema = z.object({ settings: spinNoticeSettingsSchema });

export interface SyncLoadAllResponse {
  success: true;
  settings: Record<string, Record<string, string>>;
}
