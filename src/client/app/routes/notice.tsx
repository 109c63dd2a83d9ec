// /notice: the notices built in the admin's NOTICE Builder. Lazy-loaded: /promo, where most
// visitors land, does not download it. Server saves arrive as settings pushes (lib/realtime.ts); the
// storage events below cover another tab of this device changing its copy (the noticeData and noticeSync
// keys), e.g. the builder saving locally only while the server is down.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { defaultNoticeData, NOTICE_PAGE } from '#shared/notice-page';
import { NOTICE_SYNC_KEY, noticeDataKey, useNoticeData } from '../../api/notice-builder';
import { NoticeView } from '../../features/notice-builder/components/page/notice-view';
import { PageLoading } from '../layout/page-loading';

export default function NoticePage() {
  const queryClient = useQueryClient();
  const notice = useNoticeData();

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // A null key is localStorage.clear().
      if (event.key === NOTICE_PAGE.localKey || event.key === NOTICE_SYNC_KEY || event.key === null)
        void queryClient.invalidateQueries({ queryKey: noticeDataKey });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  if (notice.isPending) {
    return <PageLoading />;
  }
  return (
    // On phones the floating contact buttons sit over the page's last lines: room below the footer.
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col max-md:pb-16">
      {/* The load falls back to the local copy or the defaults by itself; this is for a bug in that path. */}
      <NoticeView data={notice.data?.data ?? defaultNoticeData()} />
    </div>
  );
}
