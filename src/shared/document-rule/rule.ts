// A page document's rule as data, and the reading of a value by it. The rule is generated from the
// document's zod schema (describe.ts, `npm run generate:rules`), so the visitor's pages check a
// document by the server's rule without loading zod (docs/decisions/0015-document-rules-generated.md).
import { LOCALES } from '../i18n/locales';
import { textFieldProblem } from '../text-rule';

export type Rule = (
  | { kind: 'object'; fields: Record<string, Rule> }
  | { kind: 'array'; of: Rule; max?: number }
  | {
      kind: 'string';
      min?: number;
      max?: number;
      pattern?: RegExp;
      text?: { multiline: boolean; refuseInvisible: boolean };
      /** A check that is code: the very function the server's rule calls (a link's or an image's kind). */
      check?: (value: string) => boolean;
    }
  | { kind: 'number'; int?: true; min?: number; max?: number }
  | { kind: 'boolean' }
  | { kind: 'oneOf'; values: readonly unknown[] }
  /** An operator text's translations (#shared/api/translations): the named sibling fields' rules, per language. */
  | { kind: 'translations'; fields: readonly string[] }
) & { default?: unknown; optional?: true; nullable?: true };

type ObjectRule = Extract<Rule, { kind: 'object' }>;

/**
 * The object rule a `translations` field stands for: per language, the rules of the fields it names as
 * they stand beside it, each optional and without its default (translationsField's zod rule). Written
 * as a reference in the generated module, so the languages and the text limits stay stated once.
 */
export function expandTranslations(
  siblings: ObjectRule['fields'],
  rule: Extract<Rule, { kind: 'translations' }>,
): Rule {
  const oneLanguage: Rule = {
    kind: 'object',
    fields: Object.fromEntries(
      rule.fields.map((name) => {
        // The generator has checked that every name is a sibling (describe.ts).
        const field = { ...(siblings[name] as Rule), optional: true } as Rule;
        delete field.default;
        return [name, field];
      }),
    ),
    optional: true,
  };
  return {
    kind: 'object',
    fields: Object.fromEntries(LOCALES.map((locale) => [locale, oneLanguage])),
    ...(rule.optional ? { optional: true } : {}),
  };
}

const REFUSED = Symbol('refused');

function fits(rule: Rule, value: unknown): unknown {
  switch (rule.kind) {
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return REFUSED;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(rule.fields)) {
        const own = field.kind === 'translations' ? expandTranslations(rule.fields, field) : field;
        const read = readBy(own, (value as Record<string, unknown>)[key]);
        if (read === REFUSED) return REFUSED;
        if (read !== undefined) out[key] = read;
      }
      return out;
    }
    case 'array': {
      if (!Array.isArray(value) || value.length > (rule.max ?? Infinity)) return REFUSED;
      const out = value.map((item: unknown) => readBy(rule.of, item));
      return out.includes(REFUSED) ? REFUSED : out;
    }
    case 'string':
      return typeof value === 'string' &&
        value.length >= (rule.min ?? 0) &&
        value.length <= (rule.max ?? Infinity) &&
        (!rule.pattern || rule.pattern.test(value)) &&
        (!rule.text || textFieldProblem(value, rule.text) === null) &&
        (!rule.check || rule.check(value))
        ? value
        : REFUSED;
    case 'number':
      return typeof value === 'number' &&
        Number.isFinite(value) &&
        (!rule.int || Number.isInteger(value)) &&
        value >= (rule.min ?? -Infinity) &&
        value <= (rule.max ?? Infinity)
        ? value
        : REFUSED;
    case 'boolean':
      return typeof value === 'boolean' ? value : REFUSED;
    case 'oneOf':
      return rule.values.includes(value) ? value : REFUSED;
    case 'translations':
      // Read only through its object (above): alone it has no field rules to read by.
      return REFUSED;
  }
}

function readBy(rule: Rule, value: unknown): unknown {
  if (value === undefined) {
    if ('default' in rule) return structuredClone(rule.default);
    return rule.optional ? undefined : REFUSED;
  }
  if (value === null && rule.nullable) return null;
  return fits(rule, value);
}

/**
 * A value read by a document's rule, as the server's parse would give it: missing fields take their defaults,
 * unknown ones are dropped. Null when any field breaks the rule: a page then shows another source (this
 * device's copy, the built-in page), never part of a document.
 */
export function readDocument(rule: Rule, value: unknown): unknown {
  const read = readBy(rule, value);
  return read === REFUSED ? null : read;
}
