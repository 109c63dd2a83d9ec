import { SpinScreen } from '../../features/draw/components/spin-screen';
import { PageShell } from './page-shell';

export default function SpinPage() {
  return (
    <PageShell label="Lucky wheel">
      <SpinScreen />
    </PageShell>
  );
}
