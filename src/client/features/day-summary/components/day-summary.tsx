// "Today at a glance" above the dashboard's tabs: the business day's codes, redemptions, deposits and
// prizes won by the names the draws carry. The bars are plain CSS (no charting library); each is also said in words.
import { rmText } from '#client/i18n/money-text';
import * as m from '#messages';
import { useDaySummary } from '#client/api/day-summary';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { percent } from '../lib/percent';

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs leading-tight font-medium text-slate-600">{label}</dt>
      {/* A large amount wraps rather than run under the next figure: five share the row on a desktop. */}
      <dd className="text-lg font-bold text-slate-900 tabular-nums [overflow-wrap:anywhere] lg:text-base">
        {value}
      </dd>
      {hint && <dd className="text-xs leading-tight text-slate-600">{hint}</dd>}
    </div>
  );
}

export function DaySummary() {
  const summary = useDaySummary();
  const data = summary.data;
  const busiest = Math.max(1, ...(data?.prizes.map((p) => p.count) ?? []));
  return (
    <section
      aria-labelledby="day-summary-title"
      aria-busy={summary.isPending}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="day-summary-title" className="text-base font-semibold">
          {m.admin_summaryTitle}
        </h3>
        <span className="text-xs text-slate-600">
          {data ? `${data.date} (UTC+8)` : summary.isError ? m.admin_summaryLoadFailed : m.admin_loading}
        </span>
      </div>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <dl className="grid grid-cols-2 content-start gap-2 sm:grid-cols-5">
          <Stat
            label={m.admin_codesGenerated}
            value={data ? String(data.codesGenerated) : '–'}
            hint={m.admin_codesGeneratedHint}
          />
          <Stat label={m.admin_codesRedeemed} value={data ? String(data.codesRedeemed) : '–'} />
          <Stat
            label={m.admin_redemptionRate}
            value={data ? percent(data.redemptionRate) : '–'}
            hint={m.admin_redemptionRateHint}
          />
          <Stat label={m.admin_deposits} value={data ? rmText(data.depositsTotal) : '–'} />
          <Stat label={m.admin_foc} value={data ? rmText(data.focTotal) : '–'} />
        </dl>
        <figure className="min-w-0">
          <figcaption className="mb-1 flex flex-wrap items-center gap-x-3 text-xs text-slate-600">
            <span>{m.admin_prizesWon}</span>
            <span className="inline-flex items-center gap-1">
              <span aria-hidden className="inline-block size-2.5 rounded-sm bg-slate-700" />{' '}
              {m.admin_wheelNormal}
            </span>
            <span className="inline-flex items-center gap-1">
              <span aria-hidden className="inline-block size-2.5 rounded-sm bg-amber-500" />{' '}
              {m.admin_wheelSuper}
            </span>
          </figcaption>
          {data && data.prizes.length === 0 ? (
            <p className="text-xs text-slate-600">{m.admin_noPrizesToday}</p>
          ) : (
            <ul className="grid gap-1">
              {(data?.prizes ?? []).map(({ prizeType, slot, prizeName, count }) => (
                <li
                  key={`${prizeType}-${slot}-${prizeName}`}
                  className="grid grid-cols-[7rem_1fr_2rem] items-center gap-2 text-xs"
                >
                  <Tooltip content={prizeName}>
                    <span className="truncate text-slate-700">
                      {slot}. {prizeName}
                    </span>
                  </Tooltip>
                  <span className="flex h-3 overflow-hidden rounded-sm bg-slate-100" aria-hidden>
                    <span
                      className={prizeType === 'super' ? 'bg-amber-500' : 'bg-slate-700'}
                      style={{ width: `${(count / busiest) * 100}%` }}
                    />
                  </span>
                  <span className="text-right font-semibold text-slate-900 tabular-nums">
                    {count}
                    <span className="sr-only">{m.admin_wonOnWheel({ type: prizeType })}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
          {data && data.prizes.length > 0 && (
            <p className="mt-1 text-xs text-slate-700">
              {m.admin_valueWonToday({ amount: rmText(data.valueWon), unknown: data.valueWonUnknown })}
            </p>
          )}
        </figure>
      </div>
    </section>
  );
}
