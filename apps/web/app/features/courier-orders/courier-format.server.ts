import { INTL_TAGS, type Locale } from '@yolla/i18n';
import { translator } from '@yolla/i18n/server';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: Locale, timeZone: string, kind: 'day' | 'time' | 'zone'): Intl.DateTimeFormat {
  const key = `${locale}:${timeZone}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'day'
        ? { weekday: 'short', day: 'numeric', month: 'long' }
        : kind === 'time'
          ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
          : { timeZoneName: 'long' };
    format = new Intl.DateTimeFormat(INTL_TAGS[locale], { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** The day of a slot on the city's clocks, in the page's language: "Mon, 30 November". */
export function slotDay(startsAt: string, timeZone: string, locale: Locale): string {
  return formatOf(locale, timeZone, 'day').format(new Date(startsAt));
}

/** A slot's window on the city's clocks: 10:00 and 14:00. */
export function slotTimes(
  slot: { starts_at: string; ends_at: string },
  timeZone: string,
  locale: Locale,
): { from: string; to: string } {
  const time = formatOf(locale, timeZone, 'time');
  return { from: time.format(new Date(slot.starts_at)), to: time.format(new Date(slot.ends_at)) };
}

/** A slot as one line: its day and window on the city's clocks. */
export function slotText(slot: { starts_at: string; ends_at: string }, timeZone: string, locale: Locale): string {
  const date = slotDay(slot.starts_at, timeZone, locale);
  return translator(locale)('courierOrders.slot', { date, ...slotTimes(slot, timeZone, locale) });
}

/** The time zone's name in the page's language ("Azerbaijan Standard Time"), so the times say whose clocks they are. */
export function zoneName(timeZone: string, locale: Locale, at: string): string {
  const parts = formatOf(locale, timeZone, 'zone').formatToParts(new Date(at));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
