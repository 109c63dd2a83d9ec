// The home page document (SPEC §3, §4, §7): GET /api/home-builder/load (public, with an ETag: always the
// published document); admin: the draft (GET/PUT/DELETE /api/home-builder/draft, POST
// /api/home-builder/publish, plugins/page-drafts), SPEC's POST /api/home-builder/save (save and publish,
// for API clients), the published versions and their restore into the draft. Published as the
// general.landingPageBuilder setting; every publish is a new version of it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/api/errors';
import {
  homeBuilderDataSchema,
  homeBuilderLoadSchema,
  homeBuilderSaveBodySchema,
  homeBuilderVersionParamsSchema,
  homeBuilderVersionsSchema,
  type HomeBuilderVersion,
} from '#shared/api/home-builder';
import { settingSavedSchema } from '#shared/api/settings';
import { effectiveHomeData } from '#shared/home-page';
import { routeOf, SETTINGS, VIEWS } from '#shared/settings-catalog';
import { badRequest, notFound } from '../../http-errors';
import { registerPageDraftRoutes } from '../../plugins/page-drafts';
import { settingsActor } from '../../plugins/settings';
import {
  findSettingVersion,
  listSettingVersions,
  type SettingVersionRow,
} from '../../plugins/settings.repository';

const KEY = 'landingPageBuilder';
const PAGE_TYPE = SETTINGS[KEY].pageType;

/** A stored version read by today's rule; its problem when the rule has tightened since it was saved. */
function readVersion(value: string) {
  let stored: unknown = null;
  try {
    stored = JSON.parse(value);
  } catch {
    // Left null: reported by the rule below like any other bad document.
  }
  return homeBuilderDataSchema.safeParse(stored);
}

/** Names the admin session behind a save without anything secret (the id is admin_sessions.id). */
function savedBy(row: SettingVersionRow): string {
  const who = row.adminSessionId === null ? 'the server' : `session #${row.adminSessionId}`;
  return row.ip === '' ? who : `${who} from ${row.ip}`;
}

function describeVersion(row: SettingVersionRow): HomeBuilderVersion {
  const read = readVersion(row.value);
  return {
    id: row.id,
    savedAt: row.savedAt.toISOString(),
    savedBy: savedBy(row),
    sections: read.success ? read.data.sections.length : 0,
  };
}

export const publicHomeBuilderRoutes: FastifyPluginAsyncZod = async (app) => {
  // /home asks for this on every visit: built from memory, answered 304 while nothing changed.
  app.get(
    routeOf(VIEWS.homePage),
    {
      schema: {
        summary: 'The home page document, with the spinning notice settings in its globalSettings',
        response: { 200: homeBuilderLoadSchema },
      },
    },
    async (request, reply) =>
      app.views.send(request, reply, VIEWS.homePage, async () => {
        const home = effectiveHomeData(app.settings.get(KEY));
        // The spinning notice setting is the one copy of these fields; the document never holds them.
        const { showSpinNotice, spinNoticeText, spinNoticeColor, spinNoticeBg } =
          app.settings.get('spinNoticeSettings');
        return {
          success: true,
          data: {
            ...home,
            globalSettings: {
              ...home.globalSettings,
              showSpinNotice,
              spinNoticeText,
              spinNoticeColor,
              spinNoticeBg,
            },
          },
        };
      }),
  );
};

export const adminHomeBuilderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  const drafts = registerPageDraftRoutes(app, {
    key: KEY,
    prefix: '/home-builder',
    label: 'home page',
    dataSchema: homeBuilderDataSchema,
    published: () => effectiveHomeData(app.settings.get(KEY)),
    forPublishing: (data) => ({ ...data, lastModified: app.now().toISOString() }),
    publishedMessage: 'Home page saved',
  });

  app.post(
    '/home-builder/save',
    {
      schema: {
        summary:
          'Save and publish the home page document (SPEC: kept as a new version); the builder publishes its draft instead',
        body: homeBuilderSaveBodySchema,
        response: { 200: settingSavedSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const data = { ...request.body.data, lastModified: app.now().toISOString() };
      await app.settings.save(PAGE_TYPE, KEY, data, settingsActor(request));
      return { success: true as const, message: 'Home page saved' };
    },
  );

  app.get(
    '/home-builder/versions',
    {
      schema: {
        summary: 'The last published versions of the home page, newest first',
        response: { 200: homeBuilderVersionsSchema, ...errorResponses(401) },
      },
    },
    async () => ({ versions: (await listSettingVersions(app.db, PAGE_TYPE, KEY)).map(describeVersion) }),
  );

  app.post(
    '/home-builder/versions/:id/restore',
    {
      schema: {
        summary: 'Put a published version into the draft (publish the draft to make it live again)',
        params: homeBuilderVersionParamsSchema,
        response: { 200: settingSavedSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const version = await findSettingVersion(app.db, PAGE_TYPE, KEY, id);
      if (!version) throw notFound(`No saved version ${id} of the home page`);
      const read = readVersion(version.value);
      if (!read.success) {
        throw badRequest(
          `Version ${id} no longer passes the home page rules: ${read.error.issues[0]?.message ?? 'invalid'}`,
        );
      }
      // Into the draft, not live: a restore is reviewed and published like any other edit.
      await drafts.replace(read.data, request.adminSession?.id ?? null);
      return {
        success: true as const,
        message: 'Version restored into the draft: publish it to make it live',
      };
    },
  );
};
