// The home page document through the page builders' routes (./page-builder.routes.ts): GET
// /api/home-builder/load (public, with an ETag: always the published document, with the spinning notice's
// fields); admin: the draft, its publish, the original app's save, and the published versions with their
// restore into the draft. Published as the general.landingPageBuilder setting.
import {
  homeBuilderDataSchema,
  homeBuilderLoadSchema,
  homeBuilderSaveBodySchema,
} from '#shared/api/home-builder';
import type { FastifyInstance } from 'fastify';
import { homeDraft, homeVersions } from '#shared/endpoints/page-builder';
import { effectiveHomeData, HOME_PAGE } from '#shared/home-page';
import { homeWithBuiltIns } from '#shared/i18n/built-in-page-texts';
import { pageBuilderRoutes } from './page-builder.routes';

/**
 * The published page as readers see it: the reset rule (docs/architecture.md, Product rules: Pages), and the
 * default page's texts in every language (docs/decisions/0025).
 */
const publishedHome = (app: FastifyInstance) =>
  homeWithBuiltIns(
    effectiveHomeData(app.settings.get('landingPageBuilder')),
    app.settings.get('defaultLanguage'),
  );

export const { publicRoutes: publicHomeBuilderRoutes, adminRoutes: adminHomeBuilderRoutes } =
  pageBuilderRoutes({
    document: HOME_PAGE,
    endpoints: homeDraft,
    schemas: {
      data: homeBuilderDataSchema,
      saveBody: homeBuilderSaveBodySchema,
      load: homeBuilderLoadSchema,
    },
    load: {
      summary: 'The home page document, with the spinning notice settings in its globalSettings',
      data: (app) => {
        const home = publishedHome(app);
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
    // Drafts start from the page as stored, without the built-in texts' translations: baked into a draft,
    // they would outlive the operator's own edit of the text they translate (docs/decisions/0025).
    published: (app) => effectiveHomeData(app.settings.get('landingPageBuilder')),
    // lastModified is the server's: whatever a client sent is replaced.
    asPublished: (data, app) => ({ ...data, lastModified: app.now().toISOString() }),
    savedMessage: 'Home page saved',
    versions: homeVersions,
  });
