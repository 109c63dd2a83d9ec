// The notice builder's document rule and the payloads of GET /api/notice-builder/load and POST
// /api/notice-builder/save. A field that has a default may be missing and takes it; a present field is
// checked strictly (an animationSpeed outside 5-30 is refused, not stored as 15); unknown fields are dropped.
// Built from the constants of notice-page.ts, which the visitor's /notice uses without zod.
import { z } from 'zod';
import { withLeafRule } from '../document-rule/registry';
import { isDocumentDateTime } from '../document-rule/date-time';
import { textField } from '../input-rules';
import {
  ANIMATION_SPEED,
  DEFAULT_NOTICE_FIELDS,
  DEFAULT_NOTICE_SETTINGS,
  DEFAULT_SHOW_ON_PAGES,
  NOTICE_LIMITS,
  NOTICE_POSITIONS,
  NOTICE_PRIORITIES,
  NOTICE_TYPES,
  defaultNoticeColors,
  type Layout,
} from '../notice-page';
import { pageDocumentSchema, pageLoadSchema, pageSaveBodySchema } from './page-builder';
import { alignmentField, colorField, imageUrlField } from './page-document-fields';
import { translationsField } from './translations';

const text = (label: string, max: number, multiline = false) => textField(label, { max, multiline });

const alignment = (label: string, fallback: Layout) => alignmentField(label).default(fallback);

/** '' (open-ended) or an ISO date-time with its offset, from 2000 to 2100. */
const dateTime = (label: string) =>
  withLeafRule(
    z.string({ error: `${label} must be a date and time` }).refine(isDocumentDateTime, {
      message: `${label} must be an ISO date and time from 2000 to 2100, such as 2026-11-23T10:00:00+08:00`,
    }),
    { kind: 'string', check: isDocumentDateTime },
  ).default('');

/** A notice's texts: each written in the default language, and translatable. */
const noticeTexts = {
  title: text('title', NOTICE_LIMITS.title),
  subtitle: text('subtitle', NOTICE_LIMITS.subtitle),
  content: text('content', NOTICE_LIMITS.content, true),
};

const noticeSectionFields = {
  id: textField('id', { min: 1, max: NOTICE_LIMITS.id }),
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(DEFAULT_NOTICE_FIELDS.enabled),
  type: z
    .enum(NOTICE_TYPES, { error: 'type must be announcement, promotion, warning or info' })
    .default(DEFAULT_NOTICE_FIELDS.type),
  title: noticeTexts.title.default(DEFAULT_NOTICE_FIELDS.title),
  subtitle: noticeTexts.subtitle.default(DEFAULT_NOTICE_FIELDS.subtitle),
  content: noticeTexts.content.default(DEFAULT_NOTICE_FIELDS.content),
  translations: translationsField(noticeTexts),
  titleAlignment: alignment('titleAlignment', DEFAULT_NOTICE_FIELDS.titleAlignment),
  subtitleAlignment: alignment('subtitleAlignment', DEFAULT_NOTICE_FIELDS.subtitleAlignment),
  layout: alignment('layout', DEFAULT_NOTICE_FIELDS.layout),
  // Missing colours take the type's (red for a warning, blue for info, amber otherwise), filled in below.
  backgroundColor: colorField('backgroundColor').optional(),
  textColor: colorField('textColor').optional(),
  imageUrl: imageUrlField('imageUrl').default(DEFAULT_NOTICE_FIELDS.imageUrl),
  priority: z
    .enum(NOTICE_PRIORITIES, { error: 'priority must be low, medium or high' })
    .default(DEFAULT_NOTICE_FIELDS.priority),
  showOnPages: z
    .array(textField('page', { min: 1, max: NOTICE_LIMITS.pageName }), {
      error: 'showOnPages must be a list',
    })
    .max(NOTICE_LIMITS.pages, `showOnPages can name at most ${NOTICE_LIMITS.pages} pages`)
    .default(() => [...DEFAULT_SHOW_ON_PAGES]),
  startDate: dateTime('startDate'),
  endDate: dateTime('endDate'),
};

export const noticeSectionSchema = z
  .object(noticeSectionFields)
  .superRefine((notice, ctx) => {
    if (
      notice.startDate !== '' &&
      notice.endDate !== '' &&
      Date.parse(notice.endDate) <= Date.parse(notice.startDate)
    ) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must be after startDate' });
    }
  })
  .transform((notice) => ({ ...defaultNoticeColors(notice.type), ...stripUndefined(notice) }));

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const s = DEFAULT_NOTICE_SETTINGS;

const siteName = text('siteName', NOTICE_LIMITS.siteName);

export const noticeGlobalSettingsSchema = z.object({
  siteName: siteName.default(s.siteName),
  translations: translationsField({ siteName }),
  primaryColor: colorField('primaryColor').default(s.primaryColor),
  secondaryColor: colorField('secondaryColor').default(s.secondaryColor),
  showNotices: z.boolean({ error: 'showNotices must be true or false' }).default(s.showNotices),
  noticePosition: z
    .enum(NOTICE_POSITIONS, { error: 'noticePosition must be top or bottom' })
    .default(s.noticePosition),
  animationSpeed: z
    .number({ error: 'animationSpeed must be a number of seconds' })
    .min(
      ANIMATION_SPEED.min,
      `animationSpeed must be from ${ANIMATION_SPEED.min} to ${ANIMATION_SPEED.max} seconds`,
    )
    .max(
      ANIMATION_SPEED.max,
      `animationSpeed must be from ${ANIMATION_SPEED.min} to ${ANIMATION_SPEED.max} seconds`,
    )
    .default(s.animationSpeed),
});

export const noticeBuilderDataSchema = pageDocumentSchema({
  entry: noticeSectionSchema,
  max: NOTICE_LIMITS.notices,
  noun: 'notices',
  globalSettings: noticeGlobalSettingsSchema,
  own: {},
});

export const noticeBuilderSaveBodySchema = pageSaveBodySchema(noticeBuilderDataSchema);

/** What /notice and the builder read: the stored document, every default filled in. */
export const noticeBuilderLoadSchema = pageLoadSchema(
  z.object({
    sections: z.array(
      z.object({
        ...noticeSectionFields,
        backgroundColor: colorField('backgroundColor'),
        textColor: colorField('textColor'),
      }),
    ),
    globalSettings: noticeGlobalSettingsSchema,
  }),
);
export type NoticeBuilderLoadResponse = z.infer<typeof noticeBuilderLoadSchema>;
