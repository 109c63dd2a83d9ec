// The spinning notice (the scrolling banner on /promo and /spin): GET /api/spinning-notice/load (public,
// with an ETag) and POST /api/spinning-notice/save (admin). Stored as the general.spinNoticeSettings setting.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/api/errors';
import { VIEWS } from '#shared/settings-catalog';
import { settingSavedSchema, spinNoticeLoadSchema, spinNoticeSaveBodySchema } from '#shared/api/settings';
import { adminOnly } from '../../lib/admin-only';
import { settingsActor } from '../../plugins/settings';
import { cachedViewRoute } from '../../plugins/view-cache';

export const publicSpinNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every promo and spin page asks for this: read the one row, not every setting.
  cachedViewRoute(
    app,
    VIEWS.spinNotice,
    { summary: 'The scrolling notice settings', response: spinNoticeLoadSchema },
    () => ({
      success: true as const,
      data: app.settings.get('spinNoticeSettings'),
      language: app.settings.get('defaultLanguage'),
    }),
  );
};

export const adminSpinNoticeRoutes: FastifyPluginAsyncZod = adminOnly(async (app) => {
  app.post(
    '/api/spinning-notice/save',
    {
      schema: {
        summary: 'Save the scrolling notice settings',
        body: spinNoticeSaveBodySchema,
        response: { 200: settingSavedSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await app.settings.save('general', 'spinNoticeSettings', request.body.settings, settingsActor(request));
      return { success: true as const, message: 'Spinning notice settings saved' };
    },
  );
});
