import { ComingSoon, PageShell } from './page-shell';

export function HomePage() {
  return (
    <PageShell label="Home">
      <ComingSoon title="Welcome" text="Promotions and news will appear here." />
    </PageShell>
  );
}
