// The notices of the draft in list order (the tie-break within a priority on /notice): drag handle,
// type, priority and schedule badges, title and window, the enable switch, move up/down, Edit and
// Delete. A disabled notice stays listed, faded (SPEC §4).
import {
  noticeSchedule,
  type NoticePriority,
  type NoticeSchedule,
  type NoticeSection,
  type NoticeType,
} from '#shared/notice-page';
import { Switch } from '#client/components/builder/form-controls.tsx';
import { DragHandle, SortableList } from '#client/components/builder/sortable-list.tsx';
import { businessDateTime } from '../page/notice-time';
import { NOTICE_TYPE_LABELS, PRIORITY_LABELS, SCHEDULE_LABELS } from './draft-model';

export const noticeLabel = (notice: NoticeSection) =>
  `${NOTICE_TYPE_LABELS[notice.type]} notice “${notice.title || 'Untitled'}”`;

const rowButton =
  'inline-flex h-10 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

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

function Icon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
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

export function NoticeList({
  notices,
  now,
  onReorder,
  onMove,
  onToggle,
  onEdit,
  onDelete,
}: {
  /** In list order. */
  notices: readonly NoticeSection[];
  /** The moment the schedule badges are worked out for. */
  now: number;
  onReorder: (ids: string[]) => void;
  onMove: (id: string, step: -1 | 1) => void;
  onToggle: (id: string, enabled: boolean) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  if (notices.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
        No notices yet. Add one above.
      </p>
    );
  }
  return (
    <SortableList
      items={notices}
      label="Notices"
      itemLabel={noticeLabel}
      onReorder={onReorder}
      className="flex flex-col gap-2"
      renderItem={(notice, handleProps) => {
        const index = notices.indexOf(notice);
        const label = noticeLabel(notice);
        const schedule = noticeSchedule(notice, now);
        const on = notice.enabled;
        const ink = on ? 'text-slate-700' : 'text-black';
        const span = windowText(notice);
        return (
          <div
            data-testid="notice-row"
            data-enabled={on}
            className={`flex flex-wrap items-center gap-2 rounded-lg border border-l-8 border-slate-200 bg-white p-2 shadow-sm sm:flex-nowrap sm:p-3 ${
              on ? '' : 'opacity-60'
            }`}
            // The notice's own background colour down the row's edge: which one is which at a glance.
            style={{ borderLeftColor: notice.backgroundColor }}
          >
            <DragHandle {...handleProps} />
            <div className="min-w-0 flex-1 basis-52">
              <div className="flex flex-wrap items-center gap-1.5">
                <span className={`${badge} ${on ? TYPE_BADGE[notice.type] : FADED_BADGE}`}>
                  {NOTICE_TYPE_LABELS[notice.type]}
                </span>
                <span className={`${badge} ${on ? PRIORITY_BADGE[notice.priority] : FADED_BADGE}`}>
                  {PRIORITY_LABELS[notice.priority]} priority
                </span>
                <ScheduleBadge schedule={schedule} />
              </div>
              <p
                data-testid="notice-title"
                className={`mt-1 line-clamp-2 font-semibold break-words ${on ? 'text-slate-900' : 'text-black'}`}
              >
                {notice.title || 'Untitled'}
              </p>
              {span && (
                <p className={`text-xs break-words ${on ? 'text-slate-600' : 'text-black'}`}>{span}</p>
              )}
            </div>
            <div className="ml-auto flex shrink-0 items-center gap-1.5">
              <Switch
                label={`Show ${label}`}
                checked={on}
                onChange={(enabled) => onToggle(notice.id, enabled)}
              />
              <button
                type="button"
                className={`${rowButton} w-10 ${ink}`}
                aria-label={`Move ${label} up`}
                disabled={index === 0}
                onClick={() => onMove(notice.id, -1)}
              >
                <Icon d="M12 19V5M5 12l7-7 7 7" />
              </button>
              <button
                type="button"
                className={`${rowButton} w-10 ${ink}`}
                aria-label={`Move ${label} down`}
                disabled={index === notices.length - 1}
                onClick={() => onMove(notice.id, 1)}
              >
                <Icon d="M12 5v14M19 12l-7 7-7-7" />
              </button>
              <button
                type="button"
                data-edit={notice.id}
                className={`${rowButton} px-3 text-sm font-semibold ${ink}`}
                aria-label={`Edit ${label}`}
                onClick={() => onEdit(notice.id)}
              >
                Edit
              </button>
              <button
                type="button"
                className={`${rowButton} w-10 text-red-700`}
                aria-label={`Delete ${label}`}
                onClick={() => onDelete(notice.id)}
              >
                <Icon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
              </button>
            </div>
          </div>
        );
      }}
    />
  );
}
