// A table of draws: masked code, prize, wheel type and time (Malaysia time, labelled, whatever the phone's
// zone). Used by the latest-10 list and history view.
import type { DrawHistoryItem } from '#shared/api/draws';
import * as m from '#messages';
import { dateTime } from '#client/i18n/format';

/** What an empty list says: loading, a failed load (in words), or no draws. */
export function historyEmptyText(history: { isPending: boolean; isError: boolean }): string {
  if (history.isPending) return m.draws_loading;
  return history.isError ? m.draws_historyLoadFailed : m.draws_noDraws;
}

export function DrawHistoryTable({ items, empty }: { items: DrawHistoryItem[]; empty: string }) {
  if (items.length === 0) return <p className="py-6 text-center text-sm text-white/60">{empty}</p>;
  return (
    <ul className="divide-y divide-white/10">
      {items.map((item) => (
        <li key={item.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
          <div className="min-w-0">
            <p className="truncate font-semibold text-white">{item.prizeName}</p>
            <p className="font-mono text-xs text-white/60">{item.promoCode}</p>
          </div>
          <div className="shrink-0 text-right">
            <span
              className={`inline-block rounded-full px-2 py-0.5 text-[10px] font-bold tracking-wider ${
                item.prizeType === 'super' ? 'bg-sky-500/20 text-sky-200' : 'bg-brand-500/20 text-brand-200'
              }`}
            >
              {item.prizeType === 'super' ? m.draws_typeSuper : m.draws_typeNormal}
            </span>
            <p className="mt-0.5 text-xs text-white/50">
              <time dateTime={item.drawnAt}>{dateTime(item.drawnAt)}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
