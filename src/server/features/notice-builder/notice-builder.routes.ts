// The notice page document (SPEC §3, §4, §7) through the page builders' routes (lib/page-builder.routes):
// GET /api/notice-builder/load (public, with an ETag: always the published document); admin: the draft,
// its publish and SPEC's save. Published as the general.noticeBuilder setting; a publish reaches open
// /notice pages through the settings push instead of SPEC's 1 s / 100 ms polls.
import {
  noticeBuilderDataSchema,
  noticeBuilderLoadSchema,
  noticeBuilderSaveBodySchema,
} from '#shared/api/notice-builder';
import { NOTICE_PAGE } from '#shared/notice-page';
import { pageBuilderRoutes } from '../../lib/page-builder.routes';

export const { publicRoutes: publicNoticeBuilderRoutes, adminRoutes: adminNoticeBuilderRoutes } =
  pageBuilderRoutes({
    document: NOTICE_PAGE,
    schemas: {
      data: noticeBuilderDataSchema,
      saveBody: noticeBuilderSaveBodySchema,
      load: noticeBuilderLoadSchema,
    },
    load: {
      summary: 'The notice page document: every notice (the page picks the active ones) and its settings',
      data: (app) => app.settings.get('noticeBuilder'),
    },
    published: (app) => app.settings.get('noticeBuilder'),
    savedMessage: 'Notice settings saved',
  });
