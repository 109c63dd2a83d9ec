// The operator's default language: what a visitor sees when neither their own choice nor their browser names
// one of ours. GET and POST /api/admin/default-language.
import { z } from 'zod';
import { LOCALES } from '../i18n/locales';

export const defaultLanguageSchema = z.strictObject({
  defaultLanguage: z.enum(LOCALES, { error: `defaultLanguage must be one of ${LOCALES.join(', ')}` }),
});
export type DefaultLanguage = z.infer<typeof defaultLanguageSchema>;
