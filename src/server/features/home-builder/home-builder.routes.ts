// The home page document (SPEC §3, §4, §7) through the page builders' routes (lib/page-builder.routes):
// GET /api/home-builder/load (public, with an ETag: always the published document, with the spinning
// notice's fields); admin: the draft, its publish, SPEC's save, and the published versions with their
// restore into the draft. Published as the general.landingPageBuilder setting.
import {
  homeBuilderDataSchema,
  homeBuilderLoadSchema,
  homeBuilderSaveBodySchema,
} from '#shared/api/home-builder';
import { effectiveHomeData, HOME_PAGE } from '#shared/home-page';
import { pageBuilderRoutes } from '../../lib/page-builder.routes';

export const { publicRoutes: publicHomeBuilderRoutes, adminRoutes: adminHomeBuilderRoutes } =
  pageBuilderRoutes({
    document: HOME_PAGE,
    schemas: {
      data: homeBuilderDataSchema,
      saveBody: homeBuilderSaveBodySchema,
      load: homeBuilderLoadSchema,
    },
    load: {
      summary: 'The home page document, with the spinning notice settings in its globalSettings',
      data: (app) => {
        const home = effectiveHomeData(app.settings.get('landingPageBuilder'));
        // The spinning notice setting is the one copy of these fields; the document never holds them.
        const { showSpinNotice, spinNoticeText, spinNoticeColor, spinNoticeBg } =
          app.settings.get('spinNoticeSettings');
        return {
          ...home,
          globalSettings: {
            ...home.globalSettings,
            showSpinNotice,
            spinNoticeText,
            spinNoticeColor,
            spinNoticeBg,
          },
        };
      },
    },
    published: (app) => effectiveHomeData(app.settings.get('landingPageBuilder')),
    // lastModified is the server's: whatever a client sent is replaced.
    asPublished: (data, app) => ({ ...data, lastModified: app.now().toISOString() }),
    savedMessage: 'Home page saved',
    versions: true,
  });
