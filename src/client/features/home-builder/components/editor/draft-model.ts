// The builder's edits as plain functions of the document, so the rules (order numbers, the logo limit,
// the quick-add slot reuse) are testable without a browser.
import * as m from '#messages';
import { PHONE_TEXT } from '#shared/contact';
import { textOn } from '#shared/contrast';
import {
  DEFAULT_ITEM_FIELDS,
  DEFAULT_SECTION_FIELDS,
  HOME_LIMITS,
  type HomeBuilderData,
  type HomeGlobalSettings,
  type HomeItem,
  type HomeSection,
  type SectionType,
} from '#shared/home-page';
import { newId } from '#client/lib/draft-helpers';

export const SECTION_TYPE_LABELS: Record<SectionType, string> = {
  hero: m.builder_typeHero,
  feature: m.builder_typeFeature,
  gallery: m.builder_typeGallery,
  cta: m.builder_typeCta,
  text: m.builder_typeText,
};

/** By order; equal orders keep their place in the list (as /home draws them). */
export const sortedSections = (sections: readonly HomeSection[]): HomeSection[] =>
  [...sections].sort((a, b) => a.order - b.order);

/**
 * A new section in the site's colours: its secondary colour behind text that reads on it. Its number is
 * given where it is placed (renumberSections).
 */
export function newSection(
  type: SectionType,
  settings: Pick<HomeGlobalSettings, 'secondaryColor'>,
): HomeSection {
  return {
    ...DEFAULT_SECTION_FIELDS,
    logos: [],
    id: newId(),
    type,
    // A starting title in the operator's language, selected in the editor that opens: typing replaces it.
    title: m.builder_newSection({ type: SECTION_TYPE_LABELS[type] }),
    backgroundColor: settings.secondaryColor,
    textColor: textOn(settings.secondaryColor),
  };
}

export const newItem = (): HomeItem => ({ ...DEFAULT_ITEM_FIELDS, id: newId() });

/** The sections in their new order, numbered 1..n (/home draws them by number). */
export const renumberSections = (sections: readonly HomeSection[]): HomeSection[] =>
  sections.map((s, i) => ({ ...s, order: i + 1 }));

/** A slot that a quick-add may take over: no image and switched off (what Clear leaves behind). */
const isFreeSlot = (logo: HomeItem) => logo.url === '' && !logo.enabled;

export type QuickAddKind = 'WhatsApp' | 'Telegram' | 'Phone';

/** A channel as its button and its new logo name it: the brands as they are, Phone in words. */
export const QUICK_ADD_NAMES: Record<QuickAddKind, string> = {
  WhatsApp: 'WhatsApp',
  Telegram: 'Telegram',
  Phone: m.builder_phone,
};

export type QuickAddResult =
  { ok: true; logos: HomeItem[]; reused: boolean } | { ok: false; title: string; description: string };

/**
 * The contact quick-add (WhatsApp, Telegram, Phone): a logo named after the channel, its phone from the
 * contact field, in a new slot while fewer than 6 exist, else in the first empty disabled slot. When none is
 * free: 'No empty slots' if some logo is switched off but still has an image (clearing it frees the slot),
 * else 'Maximum logos reached' (all 6 are in use).
 */
export function quickAddContact(settings: HomeGlobalSettings, kind: QuickAddKind): QuickAddResult {
  const name = QUICK_ADD_NAMES[kind];
  const field = {
    WhatsApp: settings.contactWhatsapp,
    Telegram: settings.contactTelegram,
    Phone: settings.contactPhone,
  }[kind].trim();
  // A Telegram username is no phone number; the item's phone only takes what a phone line can show.
  const phone = PHONE_TEXT.test(field) ? field.slice(0, HOME_LIMITS.phone) : '';
  const logos = settings.logos;
  if (logos.length < HOME_LIMITS.logos) {
    return { ok: true, reused: false, logos: [...logos, { ...newItem(), name, phone }] };
  }
  const free = logos.findIndex(isFreeSlot);
  if (free >= 0) {
    return {
      ok: true,
      reused: true,
      logos: logos.map((logo, i) =>
        i === free ? { ...DEFAULT_ITEM_FIELDS, id: logo.id, name, phone } : logo,
      ),
    };
  }
  return logos.some((logo) => !logo.enabled)
    ? {
        ok: false,
        title: m.builder_noEmptySlots,
        description: m.builder_noEmptySlotsText({ max: HOME_LIMITS.logos }),
      }
    : {
        ok: false,
        title: m.builder_maxLogos,
        description: m.builder_maxLogosText({ max: HOME_LIMITS.logos }),
      };
}

/** What Clear leaves: the slot kept (its id and place), emptied and switched off, free for reuse. */
export const clearedItem = (item: HomeItem): HomeItem => ({
  ...DEFAULT_ITEM_FIELDS,
  id: item.id,
  textAlign: item.textAlign,
  enabled: false,
});

/**
 * The document as it is saved: an operator has edited it, so an empty section list from the server no
 * longer counts as a reset to the built-in defaults.
 */
export const forSaving = (data: HomeBuilderData): HomeBuilderData => ({ ...data, userEdited: true });

/**
 * In the builder, a loaded document with no sections is ignored and the current content kept
 * (the built-in defaults at first). Its global settings are still taken: they are not "content", and a
 * publish over stand-in settings would wipe the real ones.
 */
export function adoptLoaded(current: HomeBuilderData, loaded: HomeBuilderData): HomeBuilderData {
  if (loaded.sections.length > 0) return loaded;
  return { ...loaded, sections: current.sections };
}
