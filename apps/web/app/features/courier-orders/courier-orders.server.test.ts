import { DEMO_CUSTOMER, SECOND_DEMO_CUSTOMER, seedDemoParcelsInto } from '@yolla/api/testing';
import { createAddressEndpoint, walletEndpoint } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { postForm, server, signedInState } from '../../../tests/unit/signed-in-state.ts';
import { newOrderSearch, ordersSearch } from './courier-orders-search.ts';
import { newOrderAction, orderAction } from './order-actions.server.ts';
import { newOrderPage } from './order-new.server.ts';
import { orderPage } from './order.server.ts';
import { ordersPage } from './orders.server.ts';

/** The courier order pages' loaders and actions against the real API, on the demo customer's arrived parcels. */
let live: LiveApi;
let addressId: string;
beforeAll(async () => {
  live = await startLiveApi({
    WALLET_RATE_IP_MAX: '100000',
    WALLET_RATE_ACCOUNT_MAX: '100000',
    ORDERS_RATE_IP_MAX: '100000',
    ORDERS_RATE_ACCOUNT_MAX: '100000',
  });
  await seedDemoParcelsInto(live.api.database);
  const { state } = await demo();
  const body = { city: 'AZ-BAKU', street: 'Nizami', building: '10', postal_code: 'AZ1000', phone: '+994501234567' };
  addressId = (await state.api.call(createAddressEndpoint, { body })).data.id;
});
afterAll(() => live.close());

const demo = (options: Parameters<typeof signedInState>[2] = {}) =>
  signedInState(live, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } as never, options);
const wizard = (values: Parameters<typeof newOrderSearch.search>[0]) =>
  newOrderSearch.parse(newOrderSearch.search(values));

async function usd(state: Awaited<ReturnType<typeof demo>>['state']) {
  const wallet = await state.api.call(walletEndpoint, {}, { toast: false });
  return wallet.data.balances.find((balance) => balance.currency === 'USD')?.amount ?? 0;
}

/** The slot step for one deliverable parcel the demo customer has not put in an order yet. */
async function slotStepFor(state: Awaited<ReturnType<typeof demo>>['state']) {
  const first = await newOrderPage(state, wizard({}));
  if (first.step !== 'parcels') throw new Error(first.step);
  for (const parcel of first.parcels) {
    const page = await newOrderPage(state, wizard({ parcels: [parcel.id], address_id: addressId }));
    if (page.step === 'slot') return { parcel, page };
  }
  throw new Error('no deliverable parcel left');
}

describe('ordering a courier', () => {
  it('walks the steps: paid arrived parcels, the addresses with a way to add one, then the fee and free slots', async () => {
    const { state } = await demo({ lang: 'ru', locale: 'ru' });
    const first = await newOrderPage(state, wizard({}));
    if (first.step !== 'parcels') throw new Error(first.step);
    expect(first.parcels.length).toBeGreaterThanOrEqual(2);
    const [parcel] = first.parcels;
    const second = await newOrderPage(state, wizard({ parcels: [parcel!.id] }));
    if (second.step !== 'address') throw new Error(second.step);
    expect(second.addresses.map((address) => address.id)).toContain(addressId);
    const add = new URL(second.addAddress, 'http://site.invalid');
    expect(add.pathname).toBe('/ru/cabinet/addresses');
    expect(add.searchParams.get('return')).toBe(`/ru/cabinet/orders/new?parcels=${parcel!.id}`);

    const { page } = await slotStepFor(state);
    if (page.step !== 'slot') throw new Error(page.step);
    expect(page.fee).toMatch(/3,00\s?(\$|US\$)/);
    expect(page.days.length).toBeGreaterThanOrEqual(5);
    expect(page.days[0]!.slots[0]).toMatchObject({ from: '10:00', to: '14:00' });
    expect(page.zone).toMatch(/Азербайджан/);
    expect(page.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('orders once for one form key, shows the order, and cancels it with the fee back in the wallet', async () => {
    const { state, toasts } = await demo();
    const { parcel, page } = await slotStepFor(state);
    if (page.step !== 'slot') throw new Error(page.step);
    const before = await usd(state);
    const slot = page.days[0]!.slots[0]!.slot;
    const form = {
      intent: 'order',
      parcels: parcel.id,
      address_id: addressId,
      slot,
      idempotency_key: page.idempotencyKey,
    };
    const first = await newOrderAction(postForm('/en/cabinet/orders/new', form), state, server);
    const again = await newOrderAction(postForm('/en/cabinet/orders/new', form), state, server);
    expect(first).toMatchObject({ ok: true, redirectTo: expect.stringMatching(/^\/en\/cabinet\/orders\/\d+$/) });
    expect(again).toEqual(first);
    expect(toasts[0]).toMatchObject({ type: 'success' });
    expect(before - (await usd(state))).toBe(3_00);
    const id = (first.ok ? first.redirectTo : '').split('/').pop()!;

    const order = await orderPage(state, id, true);
    expect(order).toMatchObject({ status: 'requested', cancel: { kind: 'offer', confirming: true }, refunded: null });
    expect(order.parcels.map((row) => row.id)).toEqual([parcel.id]);
    expect(order.timeline.map((step) => [step.state, step.at !== null])).toEqual([
      ['requested', true],
      ['scheduled', false],
      ['out_for_delivery', false],
      ['delivered', false],
    ]);
    const list = await ordersPage(state, ordersSearch.parse('status=open'));
    expect(list.list?.rows.map((row) => row.id)).toContain(id);
    expect(list.list?.counts.open).toBeGreaterThanOrEqual(1);

    // The same parcel again: back to the parcels, with the API's reason.
    const taken = await newOrderPage(state, wizard({ parcels: [parcel.id], address_id: addressId }));
    expect(taken).toMatchObject({ step: 'parcels', message: expect.any(String) });

    if (order.cancel.kind !== 'offer') throw new Error(order.cancel.kind);
    const cancel = { intent: 'cancel', id, idempotency_key: order.cancel.idempotencyKey };
    const cancelled = await orderAction(postForm(`/en/cabinet/orders/${id}`, cancel), state, server);
    expect(cancelled).toEqual({ ok: true, redirectTo: `/en/cabinet/orders/${id}` });
    expect(await usd(state)).toBe(before);
    const after = await orderPage(state, id, false);
    expect(after).toMatchObject({ status: 'cancelled', cancel: { kind: 'none' } });
    expect(after.refunded).toMatch(/\$3\.00/);
    expect(after.timeline.map((step) => step.state)).toEqual(['requested', 'cancelled']);
  });

  it('refuses an order without a slot with the field’s message in the customer’s language', async () => {
    const { state } = await demo({ lang: 'az', locale: 'az' });
    const { parcel } = await slotStepFor(state);
    const refused = await newOrderAction(
      postForm('/az/cabinet/orders/new', { intent: 'order', parcels: parcel.id, address_id: addressId }),
      state,
      server,
    );
    expect(refused).toMatchObject({ ok: false, status: 400, intent: 'order' });
    expect(refused.ok ? null : refused.fields.slot).toEqual(expect.any(String));
  });

  it('is not found for another customer’s order or an unknown parcel', async () => {
    const { state } = await demo();
    const { parcel, page } = await slotStepFor(state);
    if (page.step !== 'slot') throw new Error(page.step);
    const form = {
      intent: 'order',
      parcels: parcel.id,
      address_id: addressId,
      slot: page.days[0]!.slots[1]!.slot,
      idempotency_key: page.idempotencyKey,
    };
    const made = await newOrderAction(postForm('/en/cabinet/orders/new', form), state, server);
    const id = (made.ok ? made.redirectTo : '').split('/').pop()!;
    const other = await signedInState(live, {
      email: SECOND_DEMO_CUSTOMER.email,
      password: SECOND_DEMO_CUSTOMER.password,
    } as never);
    await expect(orderPage(other.state, id, false)).rejects.toMatchObject({ init: { status: 404 } });
    await expect(newOrderPage(other.state, wizard({ parcels: [parcel.id] }))).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it('reads a link’s parcels (`1,2`) and the checkboxes’ (`parcels=1&parcels=2`) alike', () => {
    expect(newOrderSearch.parse('parcels=3&parcels=1&parcels=3').parcels).toEqual(['3', '1']);
    expect(newOrderSearch.parse('parcels=3,1').parcels).toEqual(['3', '1']);
    expect(newOrderSearch.parse('parcels=x').parcels).toEqual([]);
    expect(ordersSearch.parse('status=nope&page=2')).toEqual({ status: null, page: 2 });
  });
});
