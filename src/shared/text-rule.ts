// The text rule's characters: what no stored text may hold, and what a one-line field refuses besides.
// No zod here: the server's fields (input-rules.ts) and the visitor's document rule (document-rule/)
// both ask these, so a page checks text exactly as the server did.
/**
 * Characters no stored text may hold: C0 and C1 controls and DEL, and lone UTF-16 surrogates (which
 * UTF-8 cannot encode, so the driver would silently turn them into U+FFFD and lose what was sent).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_ANYWHERE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u;
/** Single-line fields refuse tab and line breaks as well (U+2028 and U+2029 are line breaks too). */
// eslint-disable-next-line no-control-regex -- as above
const FORBIDDEN_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]|[\uD800-\uDFFF]/u;

/**
 * The bidirectional embedding, override and isolate controls, refused in every field, multi-line ones
 * included: invisible, they make a reader see text in another order than it is stored in (Trojan
 * Source, CVE-2021-42574), and one left open reorders whatever the page shows after the field. The
 * marks LRM, RLM and ALM have no such reach and stay allowed in multi-line text, where writers of
 * Arabic and Hebrew use them to place digits and punctuation.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;

/**
 * Invisible characters a single-line field (a name, a code, a title) refuses: every format character
 * (Unicode category Cf: zero-width space, joiners, word joiner, direction marks, BOM, soft hyphen, tag
 * characters, ...) and the invisible fillers that are letters or marks by category (combining grapheme
 * joiner, Hangul fillers, Khmer inherent vowels). They let two names that look the same be different
 * ("Support\u200B") and hide nothing a one-line field needs, with two exceptions made before the check.
 */
// The combining ones (U+034F, U+17B4, U+17B5) stand outside the class, where they cannot combine.
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0]|\u034F|\u17B4|\u17B5/u;
/**
 * Exception one: ZWNJ and ZWJ where they do a job, between two characters of neither ASCII nor the
 * Latin, Greek or Cyrillic scripts: inside emoji sequences (👩‍💻, 🏳️‍🌈) and in the scripts whose
 * spelling needs them (Persian, Arabic, the Indic scripts). Beside a Latin letter or a space a joiner
 * joins nothing; it only hides ("S\u200Dupport").
 */
const JOINER_AT_WORK =
  // eslint-disable-next-line no-control-regex -- the ASCII range, controls included, is what is excluded
  /(?<=[^\s\u0000-\u007F\u200C\u200D\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])[\u200C\u200D](?=[^\s\u0000-\u007F\u200C\u200D\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])/gu;
/** Exception two: the tag characters of a subdivision flag (🏴 + tag letters + cancel tag: England, ...). */
const EMOJI_FLAG_TAGS = /(?<=\u{1F3F4})[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

const C1_CONTROL = /[\u0080-\u009F]/u;

const hasInvisible = (value: string): boolean =>
  INVISIBLE.test(value.replace(EMOJI_FLAG_TAGS, '').replace(JOINER_AT_WORK, ''));

/** What is wrong with a string any field may hold, or null: the rule the input guard applies to all. */
export function storableTextProblem(value: string): string | null {
  if (FORBIDDEN_ANYWHERE.test(value)) return 'cannot contain control characters or invalid Unicode';
  if (BIDI_CONTROLS.test(value)) return 'cannot contain invisible text-direction controls';
  return null;
}

/** True when a string is fit to store in any field (multi-line ones included). */
export const isStorableText = (value: string): boolean => storableTextProblem(value) === null;

/**
 * A stored JSON value with the characters this rule has refused only lately (C1 controls, text-direction
 * controls, invisible characters outside the two exceptions) taken out of its strings, so that a document
 * saved before still reads as itself instead of as its default. For reading stored values only: input
 * is refused, never silently changed.
 */
export function withoutInvisibleCharacters(value: unknown): unknown {
  if (typeof value === 'string') {
    const kept = new Set<number>();
    for (const pattern of [EMOJI_FLAG_TAGS, JOINER_AT_WORK]) {
      for (const match of value.matchAll(pattern))
        for (let i = 0; i < match[0].length; i += 1) kept.add(match.index + i);
    }
    let out = '';
    let at = 0;
    for (const char of value) {
      if (kept.has(at) || !(INVISIBLE.test(char) || C1_CONTROL.test(char))) out += char;
      at += char.length;
    }
    return out;
  }
  if (Array.isArray(value)) return value.map(withoutInvisibleCharacters);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, withoutInvisibleCharacters(v)]));
  }
  return value;
}

/** What a field's text breaks, by kind, or null: the checks of the text rule in the order they run. */
export type TextProblem = 'control' | 'direction' | 'invisible';

/**
 * The character checks of one text field. `refuseInvisible` is for one-line fields that name things:
 * prose may need invisible characters (ZWSP marks Thai word breaks, a soft hyphen where a long word may
 * break), and secrets are never shown.
 */
export function textFieldProblem(
  value: string,
  { multiline, refuseInvisible }: { multiline: boolean; refuseInvisible: boolean },
): TextProblem | null {
  if ((multiline ? FORBIDDEN_ANYWHERE : FORBIDDEN_SINGLE_LINE).test(value)) return 'control';
  if (BIDI_CONTROLS.test(value)) return 'direction';
  if (refuseInvisible && hasInvisible(value)) return 'invisible';
  return null;
}
