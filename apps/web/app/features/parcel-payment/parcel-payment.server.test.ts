import { DEMO_CUSTOMER, SECOND_DEMO_CUSTOMER, seedDemoParcelsInto } from '@yolla/api/testing';
import { parcelsEndpoint, walletEndpoint } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { postForm, server, signedInState } from '../../../tests/unit/signed-in-state.ts';
import { parcelPaymentSearch } from '../../components/parcels/parcel-payment-search.ts';
import { pageMatcher } from '../../lib/redirects.server.ts';
import { parcelPaymentAction, parcelPaymentPage } from './parcel-payment.server.ts';

/** The pay page's loader and action against the real API, on the demo customer's parcels and wallet. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi({ WALLET_RATE_IP_MAX: '100000', WALLET_RATE_ACCOUNT_MAX: '100000' });
  await seedDemoParcelsInto(live.api.database);
});
afterAll(() => live.close());

const pages = pageMatcher(['/:lang/cabinet/packages', '/:lang/cabinet/packages/:id', '/:lang/cabinet/wallet/pay']);
const demo = (options: Parameters<typeof signedInState>[2] = {}) =>
  signedInState(live, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } as never, options);
const query = (search: string) => parcelPaymentSearch.parse(search);

/** The demo customer's parcels with an amount due, cheapest first. */
async function dueParcels() {
  const { state } = await demo();
  const list = await state.api.call(parcelsEndpoint, { query: { status: [], origin: [], sort: 'newest', page: 1 } });
  const due = list.data.filter((row) => row.next_action === 'pay');
  const costs = await Promise.all(
    due.map(async (row) => {
      const page = await parcelPaymentPage(state, query(`parcels=${row.id}`), pages);
      if (page.state !== 'ready') throw new Error(`parcel ${row.tracking_number} is not payable`);
      return { id: row.id, page };
    }),
  );
  return costs.sort((a, b) => (a.page.currencies[0]!.missing ? 1 : 0) - (b.page.currencies[0]!.missing ? 1 : 0));
}

async function usd(state: Awaited<ReturnType<typeof demo>>['state']) {
  const wallet = await state.api.call(walletEndpoint, {}, { toast: false });
  return wallet.data.balances.find((balance) => balance.currency === 'USD')?.amount ?? 0;
}

describe('the pay page', () => {
  it('shows two due parcels, their total, the balance and what is missing, with a top-up link back here', async () => {
    const due = await dueParcels();
    expect(due.length).toBeGreaterThanOrEqual(2);
    const { state } = await demo({ lang: 'ru', locale: 'ru' });
    const ids = due.map((parcel) => parcel.id);
    const page = await parcelPaymentPage(state, query(`parcels=${ids.join(',')}&back=/ru/cabinet/packages`), pages);
    if (page.state !== 'ready') throw new Error(page.state);
    expect(page.parcels.map((parcel) => parcel.id).sort()).toEqual([...ids].sort());
    expect(page.covered).toBe(false);
    const [line] = page.currencies;
    expect(line).toMatchObject({ currency: 'USD', after: null });
    expect(line?.total).toMatch(/\d,\d{2}\s?(\$|US\$)/);
    const topUp = new URL(line!.topUp!, 'http://site.invalid');
    expect(topUp.pathname).toBe('/ru/cabinet/wallet');
    expect(Number(topUp.searchParams.get('top_up_amount'))).toBeGreaterThan(0);
    expect(topUp.searchParams.get('top_up_currency')).toBe('USD');
    expect(topUp.searchParams.get('return')).toBe(
      `/ru/cabinet/wallet/pay?parcels=${encodeURIComponent(ids.join(','))}&back=%2Fru%2Fcabinet%2Fpackages`,
    );
    expect(page.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('pays the parcel the balance covers, once for one form key, and goes back where the customer came from', async () => {
    const [cheap] = await dueParcels();
    const { state, toasts } = await demo();
    const before = await usd(state);
    const page = await parcelPaymentPage(state, query(`parcels=${cheap!.id}`), pages);
    if (page.state !== 'ready') throw new Error(page.state);
    expect(page.covered).toBe(true);
    const back = `/en/cabinet/packages/${cheap!.id}`;
    const form = { intent: 'pay', parcels: page.ids, back, idempotency_key: page.idempotencyKey };
    const path = `/en/cabinet/wallet/pay?parcels=${cheap!.id}`;
    const first = await parcelPaymentAction(postForm(path, form), state, { ...server, pages });
    const again = await parcelPaymentAction(postForm(path, form), state, { ...server, pages });
    expect(first).toEqual({ ok: true, redirectTo: back });
    expect(again).toEqual(first);
    expect(toasts[0]).toMatchObject({ type: 'success', message: 'Paid from your wallet.' });
    const paidOnce = before - (await usd(state));
    expect(paidOnce).toBeGreaterThan(0);
    expect(await parcelPaymentPage(state, query(`parcels=${cheap!.id}`), pages)).toMatchObject({
      state: 'not_payable',
    });
    const elsewhere = await parcelPaymentAction(
      postForm(path, { ...form, idempotency_key: `${page.idempotencyKey}x`, back: 'https://evil.example/' }),
      state,
      { ...server, pages },
    );
    expect(elsewhere).toMatchObject({ ok: false, status: 409, intent: 'pay' });
  });

  it('says so when the balance is short, and changes nothing', async () => {
    const due = await dueParcels();
    const { state } = await demo();
    const before = await usd(state);
    const page = await parcelPaymentPage(state, query(`parcels=${due.map((p) => p.id).join(',')}`), pages);
    if (page.state !== 'ready') throw new Error(page.state);
    const refused = await parcelPaymentAction(
      postForm('/en/cabinet/wallet/pay', { intent: 'pay', parcels: page.ids, idempotency_key: page.idempotencyKey }),
      state,
      { ...server, pages },
    );
    expect(refused).toMatchObject({ ok: false, status: 409, intent: 'pay' });
    expect(refused.ok ? null : refused.message).toMatch(/balance/i);
    expect(await usd(state)).toBe(before);
  });

  it('has nothing to pay without parcels, and is not found for another customer’s parcel', async () => {
    const [one] = await dueParcels();
    const { state } = await demo();
    expect(await parcelPaymentPage(state, query(''), pages)).toMatchObject({ state: 'none' });
    const other = await signedInState(live, {
      email: SECOND_DEMO_CUSTOMER.email,
      password: SECOND_DEMO_CUSTOMER.password,
    } as never);
    await expect(parcelPaymentPage(other.state, query(`parcels=${one!.id}`), pages)).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it('reads the list’s form (`parcels=1&parcels=2`) and a link (`parcels=1,2`) alike', () => {
    expect(query('parcels=3&parcels=1&parcels=3').parcels).toEqual(['3', '1']);
    expect(query('parcels=3,1').parcels).toEqual(['3', '1']);
    expect(query('parcels=x').parcels).toEqual([]);
    expect(parcelPaymentSearch.search({ parcels: ['3', '1'] })).toBe('?parcels=3%2C1');
  });
});
