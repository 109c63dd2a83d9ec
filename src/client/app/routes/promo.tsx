import { useEffect } from 'react';
import { PromoEntry } from '../../features/draws/components/promo-entry';
import { SpinNoticeBanner } from '../../features/spin-notice/components/spin-notice-banner';
import { PageShell } from './page-shell';

export function PromoPage() {
  useEffect(() => {
    // Fetch the spin page's code in idle time, so it is there when the code is accepted.
    const id = window.setTimeout(() => void import('./spin'), 300);
    return () => window.clearTimeout(id);
  }, []);
  return (
    <PageShell label="Promo code entry">
      <SpinNoticeBanner />
      <PromoEntry />
    </PageShell>
  );
}
