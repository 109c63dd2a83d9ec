// When live chat is open: the operator's switch ('Chat open now / closed') and opening hours per weekday in
// business time (UTC+8). Chat is open when the switch is on and now falls within today's hours. Closed, the
// widget says so and asks for a way to reach the visitor; messages are still taken (they are answered later).
// No zod here: the server and the dashboard both read it.

const OFFSET_MS = 8 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** Monday first, as the operator's week is written. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 'HH:MM', 00:00 to 24:00 (24:00: to the end of the day). */
export const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** A day's opening hours, from before to; null: closed all day. */
export type DayHours = { from: string; to: string } | null;

export interface ChatHours {
  /** The switch: off closes chat whatever the hours say (a flash campaign's one click). */
  open: boolean;
  days: Record<Weekday, DayHours>;
}

/** Open every day, all day: until the operator sets hours, nothing changes. */
export const ALWAYS_OPEN: ChatHours = {
  open: true,
  days: Object.fromEntries(WEEKDAYS.map((day) => [day, { from: '00:00', to: '24:00' }])) as Record<
    Weekday,
    DayHours
  >,
};

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The business weekday and minute of the day of an instant. */
function businessClock(at: Date): { day: number; minute: number } {
  const wall = new Date(at.getTime() + OFFSET_MS);
  // getUTCDay: Sunday 0; the week here starts on Monday.
  return { day: (wall.getUTCDay() + 6) % 7, minute: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

function withinDay(hours: DayHours, minute: number): boolean {
  return hours !== null && minute >= minutesOf(hours.from) && minute < minutesOf(hours.to);
}

export function isChatOpen(hours: ChatHours, at: Date): boolean {
  const { day, minute } = businessClock(at);
  return hours.open && withinDay(hours.days[WEEKDAYS[day] ?? 'mon'], minute);
}

/**
 * When chat opens next by the hours, within a week; null when the switch is off (the operator turns it
 * back on) or no day has hours. Asked while closed.
 */
export function nextOpening(hours: ChatHours, at: Date): Date | null {
  if (!hours.open) return null;
  const { day, minute } = businessClock(at);
  const startOfToday = at.getTime() - minute * MINUTE_MS - (at.getTime() % MINUTE_MS);
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const dayHours = hours.days[WEEKDAYS[(day + ahead) % 7] ?? 'mon'];
    if (dayHours === null || minutesOf(dayHours.from) >= minutesOf(dayHours.to)) continue;
    const from = minutesOf(dayHours.from) + ahead * DAY_MINUTES;
    if (from > minute) return new Date(startOfToday + from * MINUTE_MS);
  }
  return null;
}
