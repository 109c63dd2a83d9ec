// A chat timestamp in business time (UTC+8) whatever the operator's computer says: the time
// alone for today, the date too for older ones (as the page's language writes dates); the full labelled
// date-time in a tooltip, the ISO instant for machines. The conversation list says once that its times are UTC+8.
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { dateTime } from '#client/i18n/format';
import { formatChatTime } from '../../lib/chat-time';

export function ChatTime({ iso, className = '' }: { iso: string; className?: string }) {
  const full = dateTime(iso);
  const time = (
    <time dateTime={iso} className={className}>
      {formatChatTime(iso)}
    </time>
  );
  return full === '' ? time : <Tooltip content={full}>{time}</Tooltip>;
}
