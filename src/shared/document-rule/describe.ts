// The generator's half: a zod schema turned into the Rule data of rule.ts, and the module written from
// it. Run at development time only (scripts/codegen/generate-document-rules.ts); a test keeps the generated
// modules equal to what the schemas give today. It refuses what it cannot carry over (a transform, a
// refinement of a single field that no leaf rule names) instead of leaving it out.
import type { z } from 'zod';
import { isDeepStrictEqual } from 'node:util';
import { leafRuleOf, translationsRuleOf } from './registry';
import { expandTranslations, type Rule } from './rule';

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
interface CheckDef {
  check: string;
  maximum?: number;
  minimum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as Def;
const checksOf = (schema: z.core.$ZodType): CheckDef[] =>
  (defOf(schema).checks ?? []).map((c) => c._zod.def as unknown as CheckDef);

function refuse(path: string, what: string): never {
  throw new Error(`No visitor rule for ${path || 'the document'}: ${what}`);
}

function lengthLimits(schema: z.core.$ZodType): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {};
  for (const c of checksOf(schema)) {
    if (c.check === 'max_length') out.max = c.maximum;
    if (c.check === 'min_length') out.min = c.minimum;
  }
  return out;
}

export function describeRule(schema: z.core.$ZodType, path = ''): Rule {
  const leaf = leafRuleOf(schema);
  if (leaf) return { ...leaf };
  const def = defOf(schema);
  const inner = () => describeRule(def.innerType as z.core.$ZodType, path);
  switch (def.type) {
    case 'default':
      // The getter gives a fresh copy of the default each time; the rule keeps one as data.
      return { ...inner(), default: structuredClone(def.defaultValue) };
    case 'optional':
      return { ...inner(), optional: true };
    case 'nullable':
      return { ...inner(), nullable: true };
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'oneOf', values: Object.values(def.entries as Record<string, unknown>) };
    case 'literal':
      return { kind: 'oneOf', values: def.values as unknown[] };
    case 'string': {
      const rule: Extract<Rule, { kind: 'string' }> = { kind: 'string', ...lengthLimits(schema) };
      for (const c of checksOf(schema)) {
        if (c.check === 'string_format' && c.format === 'regex' && c.pattern) rule.pattern = c.pattern;
        else if (c.check !== 'max_length' && c.check !== 'min_length') refuse(path, `a ${c.check} check`);
      }
      return rule;
    }
    case 'number': {
      const rule: Extract<Rule, { kind: 'number' }> = { kind: 'number' };
      for (const c of checksOf(schema)) {
        if (c.check === 'number_format' && c.format === 'safeint') rule.int = true;
        else if (c.check === 'greater_than' && c.inclusive) rule.min = c.value;
        else if (c.check === 'less_than' && c.inclusive) rule.max = c.value;
        else refuse(path, `a ${c.check} check`);
      }
      return rule;
    }
    case 'array': {
      refuseRefinements(schema, path);
      const { max } = lengthLimits(schema);
      const of = describeRule(def.element as z.core.$ZodType, `${path}[]`);
      return max === undefined ? { kind: 'array', of } : { kind: 'array', of, max };
    }
    case 'object': {
      refuseRefinements(schema, path);
      const shape = def.shape as Record<string, z.core.$ZodType>;
      const fields: Record<string, Rule> = {};
      for (const [key, field] of Object.entries(shape)) {
        fields[key] = describeRule(field, path ? `${path}.${key}` : key);
      }
      for (const [key, field] of Object.entries(shape)) {
        const translated = translationsRuleOf(field);
        if (translated) fields[key] = asTranslations(fields, key, translated, path);
      }
      return { kind: 'object', fields };
    }
    default:
      return refuse(path, `a ${def.type} schema`);
  }
}

/**
 * A translations field written as the names it translates, once it is certain the page's reading of
 * that reference (rule.ts) is exactly the rule its zod schema gives.
 */
function asTranslations(
  fields: Record<string, Rule>,
  key: string,
  names: readonly string[],
  path: string,
): Rule {
  const { optional } = fields[key] ?? {};
  const rule: Rule = { kind: 'translations', fields: names, ...(optional ? { optional } : {}) };
  if (!isDeepStrictEqual(expandTranslations(fields, rule), fields[key])) {
    refuse(path ? `${path}.${key}` : key, 'translations that are not the rules of the fields beside them');
  }
  return rule;
}

/**
 * A list's or an object's refinements relate its parts (two ids alike, the hero's six logos, a
 * schedule's end after its start): they guard the builder's editing, and a page draws a document that
 * breaks them without harm, so the visitor's rule leaves them to the server. A single field's
 * refinement is never left out: it must be a leaf rule.
 */
function refuseRefinements(schema: z.core.$ZodType, path: string): void {
  for (const c of checksOf(schema)) {
    if (!['max_length', 'min_length', 'custom'].includes(c.check)) refuse(path, `a ${c.check} check`);
  }
}

/** Where each function a leaf rule may check with is imported from, seen from the generated module. */
export type CheckImports = ReadonlyMap<(value: string) => boolean, { name: string; from: string }>;

/**
 * The rule as TypeScript source: a leaf on one line, each pattern written as the regular expression it
 * is and each check as the imported function it is (so a page loads only the checks its document uses),
 * and a part the rule holds twice (the home page's logo item) written once, as a constant before it.
 */
export function ruleSource(
  rule: Rule,
  checks: CheckImports,
): { source: string; shared: string[]; imports: string[] } {
  const imports = new Map<string, Set<string>>();
  const value = (v: unknown): string => {
    if (v instanceof RegExp) return String(v);
    if (typeof v === 'function') {
      const named = checks.get(v as (value: string) => boolean);
      if (!named) throw new Error("A leaf rule's check is not in the generator's import list");
      imports.set(named.from, (imports.get(named.from) ?? new Set()).add(named.name));
      return named.name;
    }
    if (Array.isArray(v)) return `[${v.map(value).join(', ')}]`;
    if (typeof v === 'object' && v !== null) {
      return `{ ${Object.entries(v)
        .map(([k, x]) => `${k}: ${value(x)}`)
        .join(', ')} }`;
    }
    return JSON.stringify(v);
  };
  const seen = new Map<string, number>();
  const count = (r: Rule): void => {
    if (r.kind === 'object') {
      const key = JSON.stringify(r, (_k, v: unknown) => (v instanceof RegExp ? String(v) : v));
      seen.set(key, (seen.get(key) ?? 0) + 1);
      Object.values(r.fields).forEach(count);
    } else if (r.kind === 'array') count(r.of);
  };
  count(rule);
  const shared: string[] = [];
  const names = new Map<string, string>();
  const write = (r: Rule, indent: string, name: string): string => {
    const { kind, ...rest } = r;
    if (kind !== 'object' && kind !== 'array') return value(r);
    if (kind === 'array') {
      const { of, ...more } = rest as Omit<Extract<Rule, { kind: 'array' }>, 'kind'>;
      const head = Object.entries(more)
        .map(([k, x]) => `, ${k}: ${value(x)}`)
        .join('');
      return `{ kind: "array"${head}, of: ${write(of, indent, `${name}Item`)} }`;
    }
    const key = JSON.stringify(r, (_k, v: unknown) => (v instanceof RegExp ? String(v) : v));
    const known = names.get(key);
    if (known) return known;
    const { fields, ...more } = rest as Omit<Extract<Rule, { kind: 'object' }>, 'kind'>;
    const body = (at: string) =>
      `{\n${at}  kind: "object",\n${at}  fields: {\n${Object.entries(fields)
        .map(([k, f]) => `${at}    ${k}: ${write(f, `${at}    `, childName(name, k))},\n`)
        .join('')}${at}  },\n${Object.entries(more)
        .map(([k, x]) => `${at}  ${k}: ${value(x)},\n`)
        .join('')}${at}}`;
    if ((seen.get(key) ?? 0) < 2) return body(indent);
    const constant = `${name}Rule`;
    names.set(key, constant);
    shared.push(`const ${constant}: Rule = ${body('')};`);
    return constant;
  };
  // A part written once is named by the path it is first met at (sectionsItemLogosItem): unique.
  const childName = (parent: string, key: string) =>
    parent === 'document' ? key : `${parent}${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  const source = write(rule, '', 'document');
  const lines = [...imports].map(
    ([from, names]) => `import { ${[...names].sort().join(', ')} } from '${from}';`,
  );
  return { source, shared, imports: lines.sort() };
}
