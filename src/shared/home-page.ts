// The home page document (its sections, logo/game/gallery items, global settings, built-in default content
// and the reset rule, docs/architecture.md, Product rules: Pages): its shape, limits, defaults and the URL
// rule. No zod here: /home imports this file (docs/decisions/0015-document-rules-generated.md); the document
// rule built from these constants is in api/home-builder.ts, and /home reads by the rule generated from it.

import type { Translations } from './i18n/content';
import { HOME_PAGE_RULE } from './document-rule/home-page.rule';
import { readDocument } from './document-rule/rule';
import type { PageDocumentKind } from './page-document';
import { VIEWS } from './settings-catalog';
import { URL_MAX } from './urls';

export const SECTION_TYPES = ['hero', 'feature', 'gallery', 'cta', 'text'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const LAYOUTS = ['left', 'center', 'right'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Logo, game or gallery item: `name` is a gallery image's caption; `textAlign` is used by gallery only. */
export interface HomeItem {
  id: string;
  name: string;
  /** The image: an upload (/uploads/<id>.webp), another site-relative path or an http(s) address. */
  url: string;
  enabled: boolean;
  phone: string;
  textAlign: Layout;
  /** The caption in the other languages (docs/decisions/0017). */
  translations?: Translations<HomeItemText>;
}

/** The texts of each part the operator writes, translatable (docs/decisions/0017). */
export type HomeItemText = 'name';
export type HomeSectionText =
  'title' | 'subtitle' | 'content' | 'buttonText' | 'gamesTitle' | 'gamesSubtitle';
export type HomeGlobalText = 'siteName' | 'companySlogan' | 'gamesLogText';

export interface HomeSection {
  id: string;
  type: SectionType;
  title: string;
  subtitle: string;
  content: string;
  backgroundColor: string;
  textColor: string;
  layout: Layout;
  enabled: boolean;
  order: number;
  imageUrl: string;
  buttonText: string;
  buttonUrl: string;
  logos: HomeItem[];
  gamesTitle: string;
  gamesSubtitle: string;
  translations?: Translations<HomeSectionText>;
}

/**
 * The page's globalSettings. The four spin-notice fields are not stored in the document: they are the one
 * spinNoticeSettings setting (the Prizes tab's), filled in when the document is read.
 */
export interface HomeGlobalSettings {
  siteName: string;
  /** Contact logos (WhatsApp, Telegram, Phone): name, phone and the icon's url. */
  logos: HomeItem[];
  primaryColor: string;
  secondaryColor: string;
  contactPhone: string;
  contactWhatsapp: string;
  contactTelegram: string;
  companySlogan: string;
  showContactInfo: boolean;
  gamesLogText: string;
  showGamesLog: boolean;
  translations?: Translations<HomeGlobalText>;
}

export interface HomeBuilderData {
  sections: HomeSection[];
  globalSettings: HomeGlobalSettings;
  /** True once an operator has saved the page: an empty page is then meant, not a reset. */
  userEdited: boolean;
  /** ISO time of the last save, set by the server. */
  lastModified: string;
}

export const HOME_LIMITS = {
  sections: 50,
  itemsPerSection: 100,
  /** Hero logos and contact logos (docs/architecture.md, Product rules: Limits). */
  logos: 6,
  id: 64,
  title: 200,
  subtitle: 300,
  content: 5000,
  buttonText: 60,
  url: URL_MAX,
  itemName: 300,
  phone: 40,
  siteName: 100,
  slogan: 120,
  telegram: 64,
  gamesLogText: 5000,
  order: 100_000,
} as const;

export { HEX_COLOR_6, isAllowedImageUrl, isAllowedLinkUrl } from './urls';
/** A Telegram username (with or without @) or a phone number. */
export const TELEGRAM_TEXT = /^(?:@?[A-Za-z0-9_]{1,64}|[0-9+\-(). ]+)?$/;

export const DEFAULT_SECTION_FIELDS = {
  title: '',
  subtitle: '',
  content: '',
  backgroundColor: '#FFFFFF',
  textColor: '#000000',
  layout: 'center',
  enabled: true,
  order: 1,
  imageUrl: '',
  buttonText: '',
  buttonUrl: '',
  logos: [],
  gamesTitle: '',
  gamesSubtitle: '',
} as const satisfies Omit<HomeSection, 'id' | 'type'>;

export const DEFAULT_ITEM_FIELDS = {
  name: '',
  url: '',
  enabled: true,
  phone: '',
  textAlign: 'center',
} as const satisfies Omit<HomeItem, 'id'>;

export const DEFAULT_GLOBAL_SETTINGS: HomeGlobalSettings = {
  siteName: 'Lucky Draw',
  logos: [],
  primaryColor: '#F5A800',
  secondaryColor: '#2A1650',
  contactPhone: '',
  contactWhatsapp: '',
  contactTelegram: '',
  companySlogan: 'Trusted & Terbukti',
  showContactInfo: true,
  gamesLogText: '',
  showGamesLog: false,
};

/** The promotion image of the default gallery: built by scripts/make-promotion-image.mjs. */
export const DEFAULT_PROMOTION_IMAGE = '/images/promotion.webp';

/** The built-in default content: a hero, a gallery with a promotion image, a cta to /promo. */
export const DEFAULT_HOME_SECTIONS: HomeSection[] = [
  {
    ...DEFAULT_SECTION_FIELDS,
    logos: [],
    id: 'default-hero',
    type: 'hero',
    order: 1,
    title: 'Welcome to Lucky Draw',
    subtitle: 'Spin the wheel, win real prizes',
    content: 'Every promo code is one spin.\nEvery spin wins a prize.',
    backgroundColor: '#2A1650',
    textColor: '#FFFFFF',
  },
  {
    ...DEFAULT_SECTION_FIELDS,
    id: 'default-gallery',
    type: 'gallery',
    order: 2,
    title: 'This week’s promotion',
    subtitle: 'Deposit, get a code, spin for up to the SUPER PRIZE',
    backgroundColor: '#FFF8E6',
    textColor: '#1E1036',
    logos: [
      {
        ...DEFAULT_ITEM_FIELDS,
        id: 'default-promotion',
        name: 'Lucky Draw promotion\nSpin the wheel to win',
        url: DEFAULT_PROMOTION_IMAGE,
      },
    ],
  },
  {
    ...DEFAULT_SECTION_FIELDS,
    logos: [],
    id: 'default-cta',
    type: 'cta',
    order: 3,
    title: 'Got a promo code?',
    subtitle: 'Enter it and spin the wheel now.',
    backgroundColor: '#F5A800',
    textColor: '#1E1036',
    buttonText: 'Spin Now',
    buttonUrl: '/promo',
  },
];

export const defaultHomeData = (): HomeBuilderData => ({
  sections: structuredClone(DEFAULT_HOME_SECTIONS),
  globalSettings: structuredClone(DEFAULT_GLOBAL_SETTINGS),
  userEdited: false,
  lastModified: '',
});

/**
 * The reset rule: a document with no sections that no operator saved that way means "reset", and the default
 * sections are shown (its global settings kept). One saved empty on purpose stays empty.
 */
export function effectiveHomeData(data: HomeBuilderData): HomeBuilderData {
  if (data.sections.length > 0 || data.userEdited) return data;
  return { ...data, sections: structuredClone(DEFAULT_HOME_SECTIONS) };
}

/** The sections a visitor sees: enabled ones, by order (stable for equal orders). */
export const visibleSections = (sections: readonly HomeSection[]): HomeSection[] =>
  sections.filter((s) => s.enabled).sort((a, b) => a.order - b.order);

/** The items of a section a visitor sees (enabled false or no url are hidden). */
export const visibleItems = (items: readonly HomeItem[]): HomeItem[] =>
  items.filter((item) => item.enabled && item.url !== '');

export { phoneVariantOf } from './image-variants';

/**
 * A document the server's rule did not just check (this device's copy, the page's second source, which can be
 * edited by hand; or an answer that came through something else), read by that same rule: the one generated
 * from the load schema, missing fields at their defaults. Null when it breaks the rule.
 */
// The rule is generated from the schema this interface describes (a test holds the two together).
export const readHomeData = (raw: unknown) => readDocument(HOME_PAGE_RULE, raw) as HomeBuilderData | null;

/** The home page document: published as landingPageBuilder, loaded by /home and the contact buttons. */
export const HOME_PAGE: PageDocumentKind<HomeBuilderData> = {
  name: 'home page',
  setting: 'landingPageBuilder',
  prefix: '/api/home-builder',
  view: VIEWS.homePage,
  localKey: 'homeBuilder',
  read: readHomeData,
  defaults: defaultHomeData,
  shown: effectiveHomeData,
};

export interface ContactLink {
  kind: 'whatsapp' | 'telegram' | 'phone';
  label: string;
  href: string;
}

const digitsOf = (s: string) => s.replace(/[^0-9]/g, '');

/** The links of the floating contact buttons, from the contact fields (an empty field gives none). */
export function contactLinks(settings: HomeGlobalSettings): ContactLink[] {
  const links: ContactLink[] = [];
  const whatsapp = digitsOf(settings.contactWhatsapp);
  if (whatsapp !== '') links.push({ kind: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/${whatsapp}` });
  // A username (letters, digits, _) links to the profile, a phone number to the number's chat.
  const telegram = settings.contactTelegram.trim().replace(/^@/, '');
  if (/[A-Za-z_]/.test(telegram) && /^[A-Za-z0-9_]+$/.test(telegram)) {
    links.push({ kind: 'telegram', label: 'Telegram', href: `https://t.me/${telegram}` });
  } else if (digitsOf(telegram) !== '') {
    links.push({ kind: 'telegram', label: 'Telegram', href: `https://t.me/+${digitsOf(telegram)}` });
  }
  const phone = digitsOf(settings.contactPhone);
  if (phone !== '') {
    const plus = settings.contactPhone.trim().startsWith('+') ? '+' : '';
    links.push({ kind: 'phone', label: 'Phone', href: `tel:${plus}${phone}` });
  }
  return links;
}
