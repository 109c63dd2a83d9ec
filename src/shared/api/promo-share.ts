// The promoShareMessages setting: the operator's template of the message that hands a code to its
// customer, in each of the three languages, read and saved whole through GET and PUT
// /api/admin/promo-share-messages (admin only). A blank language uses its built-in template.
import { z } from 'zod';
import { LOCALES, type Locale } from '../i18n/locales';
import { textField } from '../input-rules';
import { SHARE_MESSAGE_MAX, SHARE_PLACEHOLDERS, unknownPlaceholders } from '../promo-share';

const template = (language: Locale) =>
  textField(language, { max: SHARE_MESSAGE_MAX, multiline: true }).superRefine((text, ctx) => {
    const unknown = unknownPlaceholders(text);
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `${language} has an unknown placeholder ${unknown.map((name) => `{${name}}`).join(', ')}: the placeholders are ${SHARE_PLACEHOLDERS.map((name) => `{${name}}`).join(' ')}`,
      });
    }
  });

export const promoShareMessagesSchema = z.strictObject(
  Object.fromEntries(LOCALES.map((language) => [language, template(language)])) as Record<
    Locale,
    ReturnType<typeof template>
  >,
  { error: `The share messages must be an object with the languages ${LOCALES.join(', ')}` },
);
export type PromoShareMessages = z.output<typeof promoShareMessagesSchema>;

/** What GET and PUT answer: the three templates as saved ('' for the built-in one). */
export const promoShareMessagesAnswerSchema = z.object(
  Object.fromEntries(LOCALES.map((language) => [language, z.string()])) as Record<Locale, z.ZodString>,
);
