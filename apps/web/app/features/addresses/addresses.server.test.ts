import { createServer, type AddressInfo } from 'node:net';
import type { Country } from '@yolla/contract/countries';
import type { Locale, UrlLang } from '@yolla/i18n';
import { translator } from '@yolla/i18n/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { requestState, server, signIn, type SignedIn } from '../../../tests/unit/signed-in-state.ts';
import { addressAction, addressesPage } from './addresses.server.ts';

/** The addresses page's loader and action against the real API: what the customer sees and may change. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
});
afterAll(() => live.close());

async function signedIn(country: Country = 'AZ'): Promise<SignedIn> {
  return signIn(live, await live.customer({ country }));
}

function request(customer: SignedIn, options: { lang?: UrlLang; locale?: Locale; baseUrl?: string } = {}) {
  const { lang = 'en' } = options;
  const { state, toasts } = requestState(live, customer, { ...options, path: '/cabinet/addresses' });
  const url = (search = '') => new URL(`http://localhost:3000/${lang}/cabinet/addresses${search}`);
  const post = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    return addressAction(new Request(url(), { method: 'POST', body }), state, server);
  };
  return { state, toasts, url, post, page: (search = '') => addressesPage(state, url(search)) };
}

const BAKU = {
  city: 'AZ-BAKU',
  street: 'Nizami küçəsi',
  building: '10',
  apartment: '5',
  postal_code: 'AZ1000',
  phone: '+994 50 123 45 67',
  note: '',
};

async function listOf(customer: SignedIn) {
  const page = await request(customer).page();
  if (!page.ok) throw new Error(page.message);
  return page.addresses;
}

describe('the addresses page', () => {
  it('starts empty, with the cities and examples of the customer’s own country', async () => {
    const page = await request(await signedIn('GE')).page();
    expect(page).toMatchObject({
      ok: true,
      country: 'GE',
      addresses: [],
      panel: { kind: 'list' },
      postalExample: '0105',
      phoneExample: '+995 555 12 34 56',
    });
    expect(page.ok && page.cities[0]).toEqual({ code: 'GE-TBILISI', name: 'Tbilisi' });
  });

  it('refuses a bad address field by field in the page language, keeping what was typed; then adds it as the default', async () => {
    const customer = await signedIn();
    const ru = request(customer, { lang: 'ru', locale: 'ru' });
    const refused = await ru.post({ intent: 'create', ...BAKU, street: 'N', postal_code: '12' });
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      fields: {
        street: 'Минимальная длина — 2 символа.',
        postal_code: expect.stringContaining('AZ1000'),
      },
      values: { street: 'N', postal_code: '12', building: '10' },
      intent: 'create',
    });
    expect(await ru.post({ intent: 'create', ...BAKU })).toEqual({ ok: true, redirectTo: '/ru/cabinet/addresses' });
    expect(ru.toasts).toEqual([{ type: 'success', message: expect.stringMatching(/Адрес/) }]);
    const [address] = await listOf(customer);
    expect(address).toMatchObject({
      city: 'AZ-BAKU',
      phone: '+994501234567',
      phoneShown: '+994 50 123 45 67',
      apartment: '5',
      note: '',
      isDefault: true,
      line: 'Nizami küçəsi 10, apt. 5, Baku, AZ1000',
    });
  });

  it('changes an address, moves the default with make-default and on deleting the default', async () => {
    const customer = await signedIn();
    const en = request(customer);
    await en.post({ intent: 'create', ...BAKU });
    await en.post({ intent: 'create', ...BAKU, city: 'AZ-GANJA', street: 'Atatürk prospekti', postal_code: '2000' });
    let [first, second] = await listOf(customer);
    expect([first?.street, first?.isDefault, second?.street]).toEqual(['Nizami küçəsi', true, 'Atatürk prospekti']);

    const edited = { intent: 'update', id: second!.id, ...BAKU, city: 'AZ-GANJA', street: 'Cavadxan küçəsi' };
    expect(await en.post({ ...edited, apartment: '', note: 'Zəng edin' })).toMatchObject({ ok: true });
    expect((await listOf(customer)).find((a) => a.id === second!.id)).toMatchObject({
      street: 'Cavadxan küçəsi',
      apartment: '',
      note: 'Zəng edin',
      isDefault: false,
    });

    expect(await en.post({ intent: 'make-default', id: second!.id })).toMatchObject({ ok: true });
    [first, second] = await listOf(customer);
    expect([first?.street, first?.isDefault, second?.isDefault]).toEqual(['Cavadxan küçəsi', true, false]);

    expect(await en.post({ intent: 'delete', id: first!.id })).toMatchObject({ ok: true });
    const left = await listOf(customer);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ street: 'Nizami küçəsi', isDefault: true });
  });

  it('opens the panel the address asks for, and answers 404 for an address that is not the customer’s', async () => {
    const owner = await signedIn();
    await request(owner).post({ intent: 'create', ...BAKU, street: 'Owner street' });
    const [theirs] = await listOf(owner);
    const other = await signedIn();
    const intruder = request(other);
    await intruder.post({ intent: 'create', ...BAKU });
    const [own] = await listOf(other);

    expect(await intruder.page('?add')).toMatchObject({ panel: { kind: 'add' } });
    expect(await intruder.page(`?edit=${own!.id}`)).toMatchObject({ panel: { kind: 'edit', id: own!.id } });
    expect(await intruder.page(`?delete=${own!.id}`)).toMatchObject({ panel: { kind: 'delete', id: own!.id } });
    for (const search of [`?edit=${theirs!.id}`, `?delete=${theirs!.id}`, '?edit=abc']) {
      await expect(intruder.page(search), search).rejects.toMatchObject({ init: { status: 404 } });
    }

    const notFound = { ok: false, status: 404, message: 'We couldn’t find what you were looking for.', fields: {} };
    const change = { intent: 'update', id: theirs!.id, ...BAKU, street: 'Taken over' };
    expect(await intruder.post(change)).toMatchObject(notFound);
    expect(await intruder.post({ intent: 'make-default', id: theirs!.id })).toMatchObject(notFound);
    expect(await intruder.post({ intent: 'delete', id: theirs!.id })).toMatchObject(notFound);
    // An id no page of ours posts is a malformed form, refused before the API is asked.
    expect(await intruder.post({ intent: 'delete', id: '0' })).toMatchObject({
      ok: false,
      status: 400,
      intent: 'delete',
    });
    expect(intruder.toasts.filter((toast) => toast.type === 'error')).toEqual([]);
    expect(await listOf(owner)).toEqual([theirs]);
  });

  it('refuses a form it does not know', async () => {
    const page = request(await signedIn());
    expect(await page.post({ intent: 'steal', id: '1' })).toEqual({
      ok: false,
      status: 400,
      message: 'The request could not be understood.',
      fields: {},
      values: {},
      intent: null,
    });
  });

  it('says the service is busy, in the page language, when the API does not answer', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = request(await signedIn(), { lang: 'az', locale: 'az', baseUrl: `http://127.0.0.1:${port}` });
    const page = await down.page();
    expect(page).toEqual({ ok: false, message: translator('az')('errors.common.unavailable') });
    expect(await down.post({ intent: 'create', ...BAKU })).toMatchObject({ ok: false, status: 503 });
  });
});
