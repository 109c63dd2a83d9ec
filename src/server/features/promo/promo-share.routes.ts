// The template of the message that hands a code to its customer (the promoShareMessages setting), in the
// three languages: the operator reads and saves it; the dashboard fills it in the customer's language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/api/errors';
import { promoShareMessagesAnswerSchema, promoShareMessagesSchema } from '#shared/api/promo-share';
import * as promoShare from '#shared/endpoints/promo-share';
import { SETTINGS } from '#shared/settings-storage';
import { endpointRoute } from '../../lib/endpoint-route';
import { settingsActor } from '../../plugins/settings';

export const promoShareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, promoShare.load, {
      summary: "The template of the message that hands a code to its customer, per language ('': built-in)",
      response: { 200: promoShareMessagesAnswerSchema },
    }),
    handler: async () => app.settings.get('promoShareMessages'),
  });

  app.route({
    ...endpointRoute(app, promoShare.save, {
      summary:
        'Save the templates: up to 500 characters each, the placeholders {code} {prize} {expiry} {link} only',
      body: promoShareMessagesSchema,
      response: { 200: promoShareMessagesAnswerSchema, ...errorResponses(400) },
    }),
    handler: async (request) => {
      await app.settings.save(
        SETTINGS.promoShareMessages.pageType,
        'promoShareMessages',
        request.body,
        settingsActor(request),
      );
      return app.settings.get('promoShareMessages');
    },
  });
};
