import { describe, expect, it } from 'vitest';
import { openState, type WeeklyHours } from './opening-hours.ts';

const days = (intervals: [string, string][]): WeeklyHours => ({
  mon: intervals,
  tue: intervals,
  wed: intervals,
  thu: intervals,
  fri: intervals,
  sat: [['10:00', '16:00']],
  sun: [],
});

const branch = days([['09:00', '19:00']]);
const lunch = days([
  ['09:00', '13:00'],
  ['14:00', '18:00'],
]);
const lateNight: WeeklyHours = { ...days([['18:00', '02:00']]), sat: [], sun: [] };
const roundTheClock = days([['00:00', '24:00']]);
Object.assign(roundTheClock, { sat: [['00:00', '24:00']], sun: [['00:00', '24:00']] });

describe('open now, judged by the clock of the place', () => {
  it.each([
    // Baku is UTC+4: 05:00Z is 09:00 there, 14:59Z is 18:59, 15:00Z is 19:00.
    ['just opened in Baku', branch, 'Asia/Baku', '2026-11-23T05:00:00Z', { open: true, closesAt: '19:00' }],
    ['a minute before closing', branch, 'Asia/Baku', '2026-11-23T14:59:00Z', { open: true, closesAt: '19:00' }],
    ['at closing time', branch, 'Asia/Baku', '2026-11-23T15:00:00Z', { open: false, closesAt: null }],
    ['before opening', branch, 'Asia/Baku', '2026-11-23T04:59:00Z', { open: false, closesAt: null }],
    ['on Sunday', branch, 'Asia/Baku', '2026-11-29T08:00:00Z', { open: false, closesAt: null }],
    ['on Saturday, its own hours', branch, 'Asia/Baku', '2026-11-28T08:00:00Z', { open: true, closesAt: '16:00' }],
    ['during the lunch break', lunch, 'Asia/Baku', '2026-11-23T09:30:00Z', { open: false, closesAt: null }],
    ['after lunch', lunch, 'Asia/Baku', '2026-11-23T10:00:00Z', { open: true, closesAt: '18:00' }],
  ] as const)('%s', (_name, hours, zone, at, expected) => {
    expect(openState(hours, zone, new Date(at))).toEqual(expected);
  });

  it('reads the same instant differently in Tashkent (UTC+5) and Tbilisi (UTC+4)', () => {
    // 13:30Z: 18:30 in Tashkent (open), 17:30 in Tbilisi (open); 14:30Z: 19:30 in Tashkent (closed), 18:30 Tbilisi.
    expect(openState(branch, 'Asia/Tashkent', new Date('2026-11-23T14:30:00Z')).open).toBe(false);
    expect(openState(branch, 'Asia/Tbilisi', new Date('2026-11-23T14:30:00Z')).open).toBe(true);
  });

  it('counts the weekday in the place, not in UTC, around midnight', () => {
    // Sunday 21:30Z is already Monday 01:30 in Baku: a place open Monday from 00:00 is open.
    const mondayOnly: WeeklyHours = { ...days([]), mon: [['00:00', '24:00']], sat: [] };
    expect(openState(mondayOnly, 'Asia/Baku', new Date('2026-11-29T21:30:00Z')).open).toBe(true);
    expect(openState(mondayOnly, 'UTC', new Date('2026-11-29T21:30:00Z')).open).toBe(false);
  });

  it('keeps an interval that runs past midnight open into the next day', () => {
    // Friday 18:00 – Saturday 02:00 in Baku; Saturday 01:00 local is Friday 21:00Z.
    expect(openState(lateNight, 'Asia/Baku', new Date('2026-11-27T21:00:00Z'))).toEqual({
      open: true,
      closesAt: '02:00',
    });
    expect(openState(lateNight, 'Asia/Baku', new Date('2026-11-27T22:30:00Z')).open).toBe(false);
  });

  it('says a round-the-clock locker never closes', () => {
    expect(openState(roundTheClock, 'Asia/Tbilisi', new Date('2026-11-29T23:59:00Z'))).toEqual({
      open: true,
      closesAt: null,
    });
  });
});
