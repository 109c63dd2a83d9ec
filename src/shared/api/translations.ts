// The rule of an operator text's translations (#shared/i18n/content): per language, the same text rule as
// the field itself, every field optional. Unknown languages and fields are dropped, as a document's
// unknown fields are.
import { z } from 'zod';
import { withTranslationsRule } from '../document-rule/registry';
import { LOCALES, type Locale } from '../i18n/locales';

type OptionalShape<S extends Record<string, z.ZodType>> = { [K in keyof S]: z.ZodOptional<S[K]> };

export function translationsField<S extends Record<string, z.ZodType>>(fields: S) {
  const optional = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, field.optional()]),
  ) as OptionalShape<S>;
  const oneLanguage = z.object(optional, { error: 'Each translation must be a JSON object' });
  const languages = Object.fromEntries(LOCALES.map((locale) => [locale, oneLanguage.optional()]));
  const schema = z
    .object(languages as Record<Locale, z.ZodOptional<typeof oneLanguage>>, {
      error: 'translations must be a JSON object of languages',
    })
    .optional();
  return withTranslationsRule(schema, Object.keys(fields));
}
