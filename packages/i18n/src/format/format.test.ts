import { describe, expect, it } from 'vitest';
import { INTL_TAGS, LOCALES } from '../locales.ts';
import {
  currencyDigits,
  formatDateTime,
  formatDay,
  formatMoney,
  formatNumber,
  formatPercent,
  formatUnit,
} from './index.ts';
import { FORMAT_CURRENCIES } from './locale-data.ts';

/**
 * The shipped formatter writes exactly what Node's ICU writes (the server's text before issue 44), for every locale,
 * so the browser, which formats with the same code and data, hydrates to the server's text. When this fails after a
 * Node upgrade, regenerate the data: `node packages/i18n/scripts/locale-data.ts`.
 */
const AMOUNTS = [0, 1, 5, 99, 100, 650, 1000, 18715, 99999, 100000, 123456, 169880, 1000000, 123456789, -650, -123456];
const NUMBERS = [
  0, 0.5, 1, 1.005, 1.25, 2.675, 12.5, 25.417, 999.9995, 1000, 1234.5678, 10000, 65000, 1e21, 1e-7, -3.5,
];
const MOMENTS = ['2026-01-01T00:00:00Z', '2026-03-05T04:07:09Z', '2026-11-25T14:37:49Z', '2026-12-31T23:59:59Z'];
const ZONES = ['UTC', 'Asia/Baku', 'Asia/Tashkent', 'Asia/Tbilisi', 'America/New_York'];

describe('the one formatter', () => {
  it('writes money in every locale and currency as ICU does', () => {
    for (const locale of LOCALES) {
      for (const currency of FORMAT_CURRENCIES) {
        const icu = new Intl.NumberFormat(INTL_TAGS[locale], { style: 'currency', currency });
        for (const amount of AMOUNTS) {
          expect(formatMoney({ amount, currency }, locale), `${locale} ${currency} ${amount}`).toBe(
            icu.format(amount / 10 ** currencyDigits(currency)),
          );
        }
      }
    }
  });

  it('writes numbers, weights, lengths and percentages as ICU does, rounding alike', () => {
    for (const locale of LOCALES) {
      const tag = INTL_TAGS[locale];
      for (const value of NUMBERS) {
        expect(formatNumber(value, locale), `${locale} ${value}`).toBe(new Intl.NumberFormat(tag).format(value));
        expect(formatNumber(value, locale, { minFraction: 2, maxFraction: 4 })).toBe(
          new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(value),
        );
        for (const [unit, max] of [
          ['kilogram', 2],
          ['kilogram', 3],
          ['centimeter', 1],
        ] as const) {
          expect(formatUnit(value, unit, locale, max), `${locale} ${unit} ${value}`).toBe(
            new Intl.NumberFormat(tag, { style: 'unit', unit, maximumFractionDigits: max }).format(value),
          );
        }
        expect(formatPercent(value, locale)).toBe(
          new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100),
        );
      }
    }
  });

  it('writes dates and times in every style and time zone as ICU does', () => {
    for (const locale of LOCALES) {
      for (const iso of MOMENTS) {
        for (const timeZone of ZONES) {
          for (const dateStyle of ['long', 'medium', 'short', null] as const) {
            for (const timeStyle of ['medium', 'short', null] as const) {
              if (!dateStyle && !timeStyle) continue;
              const icu = new Intl.DateTimeFormat(INTL_TAGS[locale], {
                timeZone,
                ...(dateStyle ? { dateStyle } : {}),
                ...(timeStyle ? { timeStyle } : {}),
              });
              expect(formatDateTime(iso, locale, { timeZone, dateStyle, timeStyle }), `${locale} ${iso}`).toBe(
                icu.format(new Date(iso)),
              );
            }
          }
        }
      }
    }
  });

  it('writes every month’s name in the form a date takes in the locale', () => {
    expect(formatDay('2026-12-31', 'az')).toBe('31 dekabr 2026');
    expect(formatDay('2026-03-05', 'ru')).toBe('5 марта 2026 г.');
    expect(formatDay('2026-01-01', 'ka')).toBe('1 იანვარი, 2026');
    expect(formatDay('2026-05-01', 'uz')).toBe('1-may, 2026');
    expect(formatMoney({ amount: 18715, currency: 'USD' }, 'az')).toBe('187,15\u00a0US$');
  });
});
