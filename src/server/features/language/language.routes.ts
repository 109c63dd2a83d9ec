// GET and POST /api/admin/default-language: the operator's default language, stored as the
// defaultLanguage setting and read by the client plugin as it serves each page (lib/language.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/api/errors';
import { defaultLanguageSchema } from '#shared/api/language';
import * as language from '#shared/endpoints/language';
import { SETTINGS } from '#shared/settings-storage';
import { endpointRoute } from '../../lib/endpoint-route';
import { settingsActor } from '../../plugins/settings';

export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, language.load, {
      summary: "The language visitors see when neither their choice nor their browser's names one",
      response: { 200: defaultLanguageSchema },
    }),
    handler: async () => ({ defaultLanguage: app.settings.get('defaultLanguage') }),
  });

  app.route({
    ...endpointRoute(app, language.save, {
      summary: 'Set the default language (en, zh or ms)',
      body: defaultLanguageSchema,
      response: { 200: defaultLanguageSchema, ...errorResponses(400) },
    }),
    handler: async (request) => {
      const { defaultLanguage } = request.body;
      const { pageType } = SETTINGS.defaultLanguage;
      // A string value is read as JSON by the save (the original app's clients send JSON text): sent as such.
      const value = JSON.stringify(defaultLanguage);
      await app.settings.save(pageType, 'defaultLanguage', value, settingsActor(request));
      return { defaultLanguage };
    },
  });
};

export default languageRoutes;
