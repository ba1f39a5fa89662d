import { describe, expect, it } from 'vitest';
import { formatDayRange, formatKilograms, formatMoney } from './format.ts';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money, weights and day ranges', () => {
  it('follow the page locale', () => {
    const price = { amount: 650, currency: 'USD' };
    expect(formatMoney(price, 'en')).toBe('$6.50');
    expect(nbsp(formatMoney(price, 'ru'))).toBe('6,50 $');
    expect(nbsp(formatMoney(price, 'ka'))).toBe('6,50 US$');
    expect(nbsp(formatMoney({ amount: 1250, currency: 'AZN' }, 'az'))).toBe('12,50 ₼');
    expect(nbsp(formatKilograms(250, 'ka'))).toBe('0,25 კგ');
    expect(nbsp(formatKilograms(1500, 'ru'))).toBe('1,5 кг');
    expect(formatDayRange(3, 6, 'en')).toBe('3–6');
    expect(formatDayRange(5, 5, 'uz')).toBe('5');
  });

  it('read minor units by the currency’s own decimals', () => {
    expect(formatMoney({ amount: 1999, currency: 'JPY' }, 'en')).toBe('¥1,999');
    expect(nbsp(formatMoney({ amount: 1999, currency: 'GEL' }, 'en'))).toBe('GEL 19.99');
  });

  // What every locale printed before the formatters were cached per locale and option set (issue 17): caching
  // must not change a character.
  it.each([
    ['az', ['6,50 US$', '1.234,56 ₼', '123.456,00 UZS', '19,99 GEL', '0,25 kq', '12,5 kq', '3–6', '12–20', '5']],
    ['en', ['$6.50', 'AZN 1,234.56', 'UZS 123,456.00', 'GEL 19.99', '0.25 kg', '12.5 kg', '3–6', '12–20', '5']],
    ['ru', ['6,50 $', '1 234,56 AZN', '123 456,00 UZS', '19,99 GEL', '0,25 кг', '12,5 кг', '3–6', '12–20', '5']],
    ['uz', ['6,50 US$', '1 234,56 AZN', '123 456,00 soʻm', '19,99 GEL', '0,25 kg', '12,5 kg', '3–6', '12–20', '5']],
    ['ka', ['6,50 US$', '1234,56 AZN', '123 456,00 UZS', '19,99 ₾', '0,25 კგ', '12,5 კგ', '3–6', '12–20', '5']],
  ] as const)('in %s read exactly as before, however often they are asked', (locale, expected) => {
    for (let round = 0; round < 3; round++) {
      const printed = [
        formatMoney({ amount: 650, currency: 'USD' }, locale),
        formatMoney({ amount: 123456, currency: 'AZN' }, locale),
        formatMoney({ amount: 12345600, currency: 'UZS' }, locale),
        formatMoney({ amount: 1999, currency: 'GEL' }, locale),
        formatKilograms(250, locale),
        formatKilograms(12500, locale),
        formatDayRange(3, 6, locale),
        formatDayRange(12, 20, locale),
        formatDayRange(5, 5, locale),
      ];
      expect(printed.map(nbsp)).toEqual(expected.map(nbsp));
    }
  });
});
