// A promo code's status as a badge, the same word and colours wherever a code is listed (the promo table,
// the customer page): Used red, Expired yellow, Scheduled blue, Active green, Void grey.
import * as m from '#messages';
import type { PromoStatus } from '#shared/promo-status';

const STATUS_BADGE: Record<PromoStatus, { label: string; className: string }> = {
  used: { label: m.promo_statusUsed, className: 'bg-red-100 text-red-700' },
  expired: { label: m.promo_statusExpired, className: 'bg-yellow-100 text-yellow-800' },
  scheduled: { label: m.promo_statusScheduled, className: 'bg-sky-100 text-sky-800' },
  active: { label: m.promo_statusActive, className: 'bg-green-100 text-green-700' },
  void: { label: m.promo_void, className: 'bg-slate-200 text-slate-700' },
};

export function PromoStatusBadge({ status }: { status: PromoStatus }) {
  const { label, className } = STATUS_BADGE[status];
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${className}`}
    >
      {label}
    </span>
  );
}
