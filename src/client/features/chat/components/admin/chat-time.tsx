// A chat timestamp in business time (UTC+8, SPEC §9) whatever the operator's computer says: the time
// alone for today, the date too for older ones; the full labelled date-time in a tooltip, the ISO
// instant for machines. The conversation list says once that its times are UTC+8.
import { businessDate, businessDateTime, businessStamp } from '#shared/business-date';
import { Tooltip } from '#client/components/ui/tooltip.tsx';

export function formatChatTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  if (businessDate(at) === businessDate(now)) return businessStamp(at).slice(11);
  const sameYear = businessDate(at).slice(0, 4) === businessDate(now).slice(0, 4);
  return businessDateTime(at, { year: !sameYear, zone: false }) ?? '';
}

export function ChatTime({ iso, className = '' }: { iso: string; className?: string }) {
  const full = businessDateTime(iso);
  const time = (
    <time dateTime={iso} className={className}>
      {formatChatTime(iso)}
    </time>
  );
  return full === null ? time : <Tooltip content={full}>{time}</Tooltip>;
}
