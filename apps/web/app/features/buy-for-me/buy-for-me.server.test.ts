import { randomInt } from 'node:crypto';
import { createTopUpEndpoint, topUpEndpoint, walletEndpoint } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickKey, sendSigned } from '../../../../../scripts/machine.ts';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { postForm, requestState, server, signIn, type SignedIn } from '../../../tests/unit/signed-in-state.ts';
import type { RequestState } from '../../lib/context.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.server.ts';
import { buyForMeListPage } from './orders.server.ts';
import { buyForMeNewAction, buyForMeNewPage } from './order-new.server.ts';
import { buyForMeOrderAction, buyForMeOrderPage } from './order.server.ts';
import { buyForMeListSearch } from './buy-for-me-search.ts';

/** The buy-for-me pages' loaders and actions against the real API (PGlite behind it), as a new customer uses them. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi({ ORDERS_RATE_IP_MAX: '100000', ORDERS_RATE_ACCOUNT_MAX: '100000' });
});
afterAll(() => live.close());

const QUIET = { toast: false } as const;

/** A new customer of Azerbaijan; `as` is one request of theirs (a page or an action), in a language. */
async function customer(lang: 'en' | 'ru' = 'en') {
  const signedIn = await signIn(live, await live.customer({ country: 'AZ' }), { locale: lang });
  return {
    signedIn,
    as: (path = '/cabinet/buyforme', cookies: Record<string, string> = {}) => stateOf(signedIn, lang, path, cookies),
  };
}

function stateOf(signedIn: SignedIn, lang: 'en' | 'ru', path: string, cookies: Record<string, string>) {
  const made = requestState(live, signedIn, { lang, locale: lang, path });
  made.state.cookies = cookies;
  return made;
}

/** Tops the customer's USD balance up through the sandbox's checkout, approved. */
async function fund(state: RequestState, amount: number) {
  const body = { currency: 'USD' as const, amount, return_path: '/en/cabinet/wallet' };
  const { data } = await state.api.call(createTopUpEndpoint, { body, idempotencyKey: newIdempotencyKey() }, QUIET);
  const checkout = new URL(data.checkout_url);
  await live.api.app.inject({
    method: 'POST',
    url: checkout.pathname + checkout.search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'answer=approve',
  });
  await state.api.call(topUpEndpoint, { params: { id: data.id } }, QUIET);
}

async function usd(state: RequestState) {
  const { data } = await state.api.call(walletEndpoint, {}, QUIET);
  return data.balances.find((balance) => balance.currency === 'USD')?.amount ?? 0;
}

/** The buyer's step, signed with the development warehouse key, over HTTP. */
async function buyer(body: Record<string, unknown>) {
  const key = pickKey(undefined, { partner: 'warehouse' });
  if ('problem' in key) throw new Error(key.problem);
  const event = { event_id: `web-${Date.now()}-${randomInt(1e9)}`, occurred_at: new Date().toISOString(), ...body };
  const response = await sendSigned({
    origin: live.baseUrl,
    key,
    method: 'POST',
    path: '/buy-for-me/events',
    body: event,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Two pairs at 40.00 and a 5.00 delivery in the US shop: 85.00, fee 5 % = 4.25, 89.25 from the USD balance. */
const ORDER = {
  shop_country: 'US',
  currency: 'USD',
  'items.0.link': 'https://www.shop.example/p/running-shoes?ref=abc',
  'items.0.description': 'Running shoes',
  'items.0.color': 'White',
  'items.0.size': '42',
  'items.0.quantity': '2',
  'items.0.unit_price': '40.00',
  local_delivery: '5',
  pay_currency: 'USD',
  note: '',
};

const NEW = '/en/cabinet/buyforme/new';
const page = (path: string) => new Request(`http://localhost:3000${path}`);

async function review(state: RequestState, fields: Record<string, string> = ORDER, path = NEW) {
  return buyForMeNewAction(postForm(path, { intent: 'review', ...fields }), state, server);
}

/** Reviews and places the order with the confirm form's key; the order's id. */
async function place(as: (path?: string) => { state: RequestState }, fields = ORDER) {
  const rendered = buyForMeNewPage(as(NEW).state, { server, request: page(NEW) });
  const reviewed = await review(as(NEW).state, fields);
  if (!reviewed.ok || !('review' in reviewed)) throw new Error(JSON.stringify(reviewed));
  const form = { ...reviewed.values, intent: 'order', idempotency_key: rendered.idempotencyKey } as Record<
    string,
    string
  >;
  const placed = await buyForMeNewAction(postForm(NEW, form), as(NEW).state, server);
  if (!placed.ok || !('redirectTo' in placed)) throw new Error(JSON.stringify(placed));
  return { id: /\/buyforme\/(\d+)$/.exec(placed.redirectTo)![1]!, form, placed };
}

const detail = (state: RequestState, id: string, search = '') =>
  buyForMeOrderPage(state, id, page(`/en/cabinet/buyforme/${id}${search}`));

describe('the buy-for-me pages', () => {
  it('show a new customer an empty list, and a form paid from their own currencies', async () => {
    const { as } = await customer();
    const list = await buyForMeListPage(as().state, buyForMeListSearch.parse(''));
    expect(list.list).toMatchObject({ rows: [], total: 0, all: 0, open: 0 });
    const form = buyForMeNewPage(as(NEW).state, { server, request: page(NEW) });
    expect(form.payCurrencies).toEqual(['USD', 'TRY', 'AZN']);
    expect(form.initial).toMatchObject({ shop_country: 'TR', currency: 'TRY', pay_currency: 'USD' });
    expect(form.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(form.restored).toBe(false);
  });

  it('refuses a form on its fields in the customer’s language, keeping what was typed', async () => {
    const { as } = await customer('ru');
    const refused = await review(as('/cabinet/buyforme/new').state, {
      ...ORDER,
      'items.0.link': 'shop.example/shoes',
      'items.0.unit_price': 'сорок',
    });
    expect(refused).toMatchObject({ ok: false, status: 400, intent: 'review' });
    if (refused.ok) return;
    expect(refused.fields['items.0.link']).toMatch(/https:\/\//);
    expect(refused.fields['items.0.unit_price']).toBeTruthy();
    expect(refused.values).toMatchObject({
      'items.0.link': 'shop.example/shoes',
      'items.0.description': 'Running shoes',
    });
  });

  it('refuses a link to a private address on the link’s field', async () => {
    const { as } = await customer();
    const refused = await review(as(NEW).state, { ...ORDER, 'items.0.link': 'http://127.0.0.1/admin' });
    expect(refused).toMatchObject({ ok: false, intent: 'review' });
    expect(!refused.ok && refused.fields['items.0.link']).toMatch(/private|local/i);
  });

  it('adds and removes item rows without JavaScript, keeping every row as typed', async () => {
    const { as } = await customer();
    const added = await buyForMeNewAction(postForm(NEW, { ...ORDER, intent: 'add-item' }), as(NEW).state, server);
    expect(added).toMatchObject({ ok: false, status: 200, values: { 'items.1.quantity': '1', 'items.0.size': '42' } });
    const values = (!added.ok && 'values' in added ? added.values : {}) as Record<string, string>;
    const removed = await buyForMeNewAction(
      postForm(`${NEW}?remove=1`, { ...values, 'items.1.description': 'Socks', intent: 'remove-item' }),
      as(NEW).state,
      server,
    );
    expect(removed).toMatchObject({ ok: false, status: 200, values: { 'items.0.description': 'Socks' } });
    expect(removed.ok ? null : Object.keys(removed.values).filter((name) => name.startsWith('items.1.'))).toEqual([]);
  });

  it('reviews the amounts; short of money, saves the order awaiting payment and keeps the form for the top-up', async () => {
    const { as } = await customer();
    const reviewed = await review(as(NEW).state);
    if (!reviewed.ok || !('review' in reviewed)) throw new Error(JSON.stringify(reviewed));
    const { review: view } = reviewed;
    expect(view.totals).toMatchObject({ itemsTotal: '$80.00', localDelivery: '$5.00', fee: '$4.25', total: '$89.25' });
    expect(view.totals).toMatchObject({ feePercent: '5%', feeMinimum: '$3.00', payTotal: '$89.25', rate: null });
    expect(view.items[0]).toMatchObject({ options: 'White · 42', line: '2 × $40.00', sum: '$80.00' });
    expect(view.items[0]?.link).toEqual({
      href: 'https://www.shop.example/p/running-shoes?ref=abc',
      text: 'shop.example/p/running-shoes',
    });
    expect(view.balance).toMatchObject({ balance: '$0.00', after: null, missing: '$89.25' });
    const topUp = new URL(view.balance.topUp!, 'http://site.invalid');
    expect(topUp.pathname).toBe('/en/cabinet/wallet');
    expect(topUp.searchParams.get('top_up_amount')).toBe('8925');
    expect(topUp.searchParams.get('return')).toBe(`${NEW}?draft`);

    // Back from the wallet, the form is there again as it was reviewed (the draft cookie, read once).
    const { state, cookies } = as(NEW);
    await review(state);
    const cookie = cookies().find((line) => line.startsWith('yolla_draft='));
    expect(cookie).toBeTruthy();
    const value = decodeURIComponent(cookie!.slice('yolla_draft='.length).split(';')[0]!);
    const back = buyForMeNewPage(as(NEW, { yolla_draft: value }).state, { server, request: page(`${NEW}?draft`) });
    expect(back.restored).toBe(true);
    expect(back.initial).toMatchObject({ 'items.0.link': ORDER['items.0.link'], 'items.0.quantity': '2' });

    const { id } = await place(as);
    const saved = await detail(as().state, id);
    expect(saved).toMatchObject({ state: 'awaiting_payment', paid: null, cancellable: true, locked: false });
    expect(saved.payment).toMatchObject({ total: '$89.25', balance: { missing: '$89.25' } });
    expect(new URL(saved.payment!.balance!.topUp!, 'http://x').searchParams.get('return')).toBe(
      `/en/cabinet/buyforme/${id}`,
    );
  });

  it('pays a saved order from its page, then approves a higher price and pays the difference, once per key', async () => {
    const { as } = await customer();
    const { id } = await place(as);
    await fund(as().state, 200_00);
    const saved = await detail(as().state, id);
    expect(saved.payment?.balance).toMatchObject({ balance: '$200.00', after: '$110.75', missing: null });
    const pay = { intent: 'pay', id, idempotency_key: saved.keys.pay };
    const path = `/en/cabinet/buyforme/${id}`;
    const { state, toasts } = as(path);
    const first = await buyForMeOrderAction(postForm(path, pay), state, server);
    const again = await buyForMeOrderAction(postForm(path, pay), as(path).state, server);
    expect(first).toEqual({ ok: true, redirectTo: path });
    expect(again).toEqual(first);
    expect(toasts[0]?.type).toBe('success');
    expect(await usd(as().state)).toBe(200_00 - 89_25);

    const paid = await detail(as().state, id);
    expect(paid).toMatchObject({ state: 'paid', paid: '$89.25', cancellable: true });
    expect(paid.timeline.map((step) => [step.status, step.at === null])).toEqual([
      ['awaiting_payment', false],
      ['paid', false],
      ['purchased', true],
      ['arrived', true],
    ]);

    await buyer({
      type: 'price_changed',
      order_id: id,
      items: [{ id: paid.items[0]!.id, unit_price: 45_00 }],
      reason: 'New season price',
    });
    const changed = await detail(as().state, id);
    expect(changed.state).toBe('price_changed');
    expect(changed.change).toMatchObject({
      reason: 'New season price',
      rows: [{ description: 'Running shoes', old: '$40.00', new: '$45.00' }],
      oldTotal: '$89.25',
      newTotal: '$99.75',
      difference: '$10.50',
      balance: { missing: null },
    });
    const approve = { intent: 'pay', id, idempotency_key: changed.keys.pay };
    expect(await buyForMeOrderAction(postForm(path, approve), as(path).state, server)).toEqual({
      ok: true,
      redirectTo: path,
    });
    expect(await usd(as().state)).toBe(200_00 - 99_75);

    await buyer({ type: 'purchased', order_id: id });
    const bought = await detail(as().state, id, '?cancel');
    expect(bought).toMatchObject({ state: 'purchased', locked: true, cancellable: false, confirmCancel: false });
    const refused = await buyForMeOrderAction(
      postForm(path, { intent: 'cancel', id, idempotency_key: bought.keys.cancel }),
      as(path).state,
      server,
    );
    expect(refused).toMatchObject({ ok: false, status: 409, intent: 'cancel' });

    const tracking = `BFMW${Date.now().toString().slice(-9)}`;
    await buyer({ type: 'arrived', order_id: id, tracking_number: tracking });
    const arrived = await detail(as().state, id);
    expect(arrived.parcel).toMatchObject({ tracking });
    const list = await buyForMeListPage(as().state, buyForMeListSearch.parse('status=arrived'));
    expect(list.list?.rows.map((row) => row.id)).toEqual([id]);
    expect(list.list).toMatchObject({ all: 1, open: 0, counts: { arrived: 1 } });
  });

  it('cancels a paid order with a full refund after its confirm step, and hides others’ orders', async () => {
    const { as } = await customer();
    await fund(as().state, 100_00);
    const { id } = await place(as);
    expect(await usd(as().state)).toBe(100_00 - 89_25);
    const step = await detail(as().state, id, '?cancel');
    expect(step).toMatchObject({ state: 'paid', confirmCancel: true, paid: '$89.25' });
    expect(step.cancelStep).toBe(`/en/cabinet/buyforme/${id}?cancel#cancel`);
    const path = `/en/cabinet/buyforme/${id}`;
    const cancel = { intent: 'cancel', id, idempotency_key: step.keys.cancel };
    expect(await buyForMeOrderAction(postForm(path, cancel), as(path).state, server)).toEqual({
      ok: true,
      redirectTo: path,
    });
    expect(await usd(as().state)).toBe(100_00);
    expect(await detail(as().state, id)).toMatchObject({ state: 'cancelled', cancellable: false, payment: null });

    const other = await customer();
    await expect(detail(other.as().state, id)).rejects.toMatchObject({ init: { status: 404 } });
  });
});
