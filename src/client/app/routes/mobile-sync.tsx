import { ComingSoon, PageShell } from './page-shell';

export function MobileSyncPage() {
  return (
    <PageShell label="Mobile settings sync">
      <ComingSoon title="Mobile Sync" text="Pull the latest settings from the server to this device." />
    </PageShell>
  );
}
