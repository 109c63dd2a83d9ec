// What a settings save changed, as the audit trail keeps it: the prize slots renamed (from, to), a page's
// sections added, changed and removed, or the fields of a smaller setting. Small and plain, so the trail
// can say it in words without storing whole page documents twice.
import { documentChanges, sameContent, type DocumentShape } from './document-changes';
import { objectOr } from './plain-object';
import { isSamePrizeName } from './i18n/built-in-texts';
import { formatCents } from './money';
import { prizeNameTranslationsSchema, readPrizeNames } from './api/prizes';
import { LOCALES, type Locale } from './i18n/locales';
import { noPrizeValues, prizeValuesSchema } from './prize-values';
import { PRIZE_TYPES } from './prizes';
import type { SettingKey } from './settings-catalog';
import { SLOTS } from './wheel';
import { imageChanges, themeChanges } from './wheel-looks';

/** A slot whose value changed: amounts as "10.00", null for no value. */
export interface RevaluedSlot {
  wheel: 'normal' | 'super';
  slot: number;
  from: string | null;
  to: string | null;
}

const readPrizeValues = (value: unknown) => {
  const parsed = prizeValuesSchema.safeParse(value);
  return parsed.success ? parsed.data : noPrizeValues();
};
const amountOrNull = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? null : formatCents(cents);

/** A slot's name in one language changed: '' for no translation (it reads as the default language's). */
export interface RetranslatedSlot {
  wheel: 'normal' | 'super';
  language: Locale;
  slot: number;
  from: string;
  to: string;
}

const readTranslations = (value: unknown) => {
  const parsed = prizeNameTranslationsSchema.safeParse(value);
  return parsed.success ? parsed.data : prizeNameTranslationsSchema.parse({});
};

export interface RenamedSlot {
  slot: number;
  from: string;
  to: string;
}

const isDocument = (value: unknown): value is DocumentShape => {
  const doc = objectOr(value);
  return (
    Array.isArray(doc.sections) &&
    doc.sections.every((entry) => typeof objectOr(entry).id === 'string') &&
    typeof doc.globalSettings === 'object' &&
    doc.globalSettings !== null
  );
};

/** A list of entries with ids (the canned replies), as a document of no settings for documentChanges. */
const asEntries = (value: unknown): DocumentShape => ({
  sections: Array.isArray(value)
    ? value.filter((entry): entry is { id: string } => typeof objectOr(entry).id === 'string')
    : [],
  globalSettings: {},
});

/** The top-level fields whose content differs. */
const changedFields = (before: unknown, after: unknown): string[] => {
  const old = objectOr(before);
  const now = objectOr(after);
  const names = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return names.filter((name) => !sameContent(old[name], now[name])).sort();
};

/** `before` is the value the save replaced (the setting's default when it was never saved). */
export function settingChangeDetails(
  key: SettingKey,
  before: unknown,
  after: unknown,
): Record<string, unknown> {
  switch (key) {
    case 'customPrizeNames':
    case 'customSuperPrizeNames': {
      const wheel = key === 'customPrizeNames' ? 'normal' : 'super';
      const old = readPrizeNames(before, wheel);
      // A built-in name written in another language is no rename: the Prizes tab sends the five slots
      // it did not touch as the operator's language reads them (docs/decisions/0025).
      const slots: RenamedSlot[] = readPrizeNames(after, wheel).flatMap((to, i) =>
        isSamePrizeName(wheel, i, to, old[i] ?? '') ? [] : [{ slot: i + 1, from: old[i] ?? '', to }],
      );
      return { wheel, slots };
    }
    case 'prizeValues': {
      const old = readPrizeValues(before);
      const now = readPrizeValues(after);
      const values: RevaluedSlot[] = PRIZE_TYPES.flatMap((wheel) =>
        now[wheel].flatMap((to, i) =>
          to === old[wheel][i]
            ? []
            : [{ wheel, slot: i + 1, from: amountOrNull(old[wheel][i]), to: amountOrNull(to) }],
        ),
      );
      return { values };
    }
    case 'wheelThemes':
      return { themes: themeChanges(before, after) };
    case 'prizeImages':
      return { images: imageChanges(before, after) };
    case 'prizeNameTranslations': {
      const old = readTranslations(before);
      const now = readTranslations(after);
      const translations: RetranslatedSlot[] = PRIZE_TYPES.flatMap((wheel) =>
        LOCALES.flatMap((language) =>
          Array.from({ length: SLOTS }, (_, i) => ({
            wheel,
            language,
            slot: i + 1,
            from: old[wheel][language]?.[i] ?? '',
            to: now[wheel][language]?.[i] ?? '',
          })).filter(({ from, to }) => from !== to),
        ),
      );
      return { translations };
    }
    case 'landingPageBuilder':
    case 'noticeBuilder':
      return isDocument(before) && isDocument(after) ? { ...documentChanges(before, after) } : {};
    case 'chatCannedReplies': {
      // Counted as a page's sections are (by id), so an edit, a move and a new reply each read as such.
      const { added, changed, removed, reordered } = documentChanges(asEntries(before), asEntries(after));
      return { added, changed, removed, reordered };
    }
    default:
      return { fields: changedFields(before, after) };
  }
}

/**
 * Whether details of settingChangeDetails tell of any change: a slot, value, field or entry listed, a count
 * above zero or a flag set. A save that tells of none (names rewritten as another language reads the same,
 * a page published as it stands) is no change to audit.
 */
export function hasChanges(details: Record<string, unknown>): boolean {
  return Object.values(details).some(
    (value) =>
      (Array.isArray(value) && value.length > 0) ||
      value === true ||
      (typeof value === 'number' && value > 0),
  );
}
