// Values for the route fuzz (tests/api/route-fuzz.test.ts): the field names every shared zod schema
// knows, a plausible valid value for each name, and the nasty values that replace one or two of them.
import fc from 'fast-check';
import { z } from 'zod';
import { PAGE_TYPES, SETTING_DEFINITIONS } from '#shared/api/settings';
import { PRIZE_NAME_SETTINGS, SETTING_KEYS } from '#shared/settings-catalog';
import { SETTINGS } from '#shared/settings-storage';
import { BODY_LIMIT_BYTES } from '#server/app';

// ---------------------------------------------------------------------------------------------------
// JSON values, with raw text for what JSON.stringify cannot write (1e309, -0, a "__proto__" member).

/** A JSON value written verbatim into the request text. */
export class RawJson {
  constructor(readonly text: string) {}
}

export type Json = null | boolean | number | string | RawJson | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (v: Json | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof RawJson);

/** JSON text of a value; RawJson parts are written as their raw text. */
export function toJsonText(value: Json): string {
  const raws: string[] = [];
  const nonce = Math.random().toString(36).slice(2);
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `__raw_${nonce}_${raws.length - 1}__`;
    }
    return v;
  });
  return raws.reduce((out, raw, i) => out.replace(`"__raw_${nonce}_${i}__"`, () => raw), text);
}

/** How a value reads in a querystring or a path segment. */
export function toText(value: Json): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawJson) return value.text;
  if (value === null) return '';
  if (typeof value === 'object') return toJsonText(value);
  return String(value);
}

/** Clones plain objects and arrays, keeping RawJson instances (structuredClone would not). */
export function cloneJson<T extends Json>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => cloneJson(v)) as T;
  if (isObject(value)) {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(value)) out[k] = cloneJson(v);
    return out as T;
  }
  return value;
}

/** fast-check's JSON objects have optional members; ours have none. */
export function fromFc(value: fc.JsonValue): Json {
  if (Array.isArray(value)) return value.map(fromFc);
  if (typeof value === 'object' && value !== null) {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = fromFc(v);
    return out;
  }
  return value;
}

export type FieldPath = readonly string[];

/** Paths to every leaf; a plain object is descended into when `descend(its key)` says so. */
export function leafPaths(
  value: JsonObject,
  descend: (key: string) => boolean,
  prefix: FieldPath = [],
): FieldPath[] {
  const out: FieldPath[] = [];
  for (const [key, child] of Object.entries(value)) {
    if (descend(key) && isObject(child) && Object.keys(child).length > 0)
      out.push(...leafPaths(child, descend, [...prefix, key]));
    else out.push([...prefix, key]);
  }
  return out;
}

export function getPath(value: JsonObject, path: FieldPath): Json | undefined {
  let cur: Json | undefined = value;
  for (const key of path) cur = isObject(cur) ? cur[key] : undefined;
  return cur;
}

/** A copy of `value` with the leaf at `path` replaced. */
export function setPath(value: JsonObject, path: FieldPath, leaf: Json): JsonObject {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const out = { ...value };
  const child = out[head];
  out[head] = rest.length === 0 ? leaf : setPath(isObject(child) ? child : {}, rest, leaf);
  return out;
}

/** percent-encodes every code unit; a lone surrogate becomes its (invalid) 3-byte UTF-8 form. */
export function encodeLoose(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    const next = s.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(s.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(s[i] ?? '');
    }
  }
  return out;
}

/** A querystring of top-level fields: arrays repeat the key, null sends the bare key, objects JSON. */
export function toQueryString(fields: JsonObject): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    const k = encodeLoose(key);
    if (value === null) parts.push(k);
    else if (Array.isArray(value)) for (const item of value) parts.push(`${k}=${encodeLoose(toText(item))}`);
    else parts.push(`${k}=${encodeLoose(toText(value))}`);
  }
  return parts.join('&');
}

// ---------------------------------------------------------------------------------------------------
// The field names of the shared schemas, collected from the modules themselves.

const sharedModules = import.meta.glob<Record<string, unknown>>(
  ['../../src/shared/api/*.ts', '../../src/shared/admin-auth.ts', '!../../src/shared/**/*.test.ts'],
  { eager: true },
);

/** Names of fields read by server-local schemas (not exported from src/shared). */
const FALLBACK_KEYS = ['q', 'limit', 'id', 'customer', 'pageType'];

export interface SchemaFields {
  /** Every field name of every object schema, sorted. */
  keys: string[];
  /** Field names of objects that refuse unknown keys (.strict()): these need their own bodies. */
  strictTemplates: string[][];
  /** For fields whose value is an object schema: that object's field names. */
  nested: Map<string, string[]>;
  /** How many modules and object schemas were walked. */
  modules: number;
  objectSchemas: number;
}

const isSchema = (v: unknown): v is z.ZodType => v instanceof z.ZodType;
const defField = (schema: z.ZodType, name: string): unknown => Reflect.get(schema.def, name) as unknown;

function unwrapObject(schema: z.ZodType): z.ZodObject | null {
  let cur: unknown = schema;
  for (let i = 0; i < 10 && isSchema(cur); i++) {
    if (cur instanceof z.ZodObject) return cur;
    const inner = defField(cur, 'innerType') ?? defField(cur, 'in');
    cur = inner;
  }
  return null;
}

export function collectSchemaFields(): SchemaFields {
  const keys = new Set<string>(FALLBACK_KEYS);
  const strictTemplates: string[][] = [];
  const nested = new Map<string, string[]>();
  const seen = new Set<unknown>();
  let objectSchemas = 0;

  const walk = (value: unknown, depth: number): void => {
    if (depth > 12 || typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (isSchema(value)) {
      if (value instanceof z.ZodObject) {
        objectSchemas++;
        const shape: Record<string, z.ZodType> = value.shape;
        for (const [key, child] of Object.entries(shape)) {
          keys.add(key);
          const inner = unwrapObject(child);
          if (inner && !nested.has(key)) nested.set(key, Object.keys(inner.shape));
        }
        const catchall = defField(value, 'catchall');
        if (isSchema(catchall) && catchall.def.type === 'never') strictTemplates.push(Object.keys(shape));
      }
      for (const child of Object.values(value.def)) {
        if (Array.isArray(child)) for (const c of child) walk(c, depth + 1);
        else walk(child, depth + 1);
      }
      return;
    }
    // Plain containers of schemas, such as SETTING_DEFINITIONS.
    if (Array.isArray(value)) for (const v of value) walk(v, depth + 1);
    else for (const v of Object.values(value)) walk(v, depth + 1);
  };

  for (const mod of Object.values(sharedModules))
    for (const exported of Object.values(mod)) walk(exported, 0);
  return {
    keys: [...keys].sort(),
    strictTemplates,
    nested,
    modules: Object.keys(sharedModules).length,
    objectSchemas,
  };
}

// ---------------------------------------------------------------------------------------------------
// Plausible valid values, by field name.

const PROMO_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const day = (from: number, to: number) =>
  fc.integer({ min: from, max: to }).map((d) => `2026-01-${String(d).padStart(2, '0')}`);
const name = fc.constantFrom('ali88', 'bob', 'Customer', 'CUSTOMER', 'zed_7', 'Mei Ling');
const hexColour = fc.constantFrom('#FF6B35', '#1F2937', '#fff', '#00ff00');
const shortAlnum = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')),
  minLength: 1,
  maxLength: 8,
});
const prizeNames = fc.shuffledSubarray(
  ['FREE 10', 'FREE 20', 'Try again', 'FREE 5', 'Bonus spin', 'FREE 88', 'FREE 1'],
  {
    minLength: 6,
    maxLength: 6,
  },
);

export const randomPromoCode = fc.string({
  unit: fc.constantFrom(...PROMO_ALPHABET.split('')),
  minLength: 8,
  maxLength: 8,
});

export interface ValueContext {
  /** Codes the server generated during the run (validate/use reach a real row with these). */
  knownCodes: readonly string[];
  /** Probing wants answers that do not change between identical requests (no real codes, no real ids). */
  stable: boolean;
}

const GENERATORS_BY_KEY: Record<string, (ctx: ValueContext) => fc.Arbitrary<Json>> = {
  customerName: () => name,
  customerCode: () => name,
  customer: () => fc.constantFrom('', 'ali', 'bob', 'CUS'),
  q: () => fc.constantFrom('', 'a', 'ali', 'CUS'),
  prizeId: () => fc.integer({ min: 1, max: 6 }),
  prizeType: () => fc.constantFrom('normal', 'super'),
  expirationHours: () => fc.integer({ min: 1, max: 168 }),
  usageLimit: () => fc.integer({ min: 1, max: 10 }),
  depositAmount: () => fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100),
  depositDate: () => day(1, 31),
  startDate: () => day(1, 15),
  endDate: () => day(15, 31),
  from: () => day(1, 15),
  to: () => day(15, 31),
  action: () => fc.constantFrom('', 'promo.generate', 'admin.login'),
  code: (ctx) =>
    ctx.stable || ctx.knownCodes.length === 0
      ? randomPromoCode
      : fc.oneof(randomPromoCode, fc.constantFrom(...ctx.knownCodes)),
  page: () => fc.integer({ min: 1, max: 3 }),
  pageSize: () => fc.integer({ min: 1, max: 50 }),
  limit: () => fc.integer({ min: 1, max: 200 }),
  id: (ctx) => (ctx.stable ? fc.constant(424242) : fc.integer({ min: 1, max: 10 })),
  notes: () => fc.constantFrom('', 'cash', 'bank transfer #12'),
  prizeName: () => fc.constantFrom('FREE 10', 'FREE 88'),
  isDemo: () => fc.boolean(),
  password: () => shortAlnum.map((s) => `wrong-${s}`),
  showSpinNotice: () => fc.boolean(),
  spinNoticeText: () => fc.constantFrom('', 'Good luck!', 'Spin now'),
  spinNoticeColor: () => hexColour,
  spinNoticeBg: () => hexColour,
  pageType: () => fc.constantFrom(...PAGE_TYPES),
};

/** A valid value of a setting (page type and key coherent with the value). */
interface SettingEntry {
  pageType: string;
  key: string;
  value: Json;
}

export class ValueGenerators {
  constructor(private readonly fields: SchemaFields) {}

  /**
   * Fields are known by name only, so a name nested under itself (chat's `message` object holds a
   * `message` text) would recurse forever: below a few levels a name gets a plain value.
   */
  valid(key: string, ctx: ValueContext, depth = 0): fc.Arbitrary<Json> {
    const byKey = GENERATORS_BY_KEY[key];
    if (byKey) return byKey(ctx);
    const nestedKeys = this.fields.nested.get(key);
    if (nestedKeys && depth < 4) return this.object(nestedKeys, ctx, depth + 1);
    return shortAlnum;
  }

  private object(keys: readonly string[], ctx: ValueContext, depth = 0): fc.Arbitrary<JsonObject> {
    return fc.tuple(...keys.map((k) => this.valid(k, ctx, depth))).map((values) => {
      const out: JsonObject = {};
      keys.forEach((k, i) => (out[k] = values[i] ?? null));
      return out;
    });
  }

  private settingEntry(ctx: ValueContext): fc.Arbitrary<SettingEntry> {
    // Every key under every page type a save may name it with.
    const pairs = PAGE_TYPES.flatMap((pageType) =>
      SETTING_KEYS.filter((key) => (SETTINGS[key].writableUnder as readonly string[]).includes(pageType)).map(
        (key) => ({ pageType, key }),
      ),
    );
    const prizeKeys: readonly string[] = Object.values(PRIZE_NAME_SETTINGS);
    return fc.constantFrom(...pairs).chain(({ pageType, key }) => {
      const shape = unwrapObject(SETTING_DEFINITIONS[key].schema);
      const value: fc.Arbitrary<Json> = prizeKeys.includes(key)
        ? prizeNames.map((v): Json => v)
        : shape
          ? this.object(Object.keys(shape.shape), ctx).map((v): Json => v)
          : fc
              .dictionary(shortAlnum, fc.jsonValue({ maxDepth: 2 }).map(fromFc), { maxKeys: 4 })
              .map((v): Json => v);
      // The server takes the value as JSON text too.
      return fc
        .tuple(value, fc.integer({ min: 0, max: 3 }))
        .map(([v, asText]) => ({ pageType, key, value: asText === 0 ? toJsonText(v) : v }));
    });
  }

  /** A body with a plausible valid value for every key; setting fields agree with each other. */
  body(keys: readonly string[], ctx: ValueContext): fc.Arbitrary<JsonObject> {
    return fc.tuple(this.settingEntry(ctx), this.object(keys, ctx)).map(([entry, generated]) => {
      const body = { ...generated };
      if ('pageType' in body) body.pageType = entry.pageType;
      for (const k of ['key', 'dataKey']) if (k in body) body[k] = entry.key;
      for (const k of ['value', 'dataValue']) if (k in body) body[k] = entry.value;
      return body;
    });
  }
}

// ---------------------------------------------------------------------------------------------------
// Nasty values. Each category makes values from the valid value it replaces (so a NUL lands inside an
// otherwise plausible name) and from where it goes: a JSON body, a querystring or a path parameter.

export type Place = 'body' | 'query' | 'param';

export interface NastyCategory {
  name: string;
  arb: (base: Json, place: Place) => fc.Arbitrary<Json>;
}

export const DATES_OUT_OF_RANGE = [
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  '-001-01-01',
  '0001-01-01',
  '0099-12-31',
  '1969-12-31',
  '1900-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-01-00',
  '2026-1-5',
  '10000-01-01',
  '+275760-09-13',
  '2026-01-15T00:00:00Z',
  ' 2026-01-15',
];

export const IDS_OUT_OF_RANGE = [
  '2147483648',
  '2147483647',
  '0',
  '-1',
  '0x10',
  '1e3',
  '99999999999999999999',
  '-2147483649',
  '1.5',
  '9007199254740993',
  '+1',
  ' 1',
  '00001',
];

export const NUMBER_LIKE_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '0x10',
  '0b11',
  '-0',
  '1_000',
  '12abc',
  '.5',
  '1,5',
  '１２',
  '٣',
  '9'.repeat(400),
];

/** Numbers JSON.stringify cannot write, or that sit on a boundary of int4, numeric(12,2) or doubles. */
export const ODD_NUMBERS: Json[] = [
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson('-0'),
  new RawJson('1e-400'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('9007199254740993'),
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1.5,
  0.005,
  0.1 + 0.2,
  9999999999.99,
  9999999999.995,
  99999999999,
  -1,
  0,
  1e21,
];

/** Surrogate edge cases every string field gets (two low surrogates in a row broke PGlite's encoding). */
export const SURROGATE_STRINGS = [
  '\uD800',
  '\uDFFF',
  'a\uD800b',
  '\uDC00\uD800',
  '\uDFFF\uDFFF',
  '\uDC00\uDC00',
  '\uDBFF\uDBFF',
];

const PROTO_OBJECTS = [
  new RawJson('{"__proto__":{"polluted":true}}'),
  new RawJson('{"constructor":{"prototype":{"polluted":true}}}'),
  new RawJson('{"prototype":{"polluted":true}}'),
];

const ODD_TEXT = [
  "' OR '1'='1",
  "'; drop table promo_codes; --",
  '%',
  '%_%',
  '\\',
  '\\u0000',
  '%00',
  '${7*7}',
  '<script>alert(1)</script>',
  '\u202eevil',
  '😀😀😀',
  'a\u0301\u0301\u0301',
  '\uffff\ufffe',
  '𝕏𝕐',
  'null',
  'undefined',
];

const textOf = (base: Json): string =>
  base === null || typeof base !== 'object' ? String(base) : toText(base);

/** The base text with one to three pieces inserted at random places. */
const insertInto = (base: Json, piece: fc.Arbitrary<string>): fc.Arbitrary<string> => {
  const text = textOf(base);
  return fc
    .tuple(fc.array(fc.tuple(fc.nat({ max: text.length }), piece), { minLength: 1, maxLength: 3 }))
    .map(([inserts]) =>
      inserts
        .sort((a, b) => b[0] - a[0])
        .reduce((out, [at, p]) => out.slice(0, at) + p + out.slice(at), text),
    );
};

const nest = (depth: number): Json => {
  let v: Json = [];
  for (let i = 1; i < depth; i++) v = [v];
  return v;
};

/** Longest string that fits in a URL here: Fastify refuses path parameters over 100 characters (414). */
const urlLong = (place: Place) => (place === 'param' ? 120 : 20_000);

export const NASTY_CATEGORIES: NastyCategory[] = [
  {
    name: 'NUL byte',
    arb: (base) => fc.oneof(insertInto(base, fc.constant('\u0000')), fc.constant('\u0000')),
  },
  {
    name: 'C0 control character',
    arb: (base) =>
      insertInto(
        base,
        fc.oneof(
          fc.integer({ min: 1, max: 31 }).map((c) => String.fromCharCode(c)),
          fc.constant('\u007f'),
        ),
      ),
  },
  {
    name: 'lone surrogate',
    arb: (base) => insertInto(base, fc.constantFrom(...SURROGATE_STRINGS)),
  },
  {
    name: 'string over the 1 MiB body limit',
    arb: (_base, place) =>
      place === 'body'
        ? fc.integer({ min: 1, max: 64 }).map((n) => 'x'.repeat(BODY_LIMIT_BYTES + n))
        : fc.constant('x'.repeat(urlLong(place))),
  },
  {
    name: 'very long string',
    arb: (_base, place) =>
      fc
        .tuple(
          fc.constantFrom('a', 'é', '😀', '\u0301', ' ', '9'),
          fc.constantFrom(101, 1_000, 10_000, 200_000),
        )
        .map(([unit, n]) => unit.repeat(Math.min(n, place === 'body' ? n : urlLong(place)))),
  },
  { name: 'NaN-like string', arb: () => fc.constantFrom(...NUMBER_LIKE_STRINGS) },
  {
    name: 'odd number',
    arb: (_base, place) =>
      place === 'body' ? fc.constantFrom(...ODD_NUMBERS) : fc.constantFrom(...ODD_NUMBERS.map(toText)),
  },
  { name: 'date out of range', arb: () => fc.constantFrom(...DATES_OUT_OF_RANGE) },
  { name: 'id out of range', arb: () => fc.constantFrom(...IDS_OUT_OF_RANGE) },
  {
    name: 'empty or blank string',
    arb: () => fc.constantFrom('', ' ', '\t', '\u00a0', '\u200b', '\ufeff', '\u3000'),
  },
  {
    name: 'wrong type',
    arb: (base, place) =>
      place === 'param'
        ? fc.constantFrom('true', 'null', '[]', '{}', 'undefined')
        : fc.oneof(
            fc.constantFrom<Json>(null, true, false, 0, 1, -1, 3.5, 'text', [], {}, ['a', 'b'], { a: 1 }),
            (typeof base === 'string' ? fc.double() : fc.string({ maxLength: 12 })).map((v): Json => v),
            fc.jsonValue({ maxDepth: 3 }).map(fromFc),
          ),
  },
  {
    name: 'deeply nested array',
    arb: (_base, place) =>
      place === 'body'
        ? fc.constantFrom(nest(200), nest(1000), new RawJson('['.repeat(5000) + ']'.repeat(5000)))
        : fc.constant(toText(nest(place === 'param' ? 40 : 200))),
  },
  {
    name: '10,000-element array',
    arb: (_base, place) =>
      place === 'param'
        ? fc.constant(Array.from({ length: 40 }, () => '1').join(','))
        : fc.constantFrom<Json>(
            Array.from({ length: 10_000 }, (_, i) => i),
            Array.from({ length: 10_000 }, () => 'a'),
            Array.from({ length: 10_000 }, () => ({})),
          ),
  },
  {
    name: 'object with __proto__/constructor/prototype keys',
    arb: (_base, place) =>
      place === 'param'
        ? fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty')
        : fc.constantFrom(...PROTO_OBJECTS),
  },
  { name: 'odd text', arb: () => fc.constantFrom(...ODD_TEXT) },
];

/** Any nasty value, with the name of its kind. */
export const anyNasty = (base: Json, place: Place): fc.Arbitrary<{ kind: string; value: Json }> =>
  fc.oneof(...NASTY_CATEGORIES.map((c) => c.arb(base, place).map((value) => ({ kind: c.name, value }))));

/**
 * Every listed edge value of the kinds that fit a valid value: all odd numbers for a number, all dates
 * for a date, all surrogate cases for any string.
 */
export function exhaustiveNasties(base: Json, place: Place): { kind: string; value: Json }[] {
  const out: { kind: string; value: Json }[] = [];
  if (typeof base === 'number') {
    for (const v of ODD_NUMBERS)
      out.push({ kind: `odd number ${toText(v)}`, value: place === 'body' ? v : toText(v) });
    for (const v of IDS_OUT_OF_RANGE) out.push({ kind: `id-like '${v}'`, value: v });
    for (const v of NUMBER_LIKE_STRINGS) out.push({ kind: `NaN-like '${v.slice(0, 12)}'`, value: v });
  }
  if (typeof base === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(base)) {
    for (const v of DATES_OUT_OF_RANGE) out.push({ kind: `date '${v}'`, value: v });
  }
  if (typeof base === 'string') {
    for (const v of SURROGATE_STRINGS) out.push({ kind: `lone surrogate ${JSON.stringify(v)}`, value: v });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Whole request bodies as raw text: malformed JSON, wrong content types, members JSON.stringify drops.

export interface RawBody {
  kind: string;
  contentType?: string;
  payload: string | Buffer;
}

const JSON_TYPE = 'application/json';

/** `validText` (the JSON text of a valid object body) with one more member. */
const withMember = (validText: string, member: string) =>
  validText === '{}' ? `{${member}}` : `${validText.slice(0, -1)},${member}}`;

const raw =
  (kind: string, contentType: string | undefined, make: (validText: string) => string | Buffer) =>
  (validText: string): RawBody => ({
    kind,
    ...(contentType === undefined ? {} : { contentType }),
    payload: make(validText),
  });

/** Each makes a whole request body from the JSON text of a valid object body. */
export const RAW_BODIES: { kind: string; make: (validText: string) => RawBody }[] = [
  ['truncated JSON', JSON_TYPE, (v: string) => v.slice(0, Math.floor(v.length / 2))] as const,
  ['single-quoted JSON', JSON_TYPE, () => "{'code':'ABC'}"] as const,
  ['trailing comma', JSON_TYPE, (v: string) => withMember(v, '"x":1,')] as const,
  ['empty body, JSON content type', JSON_TYPE, () => ''] as const,
  ['JSON null', JSON_TYPE, () => 'null'] as const,
  ['JSON string', JSON_TYPE, () => '"text"'] as const,
  ['JSON number 1e309', JSON_TYPE, () => '1e309'] as const,
  ['JSON array', JSON_TYPE, () => '[1,2,3]'] as const,
  ['raw NUL in JSON text', JSON_TYPE, () => '{"code":"\u0000"}'] as const,
  ['escaped NUL in every string', JSON_TYPE, (v: string) => v.replace(/":"/g, '":"\\u0000')] as const,
  ['lone surrogate escape in JSON', JSON_TYPE, (v: string) => withMember(v, '"zz":"\\ud800"')] as const,
  [
    'invalid UTF-8 bytes',
    JSON_TYPE,
    () => Buffer.concat([Buffer.from('{"code":"'), Buffer.from([0xff, 0xfe, 0xc0]), Buffer.from('"}')]),
  ] as const,
  ['BOM before JSON', JSON_TYPE, (v: string) => `\ufeff${v}`] as const,
  ['__proto__ member', JSON_TYPE, (v: string) => withMember(v, '"__proto__":{"polluted":true}')] as const,
  [
    'constructor.prototype member',
    JSON_TYPE,
    (v: string) => withMember(v, '"constructor":{"prototype":{"polluted":true}}'),
  ] as const,
  ['prototype member', JSON_TYPE, (v: string) => withMember(v, '"prototype":{"polluted":true}')] as const,
  ['duplicate keys', JSON_TYPE, (v: string) => withMember(v, '"code":1,"code":"x"')] as const,
  ['5,000-deep array', JSON_TYPE, () => '['.repeat(5000) + ']'.repeat(5000)] as const,
  ['3,000-deep object', JSON_TYPE, () => '{"a":'.repeat(3000) + '1' + '}'.repeat(3000)] as const,
  [
    'body over 1 MiB',
    JSON_TYPE,
    (v: string) => withMember(v, `"pad":"${'x'.repeat(BODY_LIMIT_BYTES)}"`),
  ] as const,
  [
    'valid body padded to just under 1 MiB',
    JSON_TYPE,
    (v: string) => withMember(v, `"pad":"${'x'.repeat(BODY_LIMIT_BYTES - Buffer.byteLength(v) - 20)}"`),
  ] as const,
  ['text/plain body', 'text/plain', (v: string) => v] as const,
  ['form-encoded body', 'application/x-www-form-urlencoded', () => 'code=ABC&page=1'] as const,
  [
    'multipart body',
    'multipart/form-data; boundary=zz',
    () => '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zz--',
  ] as const,
  ['XML body', 'application/xml', () => '<a>1</a>'] as const,
  ['JSON with charset=utf-16', 'application/json; charset=utf-16', (v: string) => v] as const,
  ['malformed content type', 'application/json;;;=', (v: string) => v] as const,
  ['no content type', undefined, (v: string) => v] as const,
].map(([kind, contentType, make]) => ({ kind, make: raw(kind, contentType, make) }));
