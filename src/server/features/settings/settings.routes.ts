// Settings sync, the original app's calls: POST /api/sync/save (admin), GET /api/sync/load/:pageType and GET
// /api/sync/load-all (public, with ETags). The spinning notice has its own routes (spin-notice/).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/api/errors';
import {
  pageTypeParamsSchema,
  settingSavedSchema,
  syncLoadAllSchema,
  syncLoadSchema,
  syncSaveBodySchema,
} from '#shared/api/settings';
import * as settings from '#shared/endpoints/settings';
import * as settingsPublic from '#shared/endpoints/settings-public';
import { isPageType, isSettingKey, syncLoadView } from '#shared/settings-catalog';
import { SETTINGS, type SettingStorage } from '#shared/settings-storage';
import { HttpError, notFound } from '../../http-errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { settingsActor } from '../../plugins/settings';
import { cachedViewRoute } from '../../plugins/view-cache';

export const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  cachedViewRoute(
    app,
    settingsPublic.loadAll,
    { summary: 'Every setting by page type', response: syncLoadAllSchema },
    () => ({ success: true as const, settings: app.settings.byPageType() }),
  );

  app.route({
    ...endpointRoute(app, settingsPublic.load, {
      summary: 'The settings of one page type',
      params: pageTypeParamsSchema,
      response: { 200: syncLoadSchema, ...errorResponses(400, 404) },
    }),
    handler: async (request, reply) => {
      const { pageType } = request.params;
      if (!isPageType(pageType)) throw notFound(`Unknown page type: ${pageType}`);
      return app.views.send(request, reply, syncLoadView(pageType), async () => ({
        success: true,
        settings: app.settings.byPageType()[pageType] ?? {},
      }));
    },
  });
};

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, settings.save, {
      summary: 'Save one setting ({ key, value } or { pageType, dataKey, dataValue })',
      body: syncSaveBodySchema,
      response: { 200: settingSavedSchema, ...errorResponses(400, 409) },
    }),
    handler: async (request) => {
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
  });
};
