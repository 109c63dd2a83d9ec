import * as m from '#messages';
import { MobileSyncPanel } from '../../features/settings/components/mobile-sync-panel';
import { PageShell } from './page-shell';

export function MobileSyncPage() {
  return (
    <PageShell label={m.pages_mobileSyncLabel}>
      <MobileSyncPanel />
    </PageShell>
  );
}
