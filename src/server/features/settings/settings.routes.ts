// Settings sync (SPEC §7): POST /api/sync/save (admin), GET /api/sync/load/:pageType and
// GET /api/sync/load-all (public, with ETags). The spinning notice has its own routes (spin-notice/).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/api/errors';
import {
  pageTypeParamsSchema,
  settingSavedSchema,
  syncLoadAllSchema,
  syncLoadSchema,
  syncSaveBodySchema,
} from '#shared/api/settings';
import { adminOnly } from '../../lib/admin-only';
import { notFound } from '../../http-errors';
import { isPageType, isSettingKey, syncLoadView, VIEWS } from '#shared/settings-catalog';
import { SETTINGS, type SettingStorage } from '#shared/settings-storage';
import { HttpError } from '../../http-errors';
import { settingsActor } from '../../plugins/settings';
import { cachedViewRoute } from '../../plugins/view-cache';

export const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  cachedViewRoute(
    app,
    VIEWS.syncAll,
    { summary: 'Every setting by page type', response: syncLoadAllSchema },
    () => ({ success: true as const, settings: app.settings.byPageType() }),
  );

  app.get(
    '/api/sync/load/:pageType',
    {
      schema: {
        summary: 'The settings of one page type',
        params: pageTypeParamsSchema,
        response: { 200: syncLoadSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { pageType } = request.params;
      if (!isPageType(pageType)) throw notFound(`Unknown page type: ${pageType}`);
      return app.views.send(request, reply, syncLoadView(pageType), async () => ({
        success: true,
        settings: app.settings.byPageType()[pageType] ?? {},
      }));
    },
  );
};

export const adminSettingsRoutes: FastifyPluginAsyncZod = adminOnly(async (app) => {
  app.post(
    '/api/sync/save',
    {
      schema: {
        summary: 'Save one setting ({ key, value } or { pageType, dataKey, dataValue })',
        body: syncSaveBodySchema,
        response: { 200: settingSavedSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      const { pageType, key, value } = request.body;
      const savedThrough = isSettingKey(key) ? (SETTINGS[key] as SettingStorage).savedThrough : undefined;
      if (savedThrough) {
        throw new HttpError(
          409,
          `${key} is saved with ${savedThrough}, naming the version it was edited from, so that it cannot undo another operator's change`,
        );
      }
      await app.settings.save(pageType, key, value, settingsActor(request));
      return { success: true as const, message: `${key} saved` };
    },
  );
});
