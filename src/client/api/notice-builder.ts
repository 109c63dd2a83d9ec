// The notice page document as /notice and the NOTICE builder read it: GET /api/notice-builder/load
// through api/page-document (the draft is api/page-drafts). /notice imports this module: no zod here
// (docs/decisions/0004, 0015).
import { useQuery } from '@tanstack/react-query';
import { defaultNoticeData, readNoticeData, type NoticeBuilderData } from '#shared/notice-page';
import { VIEWS } from '#shared/settings-catalog';
import { loadPageDocument } from './page-document';

/** Refreshed by settings pushes (noticeBuilder's view, see lib/realtime.ts). */
export const noticeDataKey = [VIEWS.noticePage] as const;

/** SPEC §3 browser local keys: this device's copy, and the key other tabs bump when they save. */
export const NOTICE_LOCAL_KEY = 'noticeData';
export const NOTICE_SYNC_KEY = 'noticeSync';

export const loadNoticeData = () =>
  loadPageDocument<NoticeBuilderData>({
    view: VIEWS.noticePage,
    draftPrefix: '/api/notice-builder',
    localKey: NOTICE_LOCAL_KEY,
    read: readNoticeData,
    notADocument: 'Ignoring the locally stored notices: they are not a notice document',
    defaults: defaultNoticeData,
  });

export function useNoticeData() {
  return useQuery({ queryKey: noticeDataKey, queryFn: loadNoticeData });
}
