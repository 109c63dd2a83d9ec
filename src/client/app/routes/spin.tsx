import * as m from '#messages';
import { TooltipProvider } from '../../components/ui/tooltip';
import { SpinScreen } from '../../features/draws/components/spin-screen';
import { SpinNoticeBanner } from '../../features/spin-notice/components/spin-notice-banner';
import { PageShell } from './page-shell';

export default function SpinPage() {
  return (
    <PageShell label={m.draws_spinPageLabel}>
      <SpinNoticeBanner />
      <TooltipProvider>
        <SpinScreen />
      </TooltipProvider>
    </PageShell>
  );
}
