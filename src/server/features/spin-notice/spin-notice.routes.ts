// The spinning notice (the scrolling banner on /promo and /spin): GET /api/spinning-notice/load (public,
// with an ETag) and POST /api/spinning-notice/save (admin). Stored as the general.spinNoticeSettings setting.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/api/errors';
import * as spinNotice from '#shared/endpoints/spin-notice';
import * as spinNoticePublic from '#shared/endpoints/spin-notice-public';
import { settingSavedSchema, spinNoticeLoadSchema, spinNoticeSaveBodySchema } from '#shared/api/settings';
import { endpointRoute } from '../../lib/endpoint-route';
import { settingsActor } from '../../plugins/settings';
import { cachedViewRoute } from '../../plugins/view-cache';

export const publicSpinNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every promo and spin page asks for this: read the one row, not every setting.
  cachedViewRoute(
    app,
    spinNoticePublic.load,
    { summary: 'The scrolling notice settings', response: spinNoticeLoadSchema },
    () => ({
      success: true as const,
      data: app.settings.get('spinNoticeSettings'),
      language: app.settings.get('defaultLanguage'),
    }),
  );
};

export const adminSpinNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, spinNotice.save, {
      summary: 'Save the scrolling notice settings',
      body: spinNoticeSaveBodySchema,
      response: { 200: settingSavedSchema, ...errorResponses(400) },
    }),
    handler: async (request) => {
      await app.settings.save('general', 'spinNoticeSettings', request.body.settings, settingsActor(request));
      return { success: true as const, message: 'Spinning notice settings saved' };
    },
  });
};
