import { createServer, type AddressInfo } from 'node:net';
import type { Locale, UrlLang } from '@yolla/i18n';
import { translator } from '@yolla/i18n/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { requestState, signIn, type SignedIn } from '../../../tests/unit/signed-in-state.ts';
import { foreignAddressesPage } from './foreign-addresses.server.ts';

/** The addresses abroad page's loader against the real API: what the customer sees, in the page's language. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
});
afterAll(() => live.close());

async function signedIn(values: { name: string | null; surname: string | null }) {
  const customer = await live.customer(values);
  return { ...(await signIn(live, customer)), code: customer.row.code };
}

function state(customer: SignedIn, options: { lang?: UrlLang; locale?: Locale; baseUrl?: string } = {}) {
  return requestState(live, customer, { ...options, path: '/cabinet/foreign-addresses' }).state;
}

describe('the addresses abroad page', () => {
  it('shows every warehouse with the customer’s lines, the whole address to copy, and hours in the page’s locale', async () => {
    const customer = await signedIn({ name: 'Aysel', surname: 'Məmmədova' });
    const page = await foreignAddressesPage(state(customer));
    if (!page.ok) throw new Error(page.message);
    expect(page).toMatchObject({ code: customer.code, nameMissing: false });
    expect(page.warehouses.map((w) => w.origin)).toEqual(['TR', 'US', 'CN', 'GB', 'DE', 'AE']);
    const us = page.warehouses[1]!;
    expect(us.lines.slice(0, 3)).toEqual([
      { field: 'full_name', value: 'Aysel Mammadova' },
      { field: 'address_line_1', value: '20 Boulden Circle' },
      { field: 'address_line_2', value: `Suite ${customer.code}` },
    ]);
    expect(us.whole.split('\n')).toEqual(us.lines.map((line) => line.value));
    expect(us.zone).toBe('Eastern Time');
    // ICU puts a narrow no-break space before AM and PM, and thin spaces around the dash.
    expect(us.week).toEqual([
      { day: 'mon', name: 'Monday–Friday', intervals: ['9:00\u202fAM\u2009–\u20096:00\u202fPM'] },
      { day: 'sat', name: 'Saturday', intervals: ['10:00\u202fAM\u2009–\u20092:00\u202fPM'] },
      { day: 'sun', name: 'Sunday', intervals: [] },
    ]);
    expect(us.shops.map((shop) => shop.name)).toEqual(['Amazon', 'eBay']);
  });

  it('speaks the page’s language: the city, the hours, the time zone and the shops’ hints', async () => {
    const customer = await signedIn({ name: 'Nodira', surname: 'Aliyeva' });
    const page = await foreignAddressesPage(state(customer, { lang: 'ru', locale: 'ru' }));
    if (!page.ok) throw new Error(page.message);
    const de = page.warehouses.find((w) => w.origin === 'DE')!;
    expect(de.city).toBe('Франкфурт-на-Майне');
    expect(de.zone).toBe('Центральная Европа');
    expect(de.week[0]).toEqual({ day: 'mon', name: 'Понедельник–пятница', intervals: ['08:00–17:00'] });
    expect(de.shops[0]?.hints[0]?.text).toBe(`В поле «Adresszusatz» укажите c/o Yolla, ${customer.code}.`);
    // Georgian has no capitals to start a row with.
    const ka = await foreignAddressesPage(state(customer, { lang: 'ge', locale: 'ka' }));
    expect(ka.ok && ka.warehouses.find((w) => w.origin === 'DE')?.week[0]?.name).toBe('ორშაბათი–პარასკევი');
    // The address is what the German shop needs, whatever the page's language.
    expect(de.lines.find((line) => line.field === 'address_line_2')?.value).toBe(`c/o Yolla, ${customer.code}`);
  });

  it('asks a customer without a name to complete the profile, and leaves their name line empty', async () => {
    const customer = await signedIn({ name: null, surname: null });
    const page = await foreignAddressesPage(state(customer));
    if (!page.ok) throw new Error(page.message);
    expect(page.nameMissing).toBe(true);
    const gb = page.warehouses.find((w) => w.origin === 'GB')!;
    expect(gb.lines[0]).toEqual({ field: 'full_name', value: '' });
    expect(gb.whole.split('\n')[0]).toBe('Unit 8, Lea Valley Trading Estate, Angel Road');
  });

  it('says the service is busy, in the page language, when the API does not answer', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = state(await signedIn({ name: 'Aysel', surname: 'Məmmədova' }), {
      lang: 'az',
      locale: 'az',
      baseUrl: `http://127.0.0.1:${port}`,
    });
    expect(await foreignAddressesPage(down)).toEqual({
      ok: false,
      message: translator('az')('errors.common.unavailable'),
    });
  });
});
