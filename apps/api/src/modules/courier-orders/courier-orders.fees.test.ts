import { courierFee, courierSlots, courierZoneOf, slotCapacityOf, type CourierFees } from '@yolla/contract';
import { describe, expect, it } from 'vitest';
import { parcelIdsOf } from './courier-orders.usecases.ts';
import { slotTimes } from './courier-orders.views.ts';

/** The fees the database is seeded with (the `fees_beside_tariffs` migration). */
const FEES: CourierFees = {
  capital: { base: 3_00, includedGrams: 2_000, perKg: 1_00 },
  near: { base: 4_50, includedGrams: 2_000, perKg: 1_20 },
  regional: { base: 7_00, includedGrams: 2_000, perKg: 1_50 },
};

describe('the courier fee', () => {
  it('is the zone’s base up to two kilograms of all the parcels together', () => {
    expect(courierZoneOf('AZ-BAKU')).toBe('capital');
    expect(courierZoneOf('AZ-SUMGAIT')).toBe('near');
    expect(courierZoneOf('AZ-GANJA')).toBe('regional');
    expect(courierFee(FEES, 'AZ-BAKU', 0)).toBe(3_00);
    expect(courierFee(FEES, 'AZ-BAKU', 2_000)).toBe(3_00);
    expect(courierFee(FEES, 'AZ-SUMGAIT', 1_500)).toBe(4_50);
    expect(courierFee(FEES, 'AZ-GANJA', 2_000)).toBe(7_00);
  });

  it('adds the zone’s price for every started kilogram above', () => {
    expect(courierFee(FEES, 'AZ-BAKU', 2_001)).toBe(4_00);
    expect(courierFee(FEES, 'AZ-BAKU', 3_000)).toBe(4_00);
    expect(courierFee(FEES, 'AZ-BAKU', 3_001)).toBe(5_00);
    expect(courierFee(FEES, 'GE-RUSTAVI', 4_500)).toBe(4_50 + 3 * 1_20);
    expect(courierFee(FEES, 'UZ-SAMARKAND', 10_000)).toBe(7_00 + 8 * 1_50);
  });

  it('comes with a capacity per slot by zone', () => {
    expect([slotCapacityOf('AZ-BAKU'), slotCapacityOf('AZ-KHIRDALAN'), slotCapacityOf('AZ-SHAKI')]).toEqual([20, 8, 4]);
  });
});

describe('courier slots', () => {
  it('start tomorrow on the city’s calendar, three windows a day, six working days of the coming week', () => {
    // Thursday 26 November 2026, 21:30 UTC: already Friday 01:30 in Baku, so the first slot is Saturday's.
    const slots = courierSlots(new Date('2026-11-26T21:30:00Z'), 'AZ');
    expect(slots[0]).toEqual({
      slot: '2026-11-28.10-14',
      date: '2026-11-28',
      window: '10-14',
      starts_at: '2026-11-28T06:00:00.000Z',
      ends_at: '2026-11-28T10:00:00.000Z',
    });
    expect(new Set(slots.map((slot) => slot.date)).size).toBeGreaterThanOrEqual(6);
    expect(slots.map((slot) => slot.window).slice(0, 3)).toEqual(['10-14', '14-18', '18-21']);
  });

  it('skip Sundays', () => {
    // Saturday 28 November 2026, noon in Tbilisi: tomorrow is Sunday, so Monday comes first.
    const slots = courierSlots(new Date('2026-11-28T08:00:00Z'), 'GE');
    expect(slots[0]?.date).toBe('2026-11-30');
    for (const slot of slots) expect(new Date(`${slot.date}T00:00:00Z`).getUTCDay()).not.toBe(0);
  });

  it('are in each country’s own time zone', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(courierSlots(now, 'UZ')[0]?.starts_at).toBe('2026-11-26T05:00:00.000Z');
    expect(courierSlots(now, 'GE')[0]?.starts_at).toBe('2026-11-26T06:00:00.000Z');
    expect(slotTimes('2026-11-26', '18-21', 'Asia/Tashkent')).toEqual({
      starts_at: '2026-11-26T13:00:00.000Z',
      ends_at: '2026-11-26T16:00:00.000Z',
    });
  });
});

describe('the chosen parcels', () => {
  it('are taken once each, in id order (the order their rows are locked in)', () => {
    expect(parcelIdsOf(['12', '3', '12', '7'])).toEqual([3, 7, 12]);
  });
});
