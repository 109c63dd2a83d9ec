// The operator's own texts in three languages (docs/decisions/0017): each text keeps the one field it always
// had, read as the operator's default language, and may carry translations beside it in a `translations`
// object, by language and field. So stored data from before reads as the default language untouched, and the
// original app's clients still find every field where it put it (docs/architecture.md, Product rules). No zod
// here: the visitor's pages read texts through this file, and only reading (the editors' rules are in
// content-edit.ts, so that a visitor's first load does not carry them).
import type { Locale } from './locales';

/** Per language, the fields translated: a missing or empty one reads as the default language's. */
export type Translations<F extends string> = Partial<Record<Locale, Partial<Record<F, string>>>>;

/** Anything with texts that may be translated: a prize slot, a home section, the spinning notice. */
export type Translatable<F extends string> = { readonly [K in F]: string } & {
  readonly translations?: Translations<F>;
};

/**
 * The text a person reading `locale` sees. `base` is the default language, the one the field itself is
 * written in: its readers see the field; the others see their translation, else the field.
 */
export function textIn<F extends string>(
  item: Translatable<F>,
  field: F,
  locale: Locale,
  base: Locale,
): string {
  if (locale === base) return item[field];
  return item.translations?.[locale]?.[field] || item[field];
}

/**
 * A whole document as readers of `locale` see it: every part's texts replaced by their translation where
 * it has one, the translations themselves left out. So a page draws it as it always drew a document.
 */
export function shownIn<T>(value: T, locale: Locale, base: Locale): T {
  if (Array.isArray(value)) return value.map((item: unknown) => shownIn(item, locale, base)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, part] of Object.entries(value)) {
    if (key !== 'translations') out[key] = shownIn(part, locale, base);
  }
  const own: unknown =
    locale === base ? undefined : (value as { translations?: Translations<string> }).translations?.[locale];
  for (const [key, text] of Object.entries(own ?? {})) {
    if (typeof text === 'string' && text !== '' && typeof out[key] === 'string') out[key] = text;
  }
  return out as T;
}
