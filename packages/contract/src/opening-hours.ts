/**
 * Opening hours of a place, per weekday in its own time zone, as `HH:MM` intervals (`24:00` closes at midnight; an
 * interval that closes before it opens runs past midnight into the next day). Zod-free: the web computes the
 * open-now badge with it on the server and in the browser.
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type WeeklyHours = Record<Weekday, readonly (readonly [open: string, close: string])[]>;

export interface OpenState {
  open: boolean;
  /** While open: the local time it closes (`19:00`, `24:00`); null when it never closes (round the clock). */
  closesAt: string | null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The weekday and minute of the day at an instant in a time zone. */
export function localTime(at: Date, timeZone: string): { day: Weekday; minute: number } {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(at).map((part) => [part.type, part.value]));
  const day = WEEKDAYS.find((name) => parts.weekday?.toLowerCase().startsWith(name)) ?? 'mon';
  return { day, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

export function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

function previous(day: Weekday): Weekday {
  return WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7] ?? 'sun';
}

function isRoundTheClock(hours: WeeklyHours): boolean {
  return WEEKDAYS.every((day) => hours[day].some(([open, close]) => open === '00:00' && close === '24:00'));
}

/** Whether the place is open at the instant, judged by the clock in its own time zone. */
export function openState(hours: WeeklyHours, timeZone: string, at: Date): OpenState {
  const { day, minute } = localTime(at, timeZone);
  if (isRoundTheClock(hours)) return { open: true, closesAt: null };
  for (const [open, close] of hours[day]) {
    const from = minutesOf(open);
    const to = minutesOf(close);
    if (to > from ? minute >= from && minute < to : minute >= from) return { open: true, closesAt: close };
  }
  // Yesterday's late interval that runs past midnight.
  for (const [open, close] of hours[previous(day)]) {
    if (minutesOf(close) < minutesOf(open) && minute < minutesOf(close)) return { open: true, closesAt: close };
  }
  return { open: false, closesAt: null };
}
