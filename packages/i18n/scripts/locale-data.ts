/**
 * Writes `src/format/locale-data.ts`: what the one formatter needs to write numbers, money, units and dates in each
 * locale, read once from Node's ICU (full-icu) and shipped, so the browser formats exactly as the server does and
 * never with its own locale data (issue 44). Run it after a Node upgrade changes ICU: `node
 * packages/i18n/scripts/locale-data.ts`; `format.test.ts` fails until the shipped data and ICU agree again.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { INTL_TAGS, LOCALES, type Locale } from '../src/locales.ts';

/** Every currency the product shows (the parcels', the rates' and the wallets'), and one without minor units. */
const CURRENCIES = ['USD', 'EUR', 'TRY', 'GBP', 'CNY', 'AED', 'AZN', 'UZS', 'GEL', 'JPY'] as const;
const DATE_STYLES = ['long', 'medium', 'short'] as const;
const TIME_STYLES = ['medium', 'short'] as const;

const NUMBER_MARK = '#';

/** A template of a formatted number: its number as `#`, every other part as written. */
function numberTemplate(parts: Intl.NumberFormatPart[]): string {
  let out = '';
  let inNumber = false;
  for (const part of parts) {
    if (['integer', 'group', 'decimal', 'fraction', 'minusSign'].includes(part.type)) {
      if (!inNumber) out += NUMBER_MARK;
      inNumber = true;
    } else {
      out += part.value;
      inNumber = false;
    }
  }
  return out;
}

function numberData(tag: string) {
  const parts = new Intl.NumberFormat(tag).formatToParts(-1234567.5);
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  // The fewest digits before a group separator is used: 1 (1 000) or 2 (1000, but 10 000).
  const minGrouping = new Intl.NumberFormat(tag).format(1000).length === 4 ? 2 : 1;
  return { decimal: value('decimal'), group: value('group'), minus: value('minusSign'), minGrouping };
}

const DAY = 'day';
/** Two moments told apart in every field: 5 March 2026 04:07:09 and 25 November 2026 14:37:49 (UTC). */
const EARLY = new Date(Date.UTC(2026, 2, 5, 4, 7, 9));

function dateTemplate(tag: string, options: Intl.DateTimeFormatOptions): string {
  const parts = new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).formatToParts(EARLY);
  return parts
    .map((part) => {
      switch (part.type) {
        case DAY:
          return part.value === '05' ? '{dd}' : '{d}';
        case 'month':
          return part.value === '03' ? '{MM}' : part.value === '3' ? '{M}' : '{MMM}';
        case 'year':
          return part.value === '26' ? '{yy}' : '{y}';
        case 'hour':
          return part.value === '04' ? '{HH}' : '{H}';
        case 'minute':
          return '{mm}';
        case 'second':
          return '{ss}';
        case 'dayPeriod':
          return '{a}';
        case 'literal':
          // V8's `format` writes U+202F (narrow no-break space) of dates as a plain space, for the web's sake;
          // `formatToParts` keeps it. The shipped data follows `format`, which the server wrote until now.
          return part.value.replaceAll('\u202f', ' ').replaceAll('{', '(').replaceAll('}', ')');
        default:
          throw new Error(`${tag}: a date part the formatter does not know: ${part.type}`);
      }
    })
    .join('');
}

function twelveHour(tag: string): boolean {
  return new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone: 'UTC' }).resolvedOptions().hourCycle === 'h12';
}

function monthNames(tag: string, dateStyle: 'long' | 'medium'): string[] {
  return Array.from({ length: 12 }, (_, month) => {
    const parts = new Intl.DateTimeFormat(tag, { dateStyle, timeZone: 'UTC' }).formatToParts(
      new Date(Date.UTC(2026, month, 5, 12)),
    );
    return parts.find((part) => part.type === 'month')?.value ?? '';
  });
}

function dayPeriods(tag: string): [string, string] {
  const of = (hour: number) =>
    new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone: 'UTC', hourCycle: 'h12' })
      .formatToParts(new Date(Date.UTC(2026, 0, 1, hour)))
      .find((part) => part.type === 'dayPeriod')?.value ?? '';
  return [of(4), of(16)];
}

function localeData(locale: Locale) {
  const tag = INTL_TAGS[locale];
  const currency = Object.fromEntries(
    CURRENCIES.map((code) => [
      code,
      numberTemplate(new Intl.NumberFormat(tag, { style: 'currency', currency: code }).formatToParts(1)),
    ]),
  );
  const dates: Record<string, string> = {};
  for (const dateStyle of [...DATE_STYLES, undefined]) {
    for (const timeStyle of [...TIME_STYLES, undefined]) {
      if (!dateStyle && !timeStyle) continue;
      dates[`${dateStyle ?? ''}|${timeStyle ?? ''}`] = dateTemplate(tag, {
        ...(dateStyle ? { dateStyle } : {}),
        ...(timeStyle ? { timeStyle } : {}),
      });
    }
  }
  return {
    number: numberData(tag),
    currency,
    percent: numberTemplate(new Intl.NumberFormat(tag, { style: 'percent' }).formatToParts(0.5)),
    kilogram: numberTemplate(new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilogram' }).formatToParts(1)),
    centimeter: numberTemplate(new Intl.NumberFormat(tag, { style: 'unit', unit: 'centimeter' }).formatToParts(1)),
    dates,
    twelveHour: twelveHour(tag),
    dayPeriods: dayPeriods(tag),
    months: { long: monthNames(tag, 'long'), medium: monthNames(tag, 'medium') },
  };
}

const currencyDigits = Object.fromEntries(
  CURRENCIES.map((code) => [
    code,
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2,
  ]),
);

const data = Object.fromEntries(LOCALES.map((locale) => [locale, localeData(locale)]));
const text = `// Generated by packages/i18n/scripts/locale-data.ts from Node ${process.version} (ICU ${process.versions.icu}, CLDR ${process.versions.cldr}); do not edit.
import type { Locale } from '../locales.ts';
import type { LocaleData } from './locale-data-type.ts';

export const FORMAT_CURRENCIES = ${JSON.stringify(CURRENCIES)} as const;

/** Decimals of each currency's minor units (ISO 4217). */
export const CURRENCY_DIGITS: Record<string, number> = ${JSON.stringify(currencyDigits)};

export const LOCALE_DATA: Record<Locale, LocaleData> = ${JSON.stringify(data)};
`;
writeFileSync(fileURLToPath(new URL('../src/format/locale-data.ts', import.meta.url)), text);
