// The notices' rows in the builders' shared list, in list order (the tie-break within a priority on
// /notice): type, priority and schedule badges, the title and the notice's window.
import {
  noticeSchedule,
  type NoticePriority,
  type NoticeSchedule,
  type NoticeSection,
  type NoticeType,
} from '#shared/notice-page';
import type { BuilderEntries } from '#client/components/builder/builder-tab.tsx';
import { businessDateTime } from '../page/notice-time';
import { NOTICE_TYPE_LABELS, PRIORITY_LABELS, SCHEDULE_LABELS } from './draft-model';

export const noticeLabel = (notice: NoticeSection) =>
  `${NOTICE_TYPE_LABELS[notice.type]} notice “${notice.title || 'Untitled'}”`;

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
  const from = businessDateTime(notice.startDate);
  const until = businessDateTime(notice.endDate);
  // One zone label for the pair is enough.
  if (from && until) return `${from.replace(/ \(UTC\+8\)$/, '')} – ${until}`;
  if (from) return `From ${from}`;
  return until && `Until ${until}`;
}

/** The list's parts, with the schedule badges worked out for the moment `now`. */
export const noticeList = (now: number): BuilderEntries<NoticeSection, string>['list'] => ({
  label: 'Notices',
  emptyText: 'No notices yet. Add one above.',
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
            {PRIORITY_LABELS[notice.priority]} priority
          </span>
          <ScheduleBadge schedule={noticeSchedule(notice, now)} />
        </div>
        <p
          data-testid="notice-title"
          className={`mt-1 line-clamp-2 font-semibold break-words ${on ? 'text-slate-900' : 'text-black'}`}
        >
          {notice.title || 'Untitled'}
        </p>
        {span && <p className={`text-xs break-words ${on ? 'text-slate-600' : 'text-black'}`}>{span}</p>}
      </div>
    );
  },
});
