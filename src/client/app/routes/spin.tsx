import { ComingSoon, PageShell } from './page-shell';

export function SpinPage() {
  return (
    <PageShell label="Lucky wheel">
      <ComingSoon title="Lucky Wheel" text="Enter a promo code on the Spin page to play." />
    </PageShell>
  );
}
