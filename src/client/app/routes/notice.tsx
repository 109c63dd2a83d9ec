import { ComingSoon, PageShell } from './page-shell';

export function NoticePage() {
  return (
    <PageShell label="Notices">
      <ComingSoon title="Notice Center" text="Announcements will appear here." />
    </PageShell>
  );
}
