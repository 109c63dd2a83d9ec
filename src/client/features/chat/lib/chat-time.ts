// A chat timestamp in business time (UTC+8) whatever the device's zone says: the time alone for
// today, the date too for older ones, as the page's language writes dates. The operator's list and the
// visitor's panel both write it; each says where the UTC+8 label goes.
import { businessDate, businessStamp } from '#shared/business-date';
import { dateTime } from '#client/i18n/format';

export function formatChatTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  if (businessDate(at) === businessDate(now)) return businessStamp(at).slice(11);
  const sameYear = businessDate(at).slice(0, 4) === businessDate(now).slice(0, 4);
  return dateTime(at, { year: !sameYear, zone: false });
}
