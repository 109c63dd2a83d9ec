// The home builder's document rule and the payloads of GET /api/home-builder/load and POST
// /api/home-builder/save (the versions' are page-builder.ts's). A field that has a default may be missing and
// takes it (docs/architecture.md, Product rules: Pages); a field that is present is checked strictly; unknown
// fields are dropped. Built from the constants of home-page.ts, which the visitor's /home uses without zod.
import { z } from 'zod';
import {
  DEFAULT_GLOBAL_SETTINGS,
  DEFAULT_ITEM_FIELDS,
  DEFAULT_SECTION_FIELDS,
  HOME_LIMITS,
  SECTION_TYPES,
  TELEGRAM_TEXT,
} from '../home-page';
import { PHONE_TEXT } from '../contact';
import { textField } from '../input-rules';
import { pageDocumentSchema, pageLoadSchema, pageSaveBodySchema } from './page-builder';
import { alignmentField, colorField, imageUrlField, linkUrlField, uniqueIds } from './page-document-fields';
import { spinNoticeSettingsSchema } from './spin-notice';
import { translationsField } from './translations';

const text = (label: string, max: number, multiline = false) => textField(label, { max, multiline });

const color = colorField;
const layout = alignmentField;
const linkUrl = linkUrlField;
const imageUrl = imageUrlField;

const phone = (label: string) =>
  textField(label, {
    max: HOME_LIMITS.phone,
    also: { pattern: PHONE_TEXT, message: `${label} may hold only digits, spaces and + - ( ) .` },
  });

const itemId = textField('id', { min: 1, max: HOME_LIMITS.id });

const itemName = text('name', HOME_LIMITS.itemName, true);

export const homeItemSchema = z.object({
  id: itemId,
  name: itemName.default(DEFAULT_ITEM_FIELDS.name),
  /** The caption in the languages besides the default (docs/decisions/0017). */
  translations: translationsField({ name: itemName }),
  url: imageUrl('url').default(DEFAULT_ITEM_FIELDS.url),
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(DEFAULT_ITEM_FIELDS.enabled),
  phone: phone('phone').default(DEFAULT_ITEM_FIELDS.phone),
  textAlign: layout('textAlign').default(DEFAULT_ITEM_FIELDS.textAlign),
});

const items = (max: number, what: string) =>
  z
    .array(homeItemSchema, { error: `${what} must be a list` })
    .max(max, `At most ${max} ${what} are allowed`)
    .superRefine(uniqueIds(what));

/** A section's texts: each written in the default language, and translatable. */
const sectionTexts = {
  title: text('title', HOME_LIMITS.title),
  subtitle: text('subtitle', HOME_LIMITS.subtitle),
  content: text('content', HOME_LIMITS.content, true),
  buttonText: text('buttonText', HOME_LIMITS.buttonText),
  gamesTitle: text('gamesTitle', HOME_LIMITS.title),
  gamesSubtitle: text('gamesSubtitle', HOME_LIMITS.subtitle),
};

export const homeSectionSchema = z
  .object({
    id: itemId,
    type: z.enum(SECTION_TYPES, { error: 'type must be hero, feature, gallery, cta or text' }),
    title: sectionTexts.title.default(DEFAULT_SECTION_FIELDS.title),
    subtitle: sectionTexts.subtitle.default(DEFAULT_SECTION_FIELDS.subtitle),
    content: sectionTexts.content.default(DEFAULT_SECTION_FIELDS.content),
    backgroundColor: color('backgroundColor').default(DEFAULT_SECTION_FIELDS.backgroundColor),
    textColor: color('textColor').default(DEFAULT_SECTION_FIELDS.textColor),
    layout: layout('layout').default(DEFAULT_SECTION_FIELDS.layout),
    enabled: z.boolean({ error: 'enabled must be true or false' }).default(DEFAULT_SECTION_FIELDS.enabled),
    order: z
      .number({ error: 'order must be a number' })
      .int('order must be a whole number')
      .min(-HOME_LIMITS.order, `order must be from ${-HOME_LIMITS.order} to ${HOME_LIMITS.order}`)
      .max(HOME_LIMITS.order, `order must be from ${-HOME_LIMITS.order} to ${HOME_LIMITS.order}`)
      .default(DEFAULT_SECTION_FIELDS.order),
    imageUrl: imageUrl('imageUrl').default(DEFAULT_SECTION_FIELDS.imageUrl),
    buttonText: sectionTexts.buttonText.default(DEFAULT_SECTION_FIELDS.buttonText),
    buttonUrl: linkUrl('buttonUrl').default(DEFAULT_SECTION_FIELDS.buttonUrl),
    logos: items(HOME_LIMITS.itemsPerSection, 'items').default([]),
    gamesTitle: sectionTexts.gamesTitle.default(DEFAULT_SECTION_FIELDS.gamesTitle),
    gamesSubtitle: sectionTexts.gamesSubtitle.default(DEFAULT_SECTION_FIELDS.gamesSubtitle),
    translations: translationsField(sectionTexts),
  })
  .superRefine((section, ctx) => {
    if (section.type === 'hero' && section.logos.length > HOME_LIMITS.logos) {
      ctx.addIssue({
        code: 'custom',
        path: ['logos'],
        message: `A hero section can have at most ${HOME_LIMITS.logos} logos`,
      });
    }
  });

const g = DEFAULT_GLOBAL_SETTINGS;

const globalTexts = {
  siteName: text('siteName', HOME_LIMITS.siteName),
  companySlogan: text('companySlogan', HOME_LIMITS.slogan),
  gamesLogText: text('gamesLogText', HOME_LIMITS.gamesLogText, true),
};

export const homeGlobalSettingsSchema = z.object({
  siteName: globalTexts.siteName.default(g.siteName),
  logos: items(HOME_LIMITS.logos, 'logos').default([]),
  primaryColor: color('primaryColor').default(g.primaryColor),
  secondaryColor: color('secondaryColor').default(g.secondaryColor),
  contactPhone: phone('contactPhone').default(g.contactPhone),
  contactWhatsapp: phone('contactWhatsapp').default(g.contactWhatsapp),
  contactTelegram: textField('contactTelegram', {
    max: HOME_LIMITS.telegram,
    also: {
      pattern: TELEGRAM_TEXT,
      message: 'contactTelegram must be a Telegram username or a phone number',
    },
  }).default(g.contactTelegram),
  companySlogan: globalTexts.companySlogan.default(g.companySlogan),
  showContactInfo: z.boolean({ error: 'showContactInfo must be true or false' }).default(g.showContactInfo),
  gamesLogText: globalTexts.gamesLogText.default(g.gamesLogText),
  showGamesLog: z.boolean({ error: 'showGamesLog must be true or false' }).default(g.showGamesLog),
  translations: translationsField(globalTexts),
});

/** The stored document. `lastModified` is the server's: whatever a client sends is replaced on save. */
export const homeBuilderDataSchema = pageDocumentSchema({
  entry: homeSectionSchema,
  max: HOME_LIMITS.sections,
  noun: 'sections',
  globalSettings: homeGlobalSettingsSchema,
  own: {
    userEdited: z.boolean({ error: 'userEdited must be true or false' }).default(false),
    lastModified: z.string().max(40).default(''),
  },
});

export const homeBuilderSaveBodySchema = pageSaveBodySchema(homeBuilderDataSchema);

/** What /home and the builder read: the document, with the spin-notice setting's fields in globalSettings. */
export const homeBuilderLoadSchema = pageLoadSchema(
  z.object({
    sections: z.array(homeSectionSchema),
    // The notice's own translations stay in its view: these are the document's.
    globalSettings: homeGlobalSettingsSchema.extend(
      spinNoticeSettingsSchema.omit({ translations: true }).shape,
    ),
    userEdited: z.boolean(),
    lastModified: z.string(),
  }),
);
export type HomeBuilderLoadResponse = z.infer<typeof homeBuilderLoadSchema>;
