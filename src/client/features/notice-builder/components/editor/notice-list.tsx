// The notices' rows in the builders' shared list, in list order (the tie-break within a priority on
// /notice): type, priority and schedule badges, the title and the notice's window.
import * as m from '#messages';
import {
  noticeSchedule,
  type NoticePriority,
  type NoticeSchedule,
  type NoticeSection,
  type NoticeType,
} from '#shared/notice-page';
import type { BuilderEntries } from '#client/components/builder/builder-tab.tsx';
import { dateTime } from '#client/i18n/format';
import { NOTICE_TYPE_LABELS, PRIORITY_LABELS, SCHEDULE_LABELS } from './draft-model';

export const noticeLabel = (notice: NoticeSection) =>
  m.builder_noticeLabel({ type: NOTICE_TYPE_LABELS[notice.type], title: notice.title || m.builder_untitled });

const badge = 'inline-flex shrink-0 items-center rounded px-2 py-0.5 text-xs font-bold whitespace-nowrap';

// Each pair reads at 4.5:1 or better. A faded (disabled) row uses black on white instead: coloured text
// at 60% opacity falls below that.
const TYPE_BADGE: Record<NoticeType, string> = {
  announcement: 'bg-amber-100 text-amber-900',
  promotion: 'bg-violet-100 text-violet-900',
  warning: 'bg-red-100 text-red-900',
  info: 'bg-sky-100 text-sky-900',
};

const PRIORITY_BADGE: Record<NoticePriority, string> = {
  high: 'border border-red-700 text-red-800',
  medium: 'border border-amber-700 text-amber-900',
  low: 'border border-slate-500 text-slate-700',
};

const SCHEDULE_BADGE: Record<NoticeSchedule, string> = {
  live: 'bg-emerald-700 text-white',
  scheduled: 'bg-blue-700 text-white',
  ended: 'bg-slate-700 text-white',
  disabled: 'border border-black bg-white text-black',
};

const FADED_BADGE = 'border border-black bg-white text-black';

export function ScheduleBadge({ schedule }: { schedule: NoticeSchedule }) {
  return (
    <span data-testid="schedule-badge" className={`${badge} ${SCHEDULE_BADGE[schedule]}`}>
      {SCHEDULE_LABELS[schedule]}
    </span>
  );
}

/** The notice's window in business time, or null when it is open-ended on both sides. */
function windowText(notice: NoticeSection): string | null {
  const from = dateTime(notice.startDate);
  const until = dateTime(notice.endDate);
  // One zone label for the pair is enough.
  if (from && until)
    return m.builder_noticeWindow({ from: dateTime(notice.startDate, { zone: false }), until });
  if (from) return m.builder_noticeFrom({ at: from });
  return until ? m.builder_noticeUntil({ at: until }) : null;
}

/** The list's parts, with the schedule badges worked out for the moment `now`. */
export const noticeList = (now: number): BuilderEntries<NoticeSection, string>['list'] => ({
  label: m.builder_notices,
  emptyText: m.builder_noticesNone,
  rowTestId: 'notice-row',
  rowClassName: 'border-l-8',
  // The notice's own background colour down the row's edge: which one is which at a glance.
  rowStyle: (notice) => ({ borderLeftColor: notice.backgroundColor }),
  renderContent: (notice) => {
    const on = notice.enabled;
    const span = windowText(notice);
    return (
      <div className="min-w-0 flex-1 basis-52">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className={`${badge} ${on ? TYPE_BADGE[notice.type] : FADED_BADGE}`}>
            {NOTICE_TYPE_LABELS[notice.type]}
          </span>
          <span className={`${badge} ${on ? PRIORITY_BADGE[notice.priority] : FADED_BADGE}`}>
            {m.builder_priorityBadge({ priority: PRIORITY_LABELS[notice.priority] })}
          </span>
          <ScheduleBadge schedule={noticeSchedule(notice, now)} />
        </div>
        <p
          data-testid="notice-title"
          className={`mt-1 line-clamp-2 font-semibold break-words ${on ? 'text-slate-900' : 'text-black'}`}
        >
          {notice.title || m.builder_untitled}
        </p>
        {span && <p className={`text-xs break-words ${on ? 'text-slate-600' : 'text-black'}`}>{span}</p>}
      </div>
    );
  },
});
