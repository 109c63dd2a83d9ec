// The NOTICE builder's draft: the shared server-kept builder draft over the notice page document.
import { defaultNoticeData, type NoticeBuilderData } from '#shared/notice-page';
import { noticeDataKey } from '#client/api/notice-builder';
import { useBuilderDraft } from '#client/components/builder/use-builder-draft';

export function useNoticeBuilderDraft() {
  return useBuilderDraft<NoticeBuilderData>({
    prefix: '/api/notice-builder',
    refreshKeys: [noticeDataKey],
    defaults: defaultNoticeData,
    // Unlike the home page, an empty notice list is a real document (no notices), taken as it is.
    adopt: (_current, loaded) => loaded,
  });
}
