// The operator's canned replies: GET and PUT /api/chat/canned-replies (admin only). The list is the
// chatCannedReplies setting, read and saved whole: the settings plugin checks, stores, versions and audits it
// and announces settings_changed, on which every open Live Chat tab fetches it again. A save names the
// version it was edited from, so one made from an old copy (another tab saved first) is refused rather than
// undoing the other's change.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cannedRepliesSaveBodySchema,
  cannedRepliesSchema,
  type CannedReplies,
} from '#shared/api/chat-canned-replies';
import { errorResponses } from '#shared/api/errors';
import * as chat from '#shared/endpoints/chat';
import { SETTINGS } from '#shared/settings-storage';
import type { Db } from '../../db/types';
import { HttpError } from '../../http-errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { getSettings, latestSettingVersionId, lockSettingSaves } from '../../plugins/settings.repository';
import { readStored, settingsActor } from '../../plugins/settings';

const KEY = 'chatCannedReplies';
const { pageType } = SETTINGS[KEY];

/** The saved version of the list; 0 while it was never saved. */
const versionOf = async (db: Db) => (await latestSettingVersionId(db, pageType, KEY)) ?? 0;

export const cannedRepliesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, chat.cannedReplies, {
      summary: "The operator's canned replies in their order, and the saved version they are",
      response: { 200: cannedRepliesSchema },
    }),
    handler: async (): Promise<CannedReplies> => {
      // From the database rather than this instance's copy, which follows another instance's save a
      // moment later: the version first, so a save in between shows as a newer list with an older
      // version, which a save then refuses (409) instead of a list the version does not describe.
      const version = await versionOf(app.db);
      const stored = (await getSettings(app.db, pageType, [KEY])).get(KEY);
      return { replies: readStored(KEY, stored), version };
    },
  });

  app.route({
    ...endpointRoute(app, chat.saveCannedReplies, {
      summary:
        'Save the whole list of canned replies (add, edit, delete and reorder), edited from `version`; answers the list as saved',
      body: cannedRepliesSaveBodySchema,
      response: { 200: cannedRepliesSchema, ...errorResponses(400, 409) },
    }),
    handler: async (request): Promise<CannedReplies> => {
      const { replies, version } = request.body;
      const saved = await app.settings.save(pageType, KEY, replies, settingsActor(request), {
        guard: async (tx) => {
          await lockSettingSaves(tx, pageType, KEY);
          if ((await versionOf(tx)) !== version) {
            throw new HttpError(
              409,
              'The canned replies were changed meanwhile (in another tab or by another operator): load them again and redo your change.',
            );
          }
        },
      });
      return { replies, version: saved };
    },
  });
};

export default cannedRepliesRoutes;
