// The home page document as /home, the contact buttons and the HOME builder read it: GET
// /api/home-builder/load through api/page-document (the draft is api/page-drafts, the versions
// api/page-versions). /home imports this module: no zod here (docs/decisions/0004, 0015).
import { HOME_PAGE } from '#shared/home-page';
import { pageDocumentKey, useShownPageDocument } from './page-document';

export const homeDataKey = pageDocumentKey(HOME_PAGE);

/** The home page in this page's language. */
export const useHomeData = () => useShownPageDocument(HOME_PAGE);
