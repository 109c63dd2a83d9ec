import { PromoEntry } from '../../features/draw/components/promo-entry';
import { PageShell } from './page-shell';

export function PromoPage() {
  return (
    <PageShell label="Promo code entry">
      <PromoEntry />
    </PageShell>
  );
}
