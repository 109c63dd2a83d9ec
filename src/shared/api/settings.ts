// Server settings (SPEC §3, §7): which page types and keys exist, and the rule each value must pass.
import { z } from 'zod';
import { jsonDocumentField, textField } from '../input-rules';
import { prizeNamesSchema } from '../prize-names';
import { HEX_COLOR, SPIN_NOTICE_TEXT_MAX } from '../spin-notice';

export const PAGE_TYPES = ['general', 'dev_general'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Prize names live in dev_general; a write under general lands there too (one source of truth). */
export const PRIZE_KEYS = ['customPrizeNames', 'customSuperPrizeNames'] as const;
export const SETTINGS_PAGE_FOR_PRIZES: PageType = 'dev_general';

export const spinNoticeSettingsSchema = z.object({
  showSpinNotice: z.boolean({ error: 'showSpinNotice must be true or false' }),
  spinNoticeText: textField('The notice text', { max: SPIN_NOTICE_TEXT_MAX, multiline: true }),
  spinNoticeColor: z.string().regex(HEX_COLOR, 'The text colour must be a hex colour such as #FF6B35'),
  spinNoticeBg: z.string().regex(HEX_COLOR, 'The background colour must be a hex colour such as #1F2937'),
});

/** Builder documents are JSON objects; their inner rules come with the builders. */
const jsonObject = jsonDocumentField(
  'value',
  z.record(z.string(), z.unknown(), { error: 'The value must be a JSON object' }),
);

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

const settingValue = (label: string) =>
  jsonDocumentField(
    label,
    z.union([z.string(), z.array(z.unknown()), z.record(z.string(), z.unknown())], {
      error: `${label} must be a JSON string, an array or an object`,
    }),
  );
const settingName = (label: string) => textField(label, { min: 1, max: 100 });
const BOTH_FORMS = 'Send { key, value } or { pageType, dataKey, dataValue }';

/**
 * POST /api/sync/save takes either { key, value } (general) or { pageType, dataKey, dataValue }; both
 * come out as { pageType, key, value }. One object rather than a union, so a bad field is named.
 */
export const syncSaveBodySchema = z
  .strictObject(
    {
      key: settingName('key').optional(),
      value: settingValue('value').optional(),
      pageType: settingName('pageType').optional(),
      dataKey: settingName('dataKey').optional(),
      dataValue: settingValue('dataValue').optional(),
    },
    { error: BOTH_FORMS },
  )
  .transform((body, ctx) => {
    const { key, value, pageType, dataKey, dataValue } = body;
    const paged = pageType !== undefined || dataKey !== undefined || dataValue !== undefined;
    if (key !== undefined && value !== undefined && !paged) return { pageType: 'general', key, value };
    if (pageType !== undefined && dataKey !== undefined && dataValue !== undefined && key === undefined) {
      if (value === undefined) return { pageType, key: dataKey, value: dataValue };
    }
    ctx.addIssue({ code: 'custom', message: BOTH_FORMS });
    return z.NEVER;
  });

export const spinNoticeSaveBodySchema = z.object({ settings: spinNoticeSettingsSchema });

export const syncLoadAllSchema = z.object({
  success: z.literal(true),
  settings: z.record(z.string(), z.record(z.string(), z.string())),
});
export type SyncLoadAllResponse = z.infer<typeof syncLoadAllSchema>;

export const syncLoadSchema = z.object({
  success: z.literal(true),
  settings: z.record(z.string(), z.string()),
});
export const pageTypeParamsSchema = z.object({ pageType: textField('pageType', { max: 100 }) });

export const spinNoticeLoadSchema = z.object({ success: z.literal(true), data: spinNoticeSettingsSchema });
export const settingSavedSchema = z.object({ success: z.literal(true), message: z.string() });
