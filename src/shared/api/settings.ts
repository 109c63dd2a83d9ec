// Server settings: the rule and default of each setting of the catalog, and the payloads of the sync,
// spinning-notice and prizes views.
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';
import { jsonDocumentField, textField } from '../input-rules';
import type { PrizeNameTranslations } from '../prize-names';
import { DEFAULT_PRIZE_NAMES } from '../prizes';
import { noPrizeValues, prizeValuesSchema, type PrizeValues } from '../prize-values';
import {
  defaultWheelThemes,
  noPrizeImages,
  prizeImagesSchema,
  wheelThemesSchema,
  type PrizeImages,
  type WheelThemes,
} from '../wheel-looks';
import { defaultHomeData, type HomeBuilderData } from '../home-page';
import { defaultNoticeData, type NoticeBuilderData } from '../notice-page';
import type { SettingKey } from '../settings-catalog';
import { SETTINGS } from '../settings-storage';
import { DEFAULT_SPIN_NOTICE, type SpinNoticeSettings } from '../spin-notice';
import { cannedRepliesListSchema, type CannedReply } from './chat-canned-replies';
import { promoShareMessagesSchema, type PromoShareMessages } from './promo-share';
import { prizeNamesSchema, prizeNameTranslationsSchema } from './prizes';
import { homeBuilderDataSchema } from './home-builder';
import { noticeBuilderDataSchema } from './notice-builder';
import { spinNoticeSettingsSchema } from './spin-notice';
import { chatHoursSchema } from './chat';
import { ALWAYS_OPEN, type ChatHours } from '../chat-hours';

export { PAGE_TYPES, type PageType } from '../settings-catalog';
export { spinNoticeSettingsSchema } from './spin-notice';

/** Builder documents are JSON objects; their inner rules come with the builders. */
const jsonObject = jsonDocumentField(
  'value',
  z.record(z.string(), z.unknown(), { error: 'The value must be a JSON object' }),
);

/**
 * The value rule and default of every setting in the catalog: together they are the one definition of each
 * setting. A stored value that fails its rule reads as the default.
 */
export const SETTING_DEFINITIONS = {
  customPrizeNames: {
    ...SETTINGS.customPrizeNames,
    schema: prizeNamesSchema,
    fallback: () => [...DEFAULT_PRIZE_NAMES.normal],
  },
  customSuperPrizeNames: {
    ...SETTINGS.customSuperPrizeNames,
    schema: prizeNamesSchema,
    fallback: () => [...DEFAULT_PRIZE_NAMES.super],
  },
  prizeNameTranslations: {
    ...SETTINGS.prizeNameTranslations,
    schema: prizeNameTranslationsSchema,
    fallback: (): PrizeNameTranslations => ({ normal: {}, super: {} }),
  },
  prizeValues: {
    ...SETTINGS.prizeValues,
    schema: prizeValuesSchema,
    fallback: (): PrizeValues => noPrizeValues(),
  },
  wheelThemes: {
    ...SETTINGS.wheelThemes,
    schema: wheelThemesSchema,
    fallback: (): WheelThemes => defaultWheelThemes(),
  },
  prizeImages: {
    ...SETTINGS.prizeImages,
    schema: prizeImagesSchema,
    fallback: (): PrizeImages => noPrizeImages(),
  },
  spinNoticeSettings: {
    ...SETTINGS.spinNoticeSettings,
    schema: spinNoticeSettingsSchema,
    fallback: (): SpinNoticeSettings => ({ ...DEFAULT_SPIN_NOTICE }),
  },
  landingPageBuilder: {
    ...SETTINGS.landingPageBuilder,
    schema: homeBuilderDataSchema,
    fallback: (): HomeBuilderData => defaultHomeData(),
  },
  noticeBuilder: {
    ...SETTINGS.noticeBuilder,
    schema: noticeBuilderDataSchema,
    fallback: (): NoticeBuilderData => defaultNoticeData(),
  },
  gamesLogBuilder: { ...SETTINGS.gamesLogBuilder, schema: jsonObject, fallback: () => null },
  defaultLanguage: {
    ...SETTINGS.defaultLanguage,
    schema: z.enum(LOCALES, { error: `defaultLanguage must be one of ${LOCALES.join(', ')}` }),
    fallback: (): Locale => DEFAULT_LOCALE,
  },
  chatHours: {
    ...SETTINGS.chatHours,
    schema: chatHoursSchema,
    fallback: (): ChatHours => structuredClone(ALWAYS_OPEN),
  },
  chatCannedReplies: {
    ...SETTINGS.chatCannedReplies,
    schema: cannedRepliesListSchema,
    fallback: (): CannedReply[] => [],
  },
  promoShareMessages: {
    ...SETTINGS.promoShareMessages,
    schema: promoShareMessagesSchema,
    // Blank in every language: each uses its built-in template (#shared/promo-share).
    fallback: (): PromoShareMessages => ({ en: '', zh: '', ms: '' }),
  },
} satisfies { [K in SettingKey]: (typeof SETTINGS)[K] & { schema: z.ZodType; fallback: () => unknown } };

export type SettingValue<K extends SettingKey> =
  | z.output<(typeof SETTING_DEFINITIONS)[K]['schema']>
  | ReturnType<(typeof SETTING_DEFINITIONS)[K]['fallback']>;

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

export const spinNoticeLoadSchema = z.object({
  success: z.literal(true),
  data: spinNoticeSettingsSchema,
  /** The default language: the one `spinNoticeText` is in. */
  language: z.enum(LOCALES),
});
export const settingSavedSchema = z.object({ success: z.literal(true), message: z.string() });
