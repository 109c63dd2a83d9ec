// The admin dashboard's Prizes tab: prize names of both wheels, and beside them what the dashboard
// (app/routes/admin.tsx) puts there: the spinning notice form, which belongs to features/spin-notice.
import type { ReactNode } from 'react';
import { PrizeManager } from './prize-manager';

export function PrizesTab({ aside }: { aside: ReactNode }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <PrizeManager />
      {aside}
    </div>
  );
}
