import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestState } from '../../../tests/unit/guest-state.ts';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { matchesFilter } from './pudo-filter.ts';
import { loadPudoPage } from './pudo.server.ts';

let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
});
afterAll(() => live.close());

const tiles = { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© test' };

describe('the pickup points page', () => {
  it("lists the visitor's country's points with the week's hours and open now in the point's own time", async () => {
    // Monday 23 November 2026, 12:00 in Tbilisi (08:00Z).
    const page = await loadPudoPage(
      new URL('http://localhost/ge/pudo'),
      guestState(live.baseUrl, { lang: 'ge', locale: 'ka', country: 'GE' }),
      tiles,
      new Date('2026-11-23T08:00:00Z'),
    );
    expect(page.country).toBe('GE');
    expect(page.points?.length).toBeGreaterThan(3);
    expect(page.points?.every((point) => point.country === 'GE' && point.week.length === 7)).toBe(true);
    const locker = page.points?.find((point) => point.type === 'locker');
    expect(locker).toMatchObject({ openNow: true, phone: null });
    expect(page.tiles).toEqual(tiles);
  });

  it('reads the filter from the address, so the list can be searched without JavaScript', async () => {
    const page = await loadPudoPage(
      new URL('http://localhost/en/pudo?q=Ganja&type=branch'),
      guestState(live.baseUrl),
      tiles,
    );
    expect(page.filter).toEqual({ q: 'Ganja', type: 'branch' });
    const shown = page.points?.filter((point) => matchesFilter(point, page.filter, 'en')) ?? [];
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((point) => point.type === 'branch' && point.city.code === 'AZ-GANJA')).toBe(true);
    const odd = await loadPudoPage(new URL('http://localhost/en/pudo?type=warehouse'), guestState(live.baseUrl), tiles);
    expect(odd.filter.type).toBe('all');
  });

  it('says the points cannot be shown when the API is down', async () => {
    const page = await loadPudoPage(new URL('http://localhost/en/pudo'), guestState('http://127.0.0.1:9'), tiles);
    expect(page.points).toBeNull();
  });
});
