// The rule of an operator text's translations (#shared/i18n/content): per language, the same text rule as
// the field itself, every field optional. Unknown languages and fields are dropped, as a document's
// unknown fields are.
import { z } from 'zod';

type OptionalShape<S extends Record<string, z.ZodType>> = { [K in keyof S]: z.ZodOptional<S[K]> };

export function translationsField<S extends Record<string, z.ZodType>>(fields: S) {
  const optional = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, field.optional()]),
  ) as OptionalShape<S>;
  const oneLanguage = z.object(optional, { error: 'Each translation must be a JSON object' });
  return z
    .object(
      { en: oneLanguage.optional(), zh: oneLanguage.optional(), ms: oneLanguage.optional() },
      { error: 'translations must be a JSON object of languages' },
    )
    .optional();
}
