import { declareParcelEndpoint } from '@yolla/contract';
import type { Locale, UrlLang } from '@yolla/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { cookieNames, OutgoingCookies } from '../../lib/cookies.server.ts';
import { GUEST } from '../../lib/session.server.ts';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { requestState, signIn } from '../../../tests/unit/signed-in-state.ts';
import { loadTracking, searchTracking } from './tracking.server.ts';

/** The tracking pages' loaders against the real API, as a guest (a visitor from one address) sees them. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi({ TRACKING_RATE_IP_MAX: '6', PARCELS_RATE_IP_MAX: '100000' });
});
afterAll(() => live.close());

let visitors = 0;

function guest(options: { lang?: UrlLang; locale?: Locale; from?: string } = {}): RequestState {
  const { lang = 'en', locale = 'en' } = options;
  visitors += 1;
  return {
    lang,
    locale,
    country: 'AZ',
    cookies: {},
    names: cookieNames('yolla_'),
    out: new OutgoingCookies(new URL(`http://localhost:3000/${lang}/tracking`), {
      prefix: 'yolla_',
      domain: undefined,
    }),
    toasts: [],
    session: GUEST,
    api: createApiClient({
      baseUrl: live.baseUrl,
      segment: 'client',
      locale,
      timeoutMs: 5000,
      clientIp: options.from ?? `10.20.${visitors}.1`,
    }),
  };
}

const page = (lang: string, path: string) => new Request(`http://localhost:3000/${lang}${path}`);

async function declaredParcel(): Promise<string> {
  const customer = await live.customer({
    country: 'AZ',
    name: 'Leyla',
    surname: 'Quliyeva',
    nationalId: `AZE${String(Date.now()).slice(-8)}`,
    birthDate: '1990-01-01',
    profileCompletedAt: new Date(),
  });
  const owner = requestState(live, await signIn(live, customer)).state;
  const tracking = `TW${Date.now().toString().slice(-9)}${(visitors += 1)}`;
  await owner.api.call(
    declareParcelEndpoint,
    {
      body: {
        tracking_number: tracking,
        origin: 'TR',
        shop: 'Trendyol',
        items: [{ category: 'clothing', description: 'Silk scarf', quantity: 1, unit_price: 3900, currency: 'USD' }],
        declared_total: { amount: 3900, currency: 'USD' },
        delivery: { kind: 'pickup', pickup_point_id: 'AZ-BAKU-001' },
      },
    },
    { toast: false },
  );
  return tracking;
}

describe('the tracking page', () => {
  it('shows the parcel’s status, road and places in the page’s language', async () => {
    const tracking = await declaredParcel();
    const answer = await loadTracking(
      page('ru', `/tracking/${tracking}`),
      tracking,
      guest({ lang: 'ru', locale: 'ru' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.page).toMatchObject({
      kind: 'found',
      parcel: { tracking, state: 'expected', origin: 'Турция', destination: 'Баку, Азербайджан' },
    });
    const parcel = answer.page.kind === 'found' ? answer.page.parcel : null;
    expect(parcel?.timeline.map((step) => step.kind)).toEqual(['declared']);
    expect(parcel?.dates.map((date) => date.key)).toEqual(['declared']);
    expect(JSON.stringify(answer.page)).not.toMatch(/Leyla|Quliyeva|Silk scarf|Trendyol|3900/);
  });

  it('sends a number typed in small letters or with spaces to its one address', async () => {
    const tracking = await declaredParcel();
    const typed = tracking.toLowerCase();
    const thrown = await loadTracking(page('en', `/tracking/${typed}`), typed, guest()).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe(`/en/tracking/${tracking}`);
  });

  it('says a number is unknown with a 404 that no cache keeps', async () => {
    const answer = await loadTracking(
      page('az', '/tracking/NOSUCH123'),
      'NOSUCH123',
      guest({ lang: 'az', locale: 'az' }),
    );
    expect(answer).toMatchObject({ status: 404, page: { kind: 'not_found', tracking: 'NOSUCH123' } });
    expect(answer.headers['Cache-Control']).toBe('no-store');
  });

  it('answers too many lookups from one address with 429, Retry-After and the minutes to wait', async () => {
    const from = '10.99.0.1';
    for (let index = 0; index < 6; index += 1) {
      await loadTracking(page('en', '/tracking/NOSUCH123'), 'NOSUCH123', guest({ from }));
    }
    const answer = await loadTracking(page('en', '/tracking/NOSUCH123'), 'NOSUCH123', guest({ from }));
    expect(answer.status).toBe(429);
    expect(answer.page).toMatchObject({ kind: 'limited' });
    const seconds = Number(answer.headers['Retry-After']);
    expect(seconds).toBeGreaterThan(0);
    expect(answer.page.kind === 'limited' && answer.page.minutes).toBe(Math.ceil(seconds / 60));
    expect(answer.headers['Cache-Control']).toBe('no-store');
  });
});

describe('the tracking form without JavaScript', () => {
  it('goes on to the page of a readable number', async () => {
    const thrown = await searchTracking(page('en', '/tracking?tracking=+ab+12345678+'), guest()).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).headers.get('location')).toBe('/en/tracking/AB12345678');
  });

  it('refuses one that cannot be a tracking number, in the page’s language, keeping what was typed', async () => {
    const refused = await searchTracking(page('ru', '/tracking?tracking=ab%24'), guest({ lang: 'ru', locale: 'ru' }));
    expect(refused).toMatchObject({ ok: false, status: 400, values: { tracking: 'ab$' } });
    expect(refused?.fields.tracking).toMatch(/[а-я]/);
    expect(await searchTracking(page('en', '/tracking'), guest())).toBeNull();
  });
});
