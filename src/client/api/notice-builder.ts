// The notice page document as /notice and the NOTICE builder read it: GET /api/notice-builder/load
// through api/page-document (the draft is api/page-drafts). /notice imports this module: no zod here
// (docs/decisions/0004, 0015).
import { NOTICE_PAGE } from '#shared/notice-page';
import { pageDocumentKey, useShownPageDocument } from './page-document';

export const noticeDataKey = pageDocumentKey(NOTICE_PAGE);

/** The local key (the original app's name) that other tabs bump when they save. */
export const NOTICE_SYNC_KEY = 'noticeSync';

/** The notice page in this page's language. */
export const useNoticeData = () => useShownPageDocument(NOTICE_PAGE);
