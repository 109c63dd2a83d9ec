import { MobileSyncPanel } from '../../features/settings/components/mobile-sync-panel';
import { PageShell } from './page-shell';

export function MobileSyncPage() {
  return (
    <PageShell label="Mobile settings sync">
      <MobileSyncPanel />
    </PageShell>
  );
}
