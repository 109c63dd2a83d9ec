// A chat timestamp in the operator's local time: the time alone for today, the date too for older ones;
// the full local date-time on hover, and the ISO instant for machines.
import { Tooltip } from '#client/components/ui/tooltip.tsx';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

export function formatChatTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const time = at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  if (sameDay(at, now)) return time;
  const date = at.toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return `${date}, ${time}`;
}

export function ChatTime({ iso, className = '' }: { iso: string; className?: string }) {
  const at = new Date(iso);
  const time = (
    <time dateTime={iso} className={className}>
      {formatChatTime(iso)}
    </time>
  );
  return Number.isNaN(at.getTime()) ? time : <Tooltip content={at.toLocaleString()}>{time}</Tooltip>;
}
