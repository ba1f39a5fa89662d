import { WEEKDAYS, type Weekday, type WeeklyHours } from '@yolla/contract/opening-hours';
import { INTL_TAGS, type Locale } from '@yolla/i18n';

/** One weekday's hours as shown: the day's name in the page's language and its intervals (none: closed). */
export interface DayHours {
  day: Weekday;
  name: string;
  intervals: string[];
}

const dayNames = new Map<Locale, string[]>();

/** Monday…Sunday in the locale, built once per locale (a Monday in January 2024 is the 1st). */
function namesOf(locale: Locale): string[] {
  let names = dayNames.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(INTL_TAGS[locale], { weekday: 'long', timeZone: 'UTC' });
    names = WEEKDAYS.map((_day, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))));
    dayNames.set(locale, names);
  }
  return names;
}

/** A place's week, Monday first, for a table of opening hours. */
export function weekHours(hours: WeeklyHours, locale: Locale): DayHours[] {
  const names = namesOf(locale);
  return WEEKDAYS.map((day, index) => ({
    day,
    name: names[index] ?? day,
    intervals: hours[day].map(([open, close]) => `${open}–${close}`),
  }));
}
