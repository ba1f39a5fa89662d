import { describe, expect, it } from 'vitest';
import { customsCharge, customsReading, monthIn, type CustomsRule } from './customs-limit.ts';
import { chainRates, convertMinor, formatRate, invertRate, parseRate, percentOf, type Rate } from './exact-rates.ts';

/** The rules as the content states them (carriage.ts, `CUSTOMS_LIMITS`). */
const AZ: CustomsRule = {
  effectiveFrom: '2020-08-21',
  amount: 30_000,
  currency: 'USD',
  period: 'calendar_month',
  charged: 'excess',
  dutyBasisPoints: 1500,
  dutyMinimumPerKg: 0,
  vatBasisPoints: 1800,
};
/** Uzbekistan's rule until 1 May 2025 as the product stated it (per shipment), kept for the per-kilogram arithmetic. */
const UZ: CustomsRule = {
  effectiveFrom: '2020-01-01',
  amount: 100_000,
  currency: 'USD',
  period: 'shipment',
  charged: 'excess',
  dutyBasisPoints: 3000,
  dutyMinimumPerKg: 300,
  vatBasisPoints: 0,
};
const GE: CustomsRule = {
  effectiveFrom: '2009-08-10',
  amount: 30_000,
  currency: 'GEL',
  period: 'shipment',
  charged: 'whole',
  dutyBasisPoints: 0,
  dutyMinimumPerKg: 0,
  vatBasisPoints: 1800,
};

const rate = (text: string): Rate => {
  const parsed = parseRate(text);
  if (!parsed) throw new Error(`no rate ${text}`);
  return parsed;
};

describe('exact rates', () => {
  it('reads decimals and quotients exactly and writes them back', () => {
    expect(formatRate(rate('1.7'))).toBe('17/10');
    expect(formatRate(rate('12050/1.7'))).toBe('120500/17');
    expect(formatRate(rate('2.0000'))).toBe('2');
    expect(parseRate(formatRate(rate('0.0235')))).toEqual(rate('0.0235'));
  });

  it('refuses what is not a positive rate', () => {
    for (const text of ['0', '0.000', '-1.7', '1e3', '1,7', '', '1/0', '1/2/3', 'abc', '1.']) {
      expect(parseRate(text)).toBeNull();
    }
  });

  it('converts minor units rounding half up, and crosses through a third currency exactly', () => {
    expect(convertMinor(10_000, rate('1.7'))).toBe(17_000);
    // 1 kuruş at 0.0235 USD: 0.0235 cents, rounds to 0; 100 kuruş = 2.35 → 2; 1,000 kuruş = 23.5 → 24 (half up).
    expect(convertMinor(1, rate('0.0235'))).toBe(0);
    expect(convertMinor(100, rate('0.0235'))).toBe(2);
    expect(convertMinor(1_000, rate('0.0235'))).toBe(24);
    // EUR → GEL through USD: EUR→USD is 1 / 0.865, USD→GEL 2.7; €100 = 100 / 0.865 × 2.7 = 312.1387… GEL.
    const eurToGel = chainRates(invertRate(rate('0.865')), rate('2.7'));
    expect(convertMinor(10_000, eurToGel)).toBe(31_214);
    expect(convertMinor(0, eurToGel)).toBe(0);
    expect(() => convertMinor(-1, eurToGel)).toThrow(RangeError);
    expect(() => convertMinor(1.5, eurToGel)).toThrow(RangeError);
  });

  it('takes percentages in basis points rounding half up', () => {
    expect(percentOf(11_500, 1800)).toBe(2070);
    expect(percentOf(25, 1800)).toBe(5); // 4.5 → 5
    expect(percentOf(24, 1800)).toBe(4); // 4.32 → 4
    expect(percentOf(0, 1800)).toBe(0);
    expect(percentOf(1000, 0)).toBe(0);
  });
});

describe('what crossing a limit costs', () => {
  it('charges nothing up to the limit and at it', () => {
    expect(customsCharge(AZ, 0).total).toBe(0);
    expect(customsCharge(AZ, 30_000).total).toBe(0);
    expect(customsCharge(UZ, 100_000, 4000).total).toBe(0);
    expect(customsCharge(GE, 30_000).total).toBe(0);
  });

  it('Azerbaijan: 15 % duty on the excess and 18 % VAT on the excess with the duty (the content’s example)', () => {
    expect(customsCharge(AZ, 40_000)).toEqual({ duty: 1500, vat: 2070, total: 3570 });
    // One cent over: duty 0.15 → 0, VAT 0.18 → 0.
    expect(customsCharge(AZ, 30_001)).toEqual({ duty: 0, vat: 0, total: 0 });
    expect(customsCharge(AZ, 30_004)).toEqual({ duty: 1, vat: 1, total: 2 });
  });

  it('Uzbekistan: 30 % of the excess, at least USD 3 per started kilogram when the weight is known', () => {
    expect(customsCharge(UZ, 120_000, 4000)).toEqual({ duty: 6000, vat: 0, total: 6000 });
    expect(customsCharge(UZ, 101_000, 4000)).toEqual({ duty: 1200, vat: 0, total: 1200 });
    expect(customsCharge(UZ, 101_000, 4001)).toEqual({ duty: 1500, vat: 0, total: 1500 });
    expect(customsCharge(UZ, 101_000)).toEqual({ duty: 300, vat: 0, total: 300 });
  });

  it('Georgia: 18 % VAT on the whole value of a parcel over the limit', () => {
    expect(customsCharge(GE, 50_000)).toEqual({ duty: 0, vat: 9000, total: 9000 });
    expect(customsCharge(GE, 30_001)).toEqual({ duty: 0, vat: 5400, total: 5400 });
  });
});

describe('the meter’s reading', () => {
  it('counts a month’s parcels together against a monthly limit', () => {
    const under = customsReading(AZ, 12_000, 5_000);
    expect(under).toMatchObject({ used: 12_000, total: 17_000, remaining: 13_000, percent: 56, level: 'under' });
    expect(under.crosses).toBe(false);
    expect(under.cost.total).toBe(0);
    expect(customsReading(AZ, 20_000, 4_000)).toMatchObject({ percent: 80, level: 'near', crosses: false });
    expect(customsReading(AZ, 20_000, 10_000)).toMatchObject({ total: 30_000, remaining: 0, level: 'near' });
  });

  it('warns with the cost of the part over the limit when a declaration crosses it', () => {
    const crossing = customsReading(AZ, 25_000, 15_000);
    expect(crossing).toMatchObject({ total: 40_000, remaining: 0, percent: 133, level: 'over', crosses: true });
    expect(crossing.cost).toEqual({ duty: 1500, vat: 2070, total: 3570 });
  });

  it('charges only the new part when the month was already over', () => {
    const again = customsReading(AZ, 40_000, 10_000);
    expect(again.crosses).toBe(false);
    // The month at USD 500 costs 3,000 + 4,140; it cost 1,500 + 2,070 at USD 400.
    expect(again.cost).toEqual({ duty: 1500, vat: 2070, total: 3570 });
  });

  it('reads a per-shipment limit against the one declaration, whatever came before', () => {
    const ge = customsReading(GE, 99_999, 20_000);
    expect(ge).toMatchObject({ used: 0, total: 20_000, remaining: 10_000, level: 'under', crosses: false });
    const over = customsReading(GE, 0, 50_000);
    expect(over).toMatchObject({ level: 'over', crosses: true, cost: { total: 9000 } });
    expect(customsReading(UZ, 0, 0)).toMatchObject({ total: 0, percent: 0, remaining: 100_000 });
  });
});

describe('the calendar month in the customer’s zone', () => {
  it('ends at midnight in Baku, not at midnight UTC', () => {
    // 30 November 21:30 UTC is 1 December 01:30 in Baku (UTC+4): December already.
    const december = monthIn(new Date('2026-11-30T21:30:00Z'), 'Asia/Baku');
    expect(december.start.toISOString()).toBe('2026-11-30T20:00:00.000Z');
    expect(december.end.toISOString()).toBe('2026-12-31T20:00:00.000Z');
    const november = monthIn(new Date('2026-11-30T19:59:59Z'), 'Asia/Baku');
    expect(november.start.toISOString()).toBe('2026-10-31T20:00:00.000Z');
    expect(november.end.toISOString()).toBe('2026-11-30T20:00:00.000Z');
  });

  it('turns the year and follows each country’s zone', () => {
    const january = monthIn(new Date('2026-12-31T20:00:00Z'), 'Asia/Baku');
    expect(january.start.toISOString()).toBe('2026-12-31T20:00:00.000Z');
    expect(january.end.toISOString()).toBe('2027-01-31T20:00:00.000Z');
    expect(monthIn(new Date('2026-03-15T12:00:00Z'), 'Asia/Tashkent').start.toISOString()).toBe(
      '2026-02-28T19:00:00.000Z',
    );
    // A zone with summer time: the month starts at local midnight on either side of the change.
    const berlin = monthIn(new Date('2026-04-10T12:00:00Z'), 'Europe/Berlin');
    expect(berlin.start.toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(berlin.end.toISOString()).toBe('2026-04-30T22:00:00.000Z');
  });
});
