// The rules of fields whose zod checks are code (the text rule, link and image addresses, a notice's
// schedule), given as data for describe.ts: the field factories register them where they build the
// check, so a new kind of field cannot reach a generated rule unnoticed (describe.ts refuses it).
import type { z } from 'zod';
import type { Rule } from './rule';

export type LeafRule = Extract<Rule, { kind: 'string' }>;

const leafRules = new WeakMap<z.core.$ZodType, LeafRule>();

export function withLeafRule<S extends z.core.$ZodType>(schema: S, rule: LeafRule): S {
  leafRules.set(schema, rule);
  return schema;
}

export const leafRuleOf = (schema: z.core.$ZodType): LeafRule | undefined => leafRules.get(schema);

const translationsOf = new WeakMap<z.core.$ZodType, readonly string[]>();

/** A translations field (#shared/api/translations), by the names of the fields it translates. */
export function withTranslationsRule<S extends z.core.$ZodType>(schema: S, fields: readonly string[]): S {
  translationsOf.set(schema, fields);
  return schema;
}

export const translationsRuleOf = (schema: z.core.$ZodType): readonly string[] | undefined =>
  translationsOf.get(schema);
