import type { WarehouseHours } from '@yolla/contract';
import { minutesOf, WEEKDAYS } from '@yolla/contract/opening-hours';
import { INTL_TAGS, type Locale } from '@yolla/i18n';
import type { DayHours } from '../../components/content/week-hours.ts';

/**
 * A warehouse's week as the page shows it, formatted on the server with Node's full ICU data (browsers ship trimmed
 * locale data, and the hydrated text must be the same): days with the same hours in one row (Monday–Friday), times in
 * the page's locale (9:00 AM – 6:00 PM, 09:00–18:00), and the time zone's name in the page's language.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(key: string, locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let made = formats.get(`${key}:${locale}`);
  if (!made) {
    made = new Intl.DateTimeFormat(INTL_TAGS[locale], options);
    formats.set(`${key}:${locale}`, made);
  }
  return made;
}

/** A Monday (1 January 2024) at a minute of the day, in UTC: only its clock time is shown. */
const at = (minute: number) => new Date(Date.UTC(2024, 0, 1, 0, minute));

/** Formatted intervals and zone names: a handful of each per locale, the same on every view of the page. */
const texts = new Map<string, string>();

function remembered(key: string, make: () => string): string {
  let text = texts.get(key);
  if (text === undefined) {
    text = make();
    texts.set(key, text);
  }
  return text;
}

/** `09:00`–`18:00` in the locale; an interval that closes past midnight ends on the next day. */
function interval([open, close]: readonly [string, string], locale: Locale): string {
  return remembered(`${locale}:${open}-${close}`, () => {
    const times = format('time', locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    const from = minutesOf(open);
    const to = minutesOf(close);
    return times.formatRange(at(from), at(to > from ? to : to + 24 * 60));
  });
}

/** The week in rows of consecutive days with the same hours, Monday first; a row without intervals is closed. */
export function groupedWeek(hours: WarehouseHours, locale: Locale): DayHours[] {
  const dayName = format('weekday', locale, { weekday: 'long', timeZone: 'UTC' });
  const nameOf = (index: number) => dayName.format(new Date(Date.UTC(2024, 0, 1 + index)));
  // A row starts with a capital where the script has capitals: Georgian has none (its Mtavruli are for titles).
  const capital = (text: string) =>
    /^[\p{Script=Latin}\p{Script=Cyrillic}]/u.test(text)
      ? text.charAt(0).toLocaleUpperCase(INTL_TAGS[locale]) + text.slice(1)
      : text;
  const rows: DayHours[] = [];
  let start = 0;
  WEEKDAYS.forEach((day, index) => {
    const next = WEEKDAYS[index + 1];
    const same = next !== undefined && JSON.stringify(hours[next]) === JSON.stringify(hours[day]);
    if (same) return;
    const first = WEEKDAYS[start] ?? day;
    rows.push({
      day: first,
      name: capital(start === index ? nameOf(index) : `${nameOf(start)}–${nameOf(index)}`),
      intervals: hours[day].map((pair) => interval(pair, locale)),
    });
    start = index + 1;
  });
  return rows;
}

/**
 * The time zone as people call it in the locale: Eastern Time, Türkiye Standard Time, Центральная Европа. The
 * generic name is the same in summer and winter, so it is worked out once per zone and locale.
 */
export function timeZoneName(timeZone: string, locale: Locale): string {
  return remembered(`${locale}:${timeZone}`, () => {
    const zone = new Intl.DateTimeFormat(INTL_TAGS[locale], { timeZone, timeZoneName: 'longGeneric' });
    return zone.formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  });
}
