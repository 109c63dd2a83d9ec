// The admin dashboard's Prizes tab: prize names of both wheels and the spinning notice.
import { PrizeManager } from './prize-manager';
import { SpinNoticeForm } from './spin-notice-form';

export function PrizesTab() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <PrizeManager />
      <SpinNoticeForm />
    </div>
  );
}
