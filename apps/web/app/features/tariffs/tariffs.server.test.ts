import type { Country } from '@yolla/contract';
import type { Locale, UrlLang } from '@yolla/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posted } from '../../../tests/unit/forms.ts';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { guestState } from '../../../tests/unit/guest-state.ts';
import { loadTariffsPage, quoteFromForm } from './tariffs.server.ts';

/** The tariffs page's loader and calculator against the real API on PGlite. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
});
afterAll(() => live.close());

function stateFor(options: { lang?: UrlLang; locale?: Locale; country?: Country; baseUrl?: string } = {}) {
  return guestState(options.baseUrl ?? live.baseUrl, { ...options, path: '/tariffs' });
}

const post = (fields: Record<string, string>) => posted('http://localhost:3000/en/tariffs', fields);

describe('the tariffs page', () => {
  it('lists every warehouse to the customer’s country, formatted for the page, with its limits', async () => {
    const page = await loadTariffsPage(new URL('http://localhost/az/tariffs'), stateFor({ lang: 'az', locale: 'az' }));
    expect(page.destination).toBe('AZ');
    expect(page.canChooseDestination).toBe(true);
    expect(page.routes?.map((route) => route.origin)).toEqual(['TR', 'US', 'CN', 'GB', 'DE', 'AE']);
    expect(page.routes?.find((route) => route.origin === 'CN')).toMatchObject({
      maxWeight: '20 kq',
      maxSide: '150 sm',
    });
  });

  it('takes ?to= where the country offers a choice of destination, and ignores it in Uzbekistan', async () => {
    const url = new URL('http://localhost/en/tariffs?to=ge');
    expect((await loadTariffsPage(url, stateFor())).destination).toBe('GE');
    const uz = await loadTariffsPage(url, stateFor({ country: 'UZ' }));
    expect(uz).toMatchObject({ destination: 'UZ', canChooseDestination: false });
  });

  it('still renders, without prices, when the API cannot be reached', async () => {
    const page = await loadTariffsPage(
      new URL('http://localhost/en/tariffs'),
      stateFor({ baseUrl: 'http://127.0.0.1:9' }),
    );
    expect(page.routes).toBeNull();
  });
});

describe('the calculator', () => {
  it('prices what was typed, each step formatted for the page', async () => {
    const answer = await quoteFromForm(
      post({ origin: 'TR', destination: 'AZ', weight_kg: '1,2', length_cm: '', width_cm: '', height_cm: '' }),
      stateFor({ lang: 'ru', locale: 'ru' }),
    );
    expect(answer).toMatchObject({
      ok: true,
      quote: {
        actual: '1,2 кг',
        volumetric: null,
        chargeable: '1,2 кг',
        billing: { kind: 'per_kg', base: '4,00\u00a0$', baseUpTo: '0,5 кг', kilograms: 1, perKg: '6,50\u00a0$' },
        price: '10,50\u00a0$',
      },
      values: { weight_kg: '1,2' },
    });
  });

  it('answers the form’s own messages before asking the API', async () => {
    const answer = await quoteFromForm(post({ origin: 'TR', destination: 'AZ', weight_kg: 'x' }), stateFor());
    expect(answer).toMatchObject({ ok: false, status: 400, fields: { weight_kg: 'Enter a number, e.g. 1.5.' } });
  });

  it('tells a negative weight that it must be more than zero, not that it is no number', async () => {
    const answer = await quoteFromForm(post({ origin: 'TR', destination: 'AZ', weight_kg: '-5' }), stateFor());
    expect(answer).toMatchObject({ ok: false, status: 400, fields: { weight_kg: 'Must be more than zero.' } });
  });

  it('puts the API’s refusal of a too heavy parcel on the weight field, in kilograms', async () => {
    const answer = await quoteFromForm(post({ origin: 'CN', destination: 'GE', weight_kg: '21' }), stateFor());
    expect(answer).toMatchObject({
      ok: false,
      status: 422,
      message: 'This parcel is too heavy for this route.',
      fields: { weight_kg: 'The heaviest parcel we carry on this route is 20 kg.' },
      values: { weight_kg: '21' },
    });
  });
});
