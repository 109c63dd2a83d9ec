// The rules every client-supplied value passes, one each for text, dates, ids and money, so that no
// route can hand PostgreSQL a value it refuses (a NUL byte, year 0000, an id above int4) and answer 500.
// Every schema in src/shared builds its fields from these; the server's input guard (plugins/input-guard)
// backs them up for whatever a schema does not name.
import { z } from 'zod';
import { datesInOrder, isValidDateString } from './business-date';
import { isDocumentDateTime } from './document-rule/date-time';
import { withLeafRule } from './document-rule/registry';
import { MAX_CENTS, parseMoneyToCents } from './money';
import { isStorableText, storableTextProblem, textFieldProblem, type TextProblem } from './text-rule';

export interface TextRule {
  /** At most this many characters, after trimming. */
  max: number;
  /** At least this many characters after trimming (1 = required, non-blank). Default 0. */
  min?: number;
  /** Tab and newlines allowed (CRLF, CR, U+2028 and U+2029 become LF). Default false. */
  multiline?: boolean;
  /**
   * Default true. False for secrets such as passwords, which are taken as sent: spaces count, nothing
   * is normalised and invisible characters (text-direction controls aside) are allowed, since the value
   * is compared with what was set and never shown.
   */
  trim?: boolean;
  /**
   * Default 'NFC'. 'NFKC' for names that tell people apart (a visitor, a customer): fullwidth,
   * mathematical and other compatibility forms become the plain letters they look like, so "Ｓupport"
   * is "Support" and one customer typed two ways is one customer.
   */
  normalization?: 'NFC' | 'NFKC';
  /** The message for a missing or too-short value; default `${label} is required`. */
  requiredMessage?: string;
  /** One more condition, after the characters and the length: a pattern or a named check. */
  also?: { pattern: RegExp; message: string } | { check: (value: string) => boolean; message: string };
}

/**
 * A text field: normalised, trimmed, free of control and (single-line) invisible characters, bounded.
 * `label` names it in every message.
 */
export function textField(label: string, rule: TextRule) {
  const { max, min = 0, multiline = false, trim = true, normalization = 'NFC' } = rule;
  const required = rule.requiredMessage ?? `${label} is required`;
  const { also } = rule;
  const meetsAlso = (s: string) => !also || ('pattern' in also ? also.pattern.test(s) : also.check(s));
  const refuseInvisible = !multiline && trim;
  const characters = { multiline, refuseInvisible };
  const messages: Record<TextProblem, string> = {
    control: multiline
      ? `${label} cannot contain control characters or invalid Unicode`
      : `${label} cannot contain control characters, line breaks or invalid Unicode`,
    direction: `${label} cannot contain invisible text-direction controls`,
    invisible: `${label} cannot contain invisible characters such as zero-width spaces or direction marks`,
  };
  const schema = z
    .string({ error: (issue) => (issue.input === undefined ? required : `${label} must be text`) })
    .transform((s) => {
      const normal = trim ? s.normalize(normalization) : s;
      const lines = multiline ? normal.replace(/\r\n?|[\u2028\u2029]/g, '\n') : normal;
      return trim ? lines.trim() : lines;
    })
    .pipe(
      z
        .string()
        .refine((s) => textFieldProblem(s, characters) === null, {
          error: (issue) => messages[textFieldProblem(String(issue.input), characters) ?? 'control'],
          abort: true,
        })
        // As length checks, not refines: their issues carry the limit, which the forms word in the page's
        // language (an empty field asks for it rather than saying it is not accepted).
        .min(min, { message: required, abort: true })
        .max(max, { message: `${label} can be at most ${max} characters`, abort: true })
        .refine((s) => meetsAlso(s), { message: also?.message ?? '' }),
    )
    // The checks above are code; the OpenAPI document shows the limits from this.
    .meta({ type: 'string', maxLength: max, ...(min > 0 ? { minLength: min } : {}) });
  // What a visitor's page checks of a stored document: the same characters and limits, no rewriting.
  return withLeafRule(schema, {
    kind: 'string',
    text: characters,
    ...(min > 0 ? { min } : {}),
    max,
    ...(also && ('pattern' in also ? { pattern: also.pattern } : { check: also.check })),
  });
}

/** The longest search of the admin lists (`q`, docs/decisions/0045), in characters after trimming. */
export const SEARCH_MAX = 100;

/** `q`: trimmed, NFKC (a fullwidth Ｚ is Z), at most SEARCH_MAX characters, no control characters; blank is none. */
export const searchField = () =>
  textField('q', { max: SEARCH_MAX, normalization: 'NFKC' })
    .optional()
    .transform((s) => s || undefined);

export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2100-12-31';

/** A real calendar date, yyyy-mm-dd, within DATE_MIN … DATE_MAX. */
export const isDateInRange = (s: string): boolean => isValidDateString(s) && s >= DATE_MIN && s <= DATE_MAX;

/** A yyyy-mm-dd date within the range every table and index can hold. */
export function dateField(label: string) {
  return z
    .string({ error: `${label} must be a date (yyyy-mm-dd)` })
    .refine(isDateInRange, `${label} must be a date (yyyy-mm-dd) from ${DATE_MIN} to ${DATE_MAX}`);
}

/** An optional date filter from a query string: missing or empty means no filter. */
export function optionalDateField(label: string) {
  return z
    .union([z.literal(''), dateField(label)], {
      error: `${label} must be a date (yyyy-mm-dd) from ${DATE_MIN} to ${DATE_MAX}`,
    })
    .optional()
    .transform((s) => s || undefined);
}

/**
 * A required instant with its offset, as a Date. Blank is refused here: the document rule reads a blank
 * as "no date", which a required field must not turn into an invalid Date.
 */
export function instantField(label: string) {
  const message = `${label} must be a date and time with its offset (2026-11-28T10:00:00+08:00), from 2000 to 2100`;
  return z
    .string({ error: message })
    .refine((s) => s.trim() !== '' && isDocumentDateTime(s), message)
    .transform((s) => new Date(s));
}

/**
 * An optional instant, as an ISO date and time with its offset ('2026-11-28T10:00:00+08:00'), from 2000
 * to 2100: a code's scheduled start. Missing or empty means none.
 */
export function optionalInstantField(label: string) {
  const message = `${label} must be a date and time with its offset (2026-11-28T10:00:00+08:00), from 2000 to 2100`;
  return z
    .string({ error: message })
    .refine(isDocumentDateTime, message)
    .optional()
    .transform((s) => (s ? new Date(s) : undefined));
}

/** Refuses a startDate after its endDate, a range that could hold nothing: said rather than answered empty. */
export const withDatesInOrder = <
  S extends z.ZodType<{ startDate?: string | undefined; endDate?: string | undefined }>,
>(
  schema: S,
) =>
  schema.refine((q) => datesInOrder(q.startDate, q.endDate), {
    message: 'startDate must not be after endDate',
    path: ['startDate'],
  });

/** Ids are int4 serials: 1 … 2^31-1. */
export const ID_MAX = 2_147_483_647;

/**
 * A whole number from a path, a query or a JSON body: a JSON integer, or decimal digits only (no
 * '0x10', '1e3', '+5', ' 7' or ''), within min … max.
 */
export function wholeNumberField(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z
    .union([z.string(), z.number()], { error: message })
    .refine((v) => (typeof v === 'number' ? Number.isSafeInteger(v) : /^\d{1,16}$/.test(v)), {
      message,
      abort: true,
    })
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
}

/** A row id: 1 … ID_MAX. */
export const idField = (label: string) => wholeNumberField(label, 1, ID_MAX);

/** Page numbers of a paged list; past the last page is an empty page, not an error. */
export const PAGE_MAX = 1_000_000;
export const pageField = () => wholeNumberField('page', 1, PAGE_MAX).default(1);
export const pageSizeField = (max: number, fallback: number) =>
  wholeNumberField('pageSize', 1, max).default(fallback);

/** Ids are what sortable lists (a builder's, the canned replies) and React key on: unique within their list. */
export const uniqueIds =
  (what: string) =>
  (items: readonly { id: string }[], ctx: z.RefinementCtx): void => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.id)) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `Two ${what} have the id ${item.id}` });
      }
      seen.add(item.id);
    });
  };

/** One deposit (or the deposit behind a code) is at most this: 1,000,000.00. */
export const MONEY_MAX_CENTS = 100_000_000;
export const MONEY_MAX_TEXT = '1,000,000.00';

/**
 * An amount of money sent as a JSON number, to integer cents. Each failure says what is wrong: the
 * type, the sign, the size, or more than two decimals (0.1 + 0.2 arrives as 0.30000000000000004).
 */
export function moneyField(label: string, { allowZero }: { allowZero: boolean }) {
  const sign = allowZero ? `${label} cannot be negative` : `${label} must be greater than 0`;
  return z
    .number({ error: `${label} must be a number` })
    .refine((n) => (allowZero ? n >= 0 : n > 0), { message: sign, abort: true })
    .refine((n) => n <= MONEY_MAX_CENTS / 100, {
      message: `${label} can be at most ${MONEY_MAX_TEXT}`,
      abort: true,
    })
    .transform((n, ctx) => {
      const cents = parseMoneyToCents(n);
      if (cents === null || cents > MAX_CENTS) {
        ctx.addIssue({ code: 'custom', message: `${label} can have at most 2 decimals` });
        return z.NEVER;
      }
      return cents;
    });
}

/** Deeper JSON than this is refused: no document of ours nests past a dozen levels. */
export const JSON_MAX_DEPTH = 32;

/**
 * The path of the first string (value or key) in a JSON value that fails the text rule, or of the first
 * value nested deeper than JSON_MAX_DEPTH; null when the whole value is fit to store. Iterative, so a
 * megabyte of '[' cannot overflow the stack.
 */
export function findUnstorableJson(root: unknown): { path: string; problem: string } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof value === 'string') {
      const problem = storableTextProblem(value);
      if (problem) return { path, problem };
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= JSON_MAX_DEPTH)
        return { path, problem: `is nested too deeply (over ${JSON_MAX_DEPTH} levels)` };
      for (const [key, child] of Object.entries(value)) {
        const childPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
        if (!isStorableText(key))
          return { path: childPath, problem: 'has a key with control characters or invalid Unicode' };
        stack.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** A JSON value (document, list) every string of which passes the text rule. */
export function jsonDocumentField<S extends z.ZodType>(label: string, schema: S) {
  return schema.superRefine((value, ctx) => {
    const bad = findUnstorableJson(value);
    if (bad)
      ctx.addIssue({ code: 'custom', message: `${label}${bad.path ? `.${bad.path}` : ''} ${bad.problem}` });
  });
}
