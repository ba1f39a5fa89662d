import type { Locale } from '../locales.ts';
import { LOCALE_DATA } from './locale-data.ts';

export type DateStyle = 'long' | 'medium' | 'short';
export type TimeStyle = 'medium' | 'short';

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const zoneReaders = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock of a moment in a time zone. Only the zone's rules come from the runtime (numbers, no words: the
 * same in every browser that knows the zone); UTC needs none.
 */
function wallClock(moment: Date, timeZone: string): WallClock {
  if (timeZone === 'UTC') {
    return {
      year: moment.getUTCFullYear(),
      month: moment.getUTCMonth() + 1,
      day: moment.getUTCDate(),
      hour: moment.getUTCHours(),
      minute: moment.getUTCMinutes(),
      second: moment.getUTCSeconds(),
    };
  }
  let reader = zoneReaders.get(timeZone);
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneReaders.set(timeZone, reader);
  }
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of reader.formatToParts(moment)) {
    if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  }
  return clock;
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * A moment in the locale, on the wall clock of `timeZone` (UTC unless told, so server and browser agree): the
 * `dateStyle` and `timeStyle` of `Intl.DateTimeFormat`, written from the shipped locale data.
 */
export function formatDateTime(
  iso: string | Date,
  locale: Locale,
  options: { timeZone?: string; dateStyle?: DateStyle | null; timeStyle?: TimeStyle | null } = {},
): string {
  const { timeZone = 'UTC', dateStyle = 'medium', timeStyle = 'short' } = options;
  const data = LOCALE_DATA[locale];
  const template = data.dates[`${dateStyle ?? ''}|${timeStyle ?? ''}`];
  if (template === undefined) throw new Error('formatDateTime needs a date style, a time style or both');
  const clock = wallClock(typeof iso === 'string' ? new Date(iso) : iso, timeZone);
  const hour12 = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  const hour = data.twelveHour ? hour12 : clock.hour;
  const months = dateStyle === 'long' ? data.months.long : data.months.medium;
  const fields: Record<string, string> = {
    d: String(clock.day),
    dd: two(clock.day),
    M: String(clock.month),
    MM: two(clock.month),
    MMM: months[clock.month - 1] ?? String(clock.month),
    y: String(clock.year),
    yy: two(clock.year % 100),
    H: String(hour),
    HH: two(hour),
    mm: two(clock.minute),
    ss: two(clock.second),
    a: data.dayPeriods[clock.hour < 12 ? 0 : 1],
  };
  return template.replace(/\{(\w+)\}/g, (_, name: string) => fields[name] ?? '');
}

/** A calendar day (`YYYY-MM-DD`, no time zone of its own) in the locale, long: 12 November 2026. */
export function formatDay(day: string, locale: Locale): string {
  return formatDateTime(`${day}T12:00:00Z`, locale, { dateStyle: 'long', timeStyle: null });
}
