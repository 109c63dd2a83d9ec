// GET and POST /api/admin/default-language: the operator's default language, stored as the
// defaultLanguage setting and read by the client plugin as it serves each page (lib/language.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/api/errors';
import { defaultLanguageSchema } from '#shared/api/language';
import { SETTINGS } from '#shared/settings-storage';
import { adminOnly } from '../../lib/admin-only';
import { settingsActor } from '../../plugins/settings';

export const languageRoutes: FastifyPluginAsyncZod = adminOnly(async (app) => {
  app.get(
    '/api/admin/default-language',
    {
      schema: {
        summary: "The language visitors see when neither their choice nor their browser's names one",
        response: { 200: defaultLanguageSchema },
      },
    },
    async () => ({ defaultLanguage: app.settings.get('defaultLanguage') }),
  );

  app.post(
    '/api/admin/default-language',
    {
      schema: {
        summary: 'Set the default language (en, zh or ms)',
        body: defaultLanguageSchema,
        response: { 200: defaultLanguageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { defaultLanguage } = request.body;
      const { pageType } = SETTINGS.defaultLanguage;
      // A string value is read as JSON by the save (SPEC §7's clients send JSON text): sent as such.
      const value = JSON.stringify(defaultLanguage);
      await app.settings.save(pageType, 'defaultLanguage', value, settingsActor(request));
      return { defaultLanguage };
    },
  );
});

export default languageRoutes;
