// The notice page document through the page builders' routes (./page-builder.routes.ts): GET
// /api/notice-builder/load (public, with an ETag: always the published document); admin: the draft, its
// publish, the original app's save, and the published versions with their restore into the draft. Published as the general.noticeBuilder setting; a publish reaches open
// /notice pages through the settings push instead of the original app's 1 s / 100 ms polls.
import {
  noticeBuilderDataSchema,
  noticeBuilderLoadSchema,
  noticeBuilderSaveBodySchema,
} from '#shared/api/notice-builder';
import type { FastifyInstance } from 'fastify';
import { noticeDraft, noticeVersions } from '#shared/endpoints/page-builder';
import { noticeWithBuiltIns } from '#shared/i18n/built-in-page-texts';
import { NOTICE_PAGE } from '#shared/notice-page';
import { pageBuilderRoutes } from './page-builder.routes';

/** The published notices as readers see them: the built-in title in every language. */
const publishedNotices = (app: FastifyInstance) =>
  noticeWithBuiltIns(app.settings.get('noticeBuilder'), app.settings.get('defaultLanguage'));

export const { publicRoutes: publicNoticeBuilderRoutes, adminRoutes: adminNoticeBuilderRoutes } =
  pageBuilderRoutes({
    document: NOTICE_PAGE,
    endpoints: noticeDraft,
    schemas: {
      data: noticeBuilderDataSchema,
      saveBody: noticeBuilderSaveBodySchema,
      load: noticeBuilderLoadSchema,
    },
    load: {
      summary: 'The notice page document: every notice (the page picks the active ones) and its settings',
      data: publishedNotices,
    },
    // As stored: see the home builder's drafts (docs/decisions/0025).
    published: (app) => app.settings.get('noticeBuilder'),
    savedMessage: 'Notice settings saved',
    versions: noticeVersions,
  });
