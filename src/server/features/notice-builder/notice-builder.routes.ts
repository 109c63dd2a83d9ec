// The notice page document (SPEC §3, §4, §7): GET /api/notice-builder/load (public, with an ETag: always
// the published document); admin: the draft (GET/PUT/DELETE /api/notice-builder/draft, POST
// /api/notice-builder/publish, plugins/page-drafts) and SPEC's POST /api/notice-builder/save (save and
// publish, for API clients). Published as the general.noticeBuilder setting; a publish reaches open
// /notice pages through the settings push instead of SPEC's 1 s / 100 ms polls.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/api/errors';
import {
  noticeBuilderDataSchema,
  noticeBuilderLoadSchema,
  noticeBuilderSaveBodySchema,
} from '#shared/api/notice-builder';
import { settingSavedSchema } from '#shared/api/settings';
import { routeOf, SETTINGS, VIEWS } from '#shared/settings-catalog';
import { registerPageDraftRoutes } from '../../plugins/page-drafts';
import { settingsActor } from '../../plugins/settings';

const KEY = 'noticeBuilder';

export const publicNoticeBuilderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routeOf(VIEWS.noticePage),
    {
      schema: {
        summary: 'The notice page document: every notice (the page picks the active ones) and its settings',
        response: { 200: noticeBuilderLoadSchema },
      },
    },
    async (request, reply) =>
      app.views.send(request, reply, VIEWS.noticePage, async () => ({
        success: true,
        data: app.settings.get(KEY),
      })),
  );
};

export const adminNoticeBuilderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  registerPageDraftRoutes(app, {
    key: KEY,
    prefix: '/notice-builder',
    label: 'notice page',
    dataSchema: noticeBuilderDataSchema,
    published: () => app.settings.get(KEY),
    publishedMessage: 'Notice settings saved',
  });

  app.post(
    '/notice-builder/save',
    {
      schema: {
        summary:
          'Save and publish the notice page document (SPEC: kept as a new version); the builder publishes its draft instead',
        body: noticeBuilderSaveBodySchema,
        response: { 200: settingSavedSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await app.settings.save(SETTINGS[KEY].pageType, KEY, request.body.data, settingsActor(request));
      return { success: true as const, message: 'Notice settings saved' };
    },
  );
};
