// One page of audit entries: a table from tablet width up, a list of small cards on a phone (where five
// columns would only fit by scrolling sideways to see who did it). Each entry reads in words; the raw
// action, target and details stay one click away under 'Details'. All of it is plain text.
import * as m from '#messages';
import type { AuditEntryItem } from '#shared/api/audit';
import { auditWords } from '#shared/audit-words';
import { BUSINESS_ZONE, businessStamp } from '#shared/business-date';
import { targetText, whoText } from './audit-entry-text';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';
// Baseline, not top: the time and the entry's words sit on one line.
const td = 'px-3 py-2 align-baseline';

/** The entry as recorded: for an operator who needs the exact fields (or a support question). */
function RawDetails({ entry }: { entry: AuditEntryItem }) {
  const raw = JSON.stringify({ action: entry.action, target: entry.target, details: entry.details }, null, 2);
  return (
    <details className="mt-1 text-xs text-slate-600">
      <summary className="w-fit cursor-pointer rounded text-slate-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-slate-900">
        {m.admin_auditDetails}
      </summary>
      <pre className="mt-1 max-w-full overflow-x-auto rounded bg-slate-50 p-2 font-mono text-[11px] break-all whitespace-pre-wrap">
        {raw}
      </pre>
    </details>
  );
}

export function AuditEntries({ items, stale }: { items: AuditEntryItem[]; stale: boolean }) {
  const rows = items.map((entry) => ({
    entry,
    time: businessStamp(entry.at, { seconds: true }) || entry.at,
    words: auditWords(entry, m.admin_auditWords),
  }));
  const fade = `transition-opacity ${stale ? 'opacity-60' : ''}`;
  return (
    <>
      <ul
        aria-label={m.admin_auditEntries}
        className={`divide-y divide-slate-100 border-y border-slate-100 md:hidden ${fade}`}
      >
        {rows.map(({ entry, time, words }) => (
          <li key={entry.id} className="grid min-w-0 gap-1 py-3 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold">{words.title}</span>
              <time dateTime={entry.at} className="text-xs text-slate-600 tabular-nums">
                {`${time} (${BUSINESS_ZONE})`}
              </time>
            </div>
            {words.summary && <p className="break-words text-slate-700">{words.summary}</p>}
            {entry.target && <div className="text-xs wrap-anywhere text-slate-600">{targetText(entry)}</div>}
            <div className="text-xs text-slate-600">
              {`${whoText(entry)} · `}
              <span className="font-mono">{entry.ip}</span>
            </div>
            <RawDetails entry={entry} />
          </li>
        ))}
      </ul>
      {/* Between tablet width and a wide card the table scrolls inside the card; the scroller takes the
          focus itself, so keyboards can scroll it too. */}
      <div
        role="region"
        aria-label={m.admin_auditEntriesScrollable}
        tabIndex={0}
        className="relative -mx-5 hidden overflow-x-auto focus-visible:outline-2 focus-visible:outline-slate-900 md:block"
      >
        <table aria-label={m.admin_auditEntries} className={`w-full min-w-[760px] text-sm ${fade}`}>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th className={`${th} pl-5`}>{m.admin_auditTime}</th>
              <th className={th}>{m.admin_auditWhatHappened}</th>
              <th className={th}>{m.admin_auditTarget}</th>
              <th className={`${th} pr-5`}>{m.admin_auditWho}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map(({ entry, time, words }) => (
              <tr key={entry.id} className="hover:bg-slate-50">
                <td className={`${td} pl-5 whitespace-nowrap text-slate-600 tabular-nums`}>
                  <time dateTime={entry.at}>{time}</time>
                </td>
                <td className={`${td} max-w-[26rem]`}>
                  <div className="font-medium">{words.title}</div>
                  {words.summary && <p className="break-words text-slate-700">{words.summary}</p>}
                  <RawDetails entry={entry} />
                </td>
                <td className={`${td} max-w-[12rem] wrap-anywhere`}>{targetText(entry) || '–'}</td>
                <td className={`${td} pr-5 whitespace-nowrap`}>
                  <div className="font-medium">{whoText(entry)}</div>
                  <div className="font-mono text-xs text-slate-600">{entry.ip}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
