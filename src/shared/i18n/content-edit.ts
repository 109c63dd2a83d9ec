// Editing the operator's texts in three languages (docs/decisions/0017; the shape is in content.ts): which
// texts a language still lacks and writing one language's text. Only the admin's editors import this, apart
// from content.ts, which the visitor's pages read texts through.
import { LOCALES, type Locale } from './locales';
import type { Translatable, Translations } from './content';

/** Whether readers of `locale` see the default language's text in place of their own. */
export function isUntranslated<F extends string>(
  item: Translatable<F>,
  field: F,
  locale: Locale,
  base: Locale,
): boolean {
  return locale !== base && item[field] !== '' && !item.translations?.[locale]?.[field];
}

/**
 * The item with one language's text of one field replaced: the field itself for the default language, a
 * translation for the others (an empty one is dropped, and reads as the default's again).
 */
export function withTextIn<F extends string, T extends Translatable<F>>(
  item: T,
  field: F,
  locale: Locale,
  base: Locale,
  text: string,
): T {
  if (locale === base) return { ...item, [field]: text };
  const translations: Translations<F> = {};
  for (const other of LOCALES) {
    const own = Object.entries({
      ...item.translations?.[other],
      ...(other === locale ? { [field]: text } : {}),
    });
    const kept = own.filter(([, value]) => typeof value === 'string' && value !== '');
    if (kept.length > 0) translations[other] = Object.fromEntries(kept) as Partial<Record<F, string>>;
  }
  const next: T = { ...item, translations };
  if (Object.keys(translations).length === 0) Reflect.deleteProperty(next, 'translations');
  return next;
}
