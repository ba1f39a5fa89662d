import { parseRate, rateText } from '@yolla/contract';
import { describe, expect, it } from 'vitest';
import { convertedAmount, leastConvertible } from './wallet.conversions.ts';

const rate = (text: string) => parseRate(text)!;

describe('the conversion’s arithmetic', () => {
  it.each([
    // from → to at rate: amount (minor units) → converted, less 1.5 %, rounded down
    ['USD → AZN at 1.7', '1.7', 100_00, 167_45],
    ['AZN → USD, the reverse pair', '10/17', 100_00, 57_94], // 5794.117…
    ['USD → UZS, past 2^31 minor units', '12050', 2_000_00, 2_373_850_000],
    ['UZS → USD from 25,000,000.00 (2.5e9 minor units)', '1/12050', 25_000_000_00, 2_043_56], // 204356.846…
    ['AZN → GEL crossed through USD (2.7 / 1.7)', '27/17', 100_00, 156_44], // 15644.117…
    ['TRY → AZN crossed through USD (1.7 / 42.5)', '0.04', 100_00, 3_94],
    ['one cent of USD in AZN', '1.7', 1, 1], // 1.6745
    ['two cents of AZN in USD', '10/17', 2, 1], // 1.1588…
    ['one cent of AZN in USD: nothing', '10/17', 1, 0], // 0.579…
    ['the largest safe amount of UZS in GEL', '27/120500', 9_007_199_254_740_991, 1_987_937_462_073],
  ])('%s: %i → %i', (_name, text, amount, converted) => {
    expect(convertedAmount(amount, rate(text))).toBe(converted);
  });

  it('rounds once, down, after the spread: never more than the exact value, less by under one minor unit', () => {
    for (const [text, amount] of [
      ['10/17', 12_345],
      ['27/17', 99_999],
      ['12050', 7],
    ] as const) {
      const exact = (BigInt(amount) * rate(text).numerator * 9_850n) / (rate(text).denominator * 10_000n);
      expect(convertedAmount(amount, rate(text))).toBe(Number(exact));
    }
    expect(convertedAmount(100_00, rate('1'), 0)).toBe(100_00);
    expect(convertedAmount(100_00, rate('1'))).toBe(98_50);
  });

  it('knows the least amount that converts into something', () => {
    expect(leastConvertible(rate('10/17'))).toBe(2);
    expect(leastConvertible(rate('1.7'))).toBe(1);
    expect(leastConvertible(rate('27/120500'))).toBe(4_531);
    expect(convertedAmount(4_530, rate('27/120500'))).toBe(0);
    expect(convertedAmount(4_531, rate('27/120500'))).toBe(1);
  });

  it('states the rate exactly: a decimal when it has one, else a quotient', () => {
    expect([rate('1.7'), rate('0.04'), rate('12050'), rate('10/17'), rate('17/4820')].map(rateText)).toEqual([
      '1.7',
      '0.04',
      '12050',
      '10/17',
      '17/4820',
    ]);
  });
});
