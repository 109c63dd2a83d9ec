// What a settings save changed, as the audit trail keeps it: the prize slots renamed (from, to), a page's
// sections added, changed and removed, or the fields of a smaller setting. Small and plain, so the trail
// can say it in words without storing whole page documents twice.
import { documentChanges, sameContent, type DocumentShape } from './document-changes';
import { objectOr } from './plain-object';
import { isSamePrizeName } from './i18n/built-in-texts';
import { formatCents } from './money';
import { readPrizeNames } from './api/prizes';
import { noPrizeValues, prizeValuesSchema } from './prize-values';
import { PRIZE_TYPES } from './prizes';
import type { SettingKey } from './settings-catalog';

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
