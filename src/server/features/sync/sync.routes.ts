// Settings sync (SPEC §7): POST /api/sync/save (admin), GET /api/sync/load/:pageType and
// GET /api/sync/load-all (public, with ETags); the spinning notice's load and save.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { PAGE_TYPES, spinNoticeSaveBodySchema, syncSaveBodySchema } from '../../../shared/api/settings';
import { textField } from '../../../shared/input-rules';
import { sendWithEtag } from '../../http-cache';
import { notFound, parseOr400 } from '../../http-errors';
import { getSettings } from '../../settings/settings.repository';
import { loadAllSettings, readSpinNotice, saveSetting } from './settings.service';

const pageTypeParams = z.object({ pageType: textField('pageType', { max: 100 }) });

export const publicSyncRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sync/load-all', async (request, reply) =>
    sendWithEtag(request, reply, { success: true, settings: await loadAllSettings(app) }),
  );

  app.get('/sync/load/:pageType', async (request, reply) => {
    const { pageType } = parseOr400(pageTypeParams, request.params);
    if (!(PAGE_TYPES as readonly string[]).includes(pageType))
      throw notFound(`Unknown page type: ${pageType}`);
    const all = await loadAllSettings(app);
    return sendWithEtag(request, reply, { success: true, settings: all[pageType] ?? {} });
  });

  // Every promo and spin page asks for this: read the one row, not every setting.
  app.get('/spinning-notice/load', async (request, reply) => {
    const stored = await getSettings(app.db, 'general', ['spinNoticeSettings']);
    return sendWithEtag(request, reply, {
      success: true,
      data: readSpinNotice(stored.get('spinNoticeSettings')),
    });
  });
};

export const adminSyncRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireAdmin);

  app.post('/sync/save', async (request) => {
    const { pageType, key, value } = parseOr400(syncSaveBodySchema, request.body);
    await saveSetting(app, pageType, key, value, request.ip);
    return { success: true, message: `${key} saved` };
  });

  app.post('/spinning-notice/save', async (request) => {
    const { settings } = parseOr400(spinNoticeSaveBodySchema, request.body);
    await saveSetting(app, 'general', 'spinNoticeSettings', settings, request.ip);
    return { success: true, message: 'Spinning notice settings saved' };
  });
};
