// A chart of figures per day in plain SVG: a bar per series side by side, or the series stacked in one
// bar. No chart library: a few rectangles scale with the card, and the dates and the largest value are
// HTML beside them. The numbers themselves are a table for screen readers; the drawing is hidden from
// them (its summary is the table's caption).
import * as m from '#messages';
import { businessDay, count } from '#client/i18n/format';

export interface DaySeries {
  label: string;
  /** The bar's colour (a hex value). */
  fill: string;
  /** One value per date. */
  values: readonly number[];
}

const STEP = 10;
const HEIGHT = 100;

export function DayBars({
  title,
  dates,
  series,
  stacked = false,
}: {
  title: string;
  dates: readonly string[];
  series: readonly DaySeries[];
  stacked?: boolean;
}) {
  const totals = dates.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const largest = Math.max(0, ...(stacked ? totals : series.flatMap((s) => s.values)));
  const scale = (value: number) => (largest === 0 ? 0 : (value / largest) * (HEIGHT - 2));
  const width = Math.max(1, dates.length) * STEP;
  const barWidth = stacked ? STEP * 0.8 : (STEP * 0.8) / Math.max(1, series.length);

  return (
    <figure className="grid min-w-0 gap-2">
      <figcaption className="text-sm font-semibold text-slate-800">{title}</figcaption>
      <div className="flex min-w-0 gap-2">
        <div
          className="flex w-10 shrink-0 flex-col justify-between text-right text-xs text-slate-600"
          aria-hidden="true"
        >
          <span>{count(largest)}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 min-w-0 flex-1 border-b border-l border-slate-300 bg-slate-50"
          aria-hidden="true"
          focusable="false"
        >
          {dates.map((date, i) => {
            let base = HEIGHT;
            return series.map((s, k) => {
              const height = scale(s.values[i] ?? 0);
              const x = i * STEP + STEP * 0.1 + (stacked ? 0 : k * barWidth);
              const y = stacked ? base - height : HEIGHT - height;
              if (stacked) base -= height;
              return height > 0 ? (
                <rect key={`${date}:${s.label}`} x={x} y={y} width={barWidth} height={height} fill={s.fill} />
              ) : null;
            });
          })}
        </svg>
      </div>
      {dates.length > 0 && (
        <div className="flex justify-between pl-12 text-xs text-slate-600" aria-hidden="true">
          <span>{businessDay(dates[0] ?? '')}</span>
          <span>{businessDay(dates[dates.length - 1] ?? '')}</span>
        </div>
      )}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 pl-12 text-xs text-slate-700" aria-hidden="true">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-1.5">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: s.fill }} />
            {s.label}
          </li>
        ))}
      </ul>
      {/* In a box of its own: a table grows to its content whatever its width says, and would widen
          the page however well it is hidden. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{m.stats_date}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dates.map((date, i) => (
              <tr key={date}>
                <th scope="row">{businessDay(date)}</th>
                {series.map((s) => (
                  <td key={s.label}>{count(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
