// The Statistics tab: a range of business dates (UTC+8), the last 30 days unless the
// operator picks others, its totals, codes per day and wins per prize slot per day as charts with their
// numbers, and the same figures as CSV.
import { rmText } from '#client/i18n/money-text';
import { useState } from 'react';
import { useId } from '#client/lib/use-id';
import * as m from '#messages';
import { STATS_DEFAULT_DAYS, statsQuerySchema, type Stats } from '#shared/api/stats';
import { businessDate } from '#shared/business-date';
import { shiftDate } from '#shared/business-input';
import { WHEEL_COLORS, type PrizeType } from '#shared/prizes';
import { SLOTS } from '#shared/wheel';
import { usePrizes } from '#client/api/prizes';
import { statsCsvUrl, useStats } from '#client/api/stats';
import { Card } from '#client/components/ui/card.tsx';
import { ExportCsvButton } from '#client/components/ui/export-csv-button.tsx';
import { DateRangeFields } from '#client/components/ui/date-range-fields.tsx';
import { TableMessage } from '#client/components/ui/table-status.tsx';
import { refusalText } from '#client/i18n/issue-text';
import { businessDay, count } from '#client/i18n/format';
import { DayBars } from './day-bars';

const CODES_FILL = { generated: '#94A3B8', redeemed: '#D97706' };

function lastDays(): { from: string; to: string } {
  const to = businessDate(new Date());
  return { from: shiftDate(to, -(STATS_DEFAULT_DAYS - 1)), to };
}

const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);

export function StatisticsTab() {
  const [fields, setFields] = useState(lastDays);
  // The range goes through the server's own schema: a from after its to is said here, not sent.
  const checked = statsQuerySchema.safeParse(fields);
  const range = checked.success && fields.from && fields.to ? fields : null;
  const problem = refusalText(checked, m.stats_pickRange) ?? (range ? null : m.stats_pickRange);
  const stats = useStats(range);

  return (
    <Card
      title={m.stats_title}
      actions={<ExportCsvButton href={range ? statsCsvUrl(range) : ''} disabled={!range} />}
    >
      <div className="mb-4 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <DateRangeFields
          value={fields}
          labels={{ from: m.stats_from, to: m.stats_to }}
          onChange={(name, date) => setFields((current) => ({ ...current, [name]: date }))}
        />
        <p className="col-span-2 text-xs text-slate-600 sm:self-center">{m.stats_zone}</p>
      </div>
      {problem ? (
        <TableMessage alert>{problem}</TableMessage>
      ) : stats.isError ? (
        <TableMessage alert>{m.stats_loadFailed({ reason: stats.error.message })}</TableMessage>
      ) : !stats.data ? (
        <TableMessage>{m.stats_loading}</TableMessage>
      ) : (
        <StatsFigures stats={stats.data} />
      )}
    </Card>
  );
}

function StatsFigures({ stats }: { stats: Stats }) {
  const prizes = usePrizes();
  const dates = stats.days.map((day) => day.date);
  const { totals } = stats;
  const figures = [
    { label: m.stats_codesGenerated, value: count(totals.codesGenerated) },
    { label: m.stats_codesRedeemed, value: count(totals.codesRedeemed) },
    { label: m.stats_rate, value: percent(totals.redemptionRate) },
    {
      label: m.stats_median,
      value: totals.medianMinutesToSpin === null ? '–' : m.stats_minutes({ n: totals.medianMinutesToSpin }),
    },
    {
      label: m.stats_valueWon,
      value: rmText(totals.valueWon),
      note: totals.valueWonUnknown > 0 ? m.stats_unknownWins({ count: totals.valueWonUnknown }) : undefined,
    },
    { label: m.stats_valuePaid, value: rmText(totals.valuePaid) },
    { label: m.stats_deposits, value: rmText(totals.depositsTotal) },
    { label: m.stats_foc, value: rmText(totals.focTotal) },
  ];
  const slotName = (wheel: PrizeType, slot: number) => prizes.data?.[wheel][slot - 1]?.name ?? '';
  const slotSeries = (['normal', 'super'] as const).flatMap((wheel) =>
    Array.from({ length: SLOTS }, (_, i) => ({
      label: m.stats_slot({
        wheel: wheel === 'super' ? m.stats_super : m.stats_normal,
        slot: i + 1,
        name: slotName(wheel, i + 1),
      }),
      fill: WHEEL_COLORS[wheel][i] ?? '#64748B',
      values: stats.days.map((day) => day.wins[wheel][i] ?? 0),
    })),
  );

  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{figure.label}</dt>
            <dd className="mt-1 text-lg font-bold tabular-nums">{figure.value}</dd>
            {'note' in figure && figure.note && <dd className="text-xs text-amber-800">{figure.note}</dd>}
          </div>
        ))}
      </dl>
      <div className="grid gap-8 lg:grid-cols-2">
        <DayBars
          title={m.stats_codesChart}
          dates={dates}
          series={[
            {
              label: m.stats_codesGenerated,
              fill: CODES_FILL.generated,
              values: stats.days.map((day) => day.codesGenerated),
            },
            {
              label: m.stats_codesRedeemed,
              fill: CODES_FILL.redeemed,
              values: stats.days.map((day) => day.codesRedeemed),
            },
          ]}
        />
        <DayBars title={m.stats_winsChart} dates={dates} series={slotSeries} stacked />
      </div>
      <DayTable stats={stats} />
    </div>
  );
}

const th =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
const td = 'px-3 py-1.5 whitespace-nowrap tabular-nums';

/** Every day of the range, newest first, with the figures the charts do not draw. */
function DayTable({ stats }: { stats: Stats }) {
  const captionId = useId();
  const columns = [
    m.stats_date,
    m.stats_codesGenerated,
    m.stats_codesRedeemed,
    m.stats_rate,
    m.stats_median,
    m.stats_valueWon,
    m.stats_valuePaid,
    m.stats_deposits,
    m.stats_foc,
  ];
  return (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    <div
      role="group"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative -mx-4 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500 sm:-mx-5"
    >
      <table className="w-full text-sm">
        <caption id={captionId} className="px-4 pb-2 text-left text-sm font-semibold text-slate-800 sm:px-5">
          {m.stats_perDay}
        </caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={th}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {[...stats.days].reverse().map((day) => (
            <tr key={day.date}>
              <th scope="row" className={`${td} text-left font-medium`}>
                {businessDay(day.date)}
              </th>
              <td className={td}>{count(day.codesGenerated)}</td>
              <td className={td}>{count(day.codesRedeemed)}</td>
              <td className={td}>{percent(day.redemptionRate)}</td>
              <td className={td}>
                {day.medianMinutesToSpin === null ? '–' : m.stats_minutes({ n: day.medianMinutesToSpin })}
              </td>
              <td className={td}>
                {rmText(day.valueWon)}
                {day.valueWonUnknown > 0 && (
                  <span className="block text-xs text-amber-800">
                    {m.stats_unknownWins({ count: day.valueWonUnknown })}
                  </span>
                )}
              </td>
              <td className={td}>{rmText(day.valuePaid)}</td>
              <td className={td}>{rmText(day.depositsTotal)}</td>
              <td className={td}>{rmText(day.focTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
