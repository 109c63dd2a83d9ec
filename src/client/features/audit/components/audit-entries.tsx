// One page of audit entries: a table from tablet width up, a list of small cards on a phone (where five
// columns would only fit by scrolling sideways to see who did it). All of it is plain text.
import type { AuditEntryItem } from '#shared/api/audit';
import { ACTOR_LABEL, auditTime, detailsSummary } from './audit-entry-text';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';
// Baseline, not top: the time and the action's smaller monospace text then sit on one line.
const td = 'px-3 py-2 align-baseline';

export function AuditEntries({ items, stale }: { items: AuditEntryItem[]; stale: boolean }) {
  const rows = items.map((entry) => ({
    entry,
    time: auditTime(entry.at),
    details: detailsSummary(entry.details),
  }));
  const fade = `transition-opacity ${stale ? 'opacity-60' : ''}`;
  return (
    <>
      <ul
        aria-label="Audit entries"
        className={`divide-y divide-slate-100 border-y border-slate-100 md:hidden ${fade}`}
      >
        {rows.map(({ entry, time, details }) => (
          <li key={entry.id} className="grid gap-1 py-3 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-mono text-xs font-semibold">{entry.action}</span>
              <time dateTime={entry.at} className="text-xs text-slate-600 tabular-nums">
                {time}
              </time>
            </div>
            {entry.target && <div className="font-medium break-all">{entry.target}</div>}
            <div className="text-xs text-slate-600">
              {`${ACTOR_LABEL[entry.actor]} · `}
              <span className="font-mono">{entry.ip}</span>
            </div>
            {details && <p className="text-xs break-words text-slate-600">{details}</p>}
          </li>
        ))}
      </ul>
      {/* Between tablet width and a wide card the table scrolls inside the card. It holds nothing
          focusable, so the scroller takes the focus itself: keyboards can scroll it too. */}
      <div
        role="region"
        aria-label="Audit entries, scrollable"
        tabIndex={0}
        className="-mx-5 hidden overflow-x-auto focus-visible:outline-2 focus-visible:outline-slate-900 md:block"
      >
        <table aria-label="Audit entries" className={`w-full min-w-[760px] text-sm ${fade}`}>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th className={`${th} pl-5`}>Time (UTC+8)</th>
              <th className={th}>Action</th>
              <th className={th}>Target</th>
              <th className={th}>Who</th>
              <th className={`${th} pr-5`}>Details</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map(({ entry, time, details }) => (
              <tr key={entry.id} className="hover:bg-slate-50">
                <td className={`${td} pl-5 whitespace-nowrap text-slate-600 tabular-nums`}>
                  <time dateTime={entry.at}>{time}</time>
                </td>
                <td className={`${td} font-mono text-xs whitespace-nowrap`}>{entry.action}</td>
                <td className={`${td} max-w-[12rem] break-all`}>{entry.target || '–'}</td>
                <td className={`${td} whitespace-nowrap`}>
                  <div className="font-medium">{ACTOR_LABEL[entry.actor]}</div>
                  <div className="font-mono text-xs text-slate-600">{entry.ip}</div>
                </td>
                <td className={`${td} pr-5`}>
                  <p
                    title={details}
                    className="line-clamp-2 max-w-[22rem] text-xs break-words text-slate-600"
                  >
                    {details || '–'}
                  </p>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
