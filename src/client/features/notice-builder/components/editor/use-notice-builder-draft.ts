// The NOTICE builder's draft: the shared builder draft over the notice page document.
import { defaultNoticeData } from '#shared/notice-page';
import {
  noticeDataKey,
  saveNoticeData,
  useNoticeData,
  writeLocalNoticeData,
} from '#client/api/notice-builder';
import { useBuilderDraft } from '#client/components/builder/use-builder-draft';

export function useNoticeBuilderDraft() {
  return useBuilderDraft(useNoticeData().data, {
    dataKey: noticeDataKey,
    refreshKeys: [noticeDataKey],
    defaults: defaultNoticeData,
    // Unlike the home page, an empty notice list is a real document (no notices), taken as it is.
    adopt: (_current, loaded) => loaded,
    save: saveNoticeData,
    saveLocally: writeLocalNoticeData,
  });
}
