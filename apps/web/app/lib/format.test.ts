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
});
