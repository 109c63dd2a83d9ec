// A chat timestamp in business time (UTC+8, SPEC §9) whatever the operator's computer says: the time
// alone for today, the date too for older ones (as the page's language writes dates); the full labelled
// date-time in a tooltip, the ISO instant for machines. The conversation list says once that its times are UTC+8.
import { businessDate, businessStamp } from '#shared/business-date';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { dateTime } from '#client/i18n/format';

export function formatChatTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  if (businessDate(at) === businessDate(now)) return businessStamp(at).slice(11);
  const sameYear = businessDate(at).slice(0, 4) === businessDate(now).slice(0, 4);
  return dateTime(at, { year: !sameYear, zone: false });
}

export function ChatTime({ iso, className = '' }: { iso: string; className?: string }) {
  const full = dateTime(iso);
  const time = (
    <time dateTime={iso} className={className}>
      {formatChatTime(iso)}
    </time>
  );
  return full === '' ? time : <Tooltip content={full}>{time}</Tooltip>;
}
