import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { developmentKey, signedCall } from '../../test/machine.ts';
import { callAs } from '../../test/signed-in.ts';
import { ledgerOf, pay, quote, usdBalance, walletProbe, weighedParcel } from './parcels-payments-test-kit.ts';
import { declaration, declare, declaringCustomer, freshTracking, warehouseEvent } from './parcels-test-kit.ts';

let api: TestApi;
const probe = walletProbe();

beforeAll(async () => {
  api = await createTestApi({
    modules: [probe.module],
    env: {
      PARCELS_RATE_IP_MAX: '100000',
      PARCELS_RATE_ACCOUNT_MAX: '100000',
      WALLET_RATE_IP_MAX: '100000',
      WALLET_RATE_ACCOUNT_MAX: '100000',
    },
  });
});
afterAll(() => api.close());

const detailOf = async (who: Awaited<ReturnType<typeof declaringCustomer>>, id: string) =>
  (await callAs(api, who, 'GET', `/parcels/${id}`)).json().data;

describe('paying for parcels from the wallet', () => {
  it('quotes one or several parcels: each amount, the total, the balance and what is short', async () => {
    const who = await declaringCustomer(api);
    const [a, b] = [await weighedParcel(api, who, 800), await weighedParcel(api, who, 2500)];
    await probe.fund(api, who.customer.row.id, a.cost);
    const answer = await quote(api, who, [b.id, a.id]);
    expect(answer.statusCode).toBe(200);
    const total = a.cost + b.cost;
    expect(answer.json().data).toMatchObject({
      parcels: [
        { id: a.id, tracking_number: a.number, amount: a.cost, currency: 'USD' },
        { id: b.id, tracking_number: b.number, amount: b.cost, currency: 'USD' },
      ],
      totals: [{ currency: 'USD', amount: total }],
      short: [{ currency: 'USD', amount: b.cost }],
    });
    expect(answer.json().data.balances).toContainEqual({ currency: 'USD', amount: a.cost });
    expect((await quote(api, who, [a.id])).json().data.short).toEqual([]);
  });

  it('pays one parcel, then two at once, each payment one ledger movement, and marks them paid', async () => {
    const who = await declaringCustomer(api);
    const parcels = [await weighedParcel(api, who), await weighedParcel(api, who, 1600), await weighedParcel(api, who)];
    const [one, two, three] = parcels as [(typeof parcels)[0], (typeof parcels)[0], (typeof parcels)[0]];
    const funded = one.cost + two.cost + three.cost + 1_00;
    await probe.fund(api, who.customer.row.id, funded);
    const first = await pay(api, who, [one.id]);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Paid from your wallet.');
    expect(first.json().data.balances).toContainEqual({ currency: 'USD', amount: funded - one.cost });
    const both = await pay(api, who, [two.id, three.id]);
    expect(both.statusCode).toBe(200);
    expect(await usdBalance(api, who)).toBe(1_00);
    expect(await ledgerOf(api, who.customer.row.id, 'parcel_payment')).toEqual({
      transactions: 2,
      customerSum: -(one.cost + two.cost + three.cost),
    });
    for (const parcel of parcels) {
      expect(await detailOf(who, parcel.id)).toMatchObject({ payment: 'paid', next_action: null });
    }
    const lines = (await callAs(api, who, 'GET', '/wallet')).json().data.recent;
    expect(lines[0]).toMatchObject({ kind: 'parcel_payment', amount: -(two.cost + three.cost) });
    expect([...lines[0].parcels].sort()).toEqual([two.id, three.id].sort());
  });

  it('answers in the customer’s language', async () => {
    const who = await declaringCustomer(api);
    const parcel = await weighedParcel(api, who);
    await probe.fund(api, who.customer.row.id, parcel.cost);
    const answer = await callAs(api, who, 'POST', '/parcels/payments', {
      payload: { parcel_ids: [parcel.id] },
      headers: { 'idempotency-key': `ru-key-${parcel.id}-payment` },
      language: 'ru',
    });
    expect(answer.json().message).toBe('Оплачено с баланса кошелька.');
  });

  it('refuses a parcel with nothing due (unweighed, already paid, returned) and changes nothing', async () => {
    const who = await declaringCustomer(api);
    await probe.fund(api, who.customer.row.id, 100_00);
    const unweighed = (await declare(api, who, declaration(freshTracking()))).json().data.id as string;
    const paid = await weighedParcel(api, who);
    expect((await pay(api, who, [paid.id])).statusCode).toBe(200);
    const returned = await weighedParcel(api, who);
    await warehouseEvent(api, { type: 'returned', tracking_number: returned.number });
    const due = await weighedParcel(api, who);
    const before = await usdBalance(api, who);
    for (const id of [unweighed, paid.id, returned.id]) {
      for (const answer of [await quote(api, who, [id, due.id]), await pay(api, who, [due.id, id])]) {
        expect(answer.statusCode, id).toBe(409);
        expect(answer.json().code).toBe('parcels.not_payable');
      }
    }
    expect(await usdBalance(api, who)).toBe(before);
    expect((await detailOf(who, due.id)).payment).toBe('due');
  });

  it('refuses when the balance is short and changes nothing', async () => {
    const who = await declaringCustomer(api);
    const [a, b] = [await weighedParcel(api, who), await weighedParcel(api, who)];
    await probe.fund(api, who.customer.row.id, a.cost + b.cost - 1);
    const answer = await pay(api, who, [a.id, b.id]);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('wallet.insufficient_funds');
    expect(await usdBalance(api, who)).toBe(a.cost + b.cost - 1);
    expect((await detailOf(who, a.id)).payment).toBe('due');
    expect(await ledgerOf(api, who.customer.row.id, 'parcel_payment')).toEqual({ transactions: 0, customerSum: 0 });
  });

  it('charges once for one idempotency key: the same body replays the first answer, another body is 422', async () => {
    const who = await declaringCustomer(api);
    const [a, b] = [await weighedParcel(api, who), await weighedParcel(api, who)];
    await probe.fund(api, who.customer.row.id, a.cost + b.cost);
    const key = `double-click-${a.id}-${b.id}`;
    const first = await pay(api, who, [a.id], key);
    const again = await pay(api, who, [a.id], key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await pay(api, who, [b.id], key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency.key_reused');
    expect(await usdBalance(api, who)).toBe(b.cost);
    expect((await ledgerOf(api, who.customer.row.id, 'parcel_payment')).transactions).toBe(1);
    const missing = await callAs(api, who, 'POST', '/parcels/payments', { payload: { parcel_ids: [b.id] } });
    expect(missing.json().code).toBe('idempotency.key_required');
  });

  it('never lets a customer quote or pay another’s parcel (404), nor an unknown one', async () => {
    const [owner, other] = [await declaringCustomer(api), await declaringCustomer(api)];
    const parcel = await weighedParcel(api, owner);
    const own = await weighedParcel(api, other);
    await probe.fund(api, other.customer.row.id, 100_00);
    for (const ids of [[parcel.id], [own.id, parcel.id], ['999999999']]) {
      for (const answer of [await quote(api, other, ids), await pay(api, other, ids)]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json().code).toBe('parcels.not_found');
      }
    }
    expect((await detailOf(owner, parcel.id)).payment).toBe('due');
    expect(await usdBalance(api, other)).toBe(100_00);
  });
});

describe('the warehouse and the payment', () => {
  const handOver = async (number: string) => {
    for (const type of ['shipped', 'at_customs', 'at_local_warehouse', 'ready_for_pickup']) {
      expect((await warehouseEvent(api, { type, tracking_number: number })).statusCode, type).toBe(200);
    }
    return warehouseEvent(api, { type: 'delivered', tracking_number: number });
  };

  it('refuses the hand-over of an unpaid parcel, and allows it once paid', async () => {
    const who = await declaringCustomer(api);
    const parcel = await weighedParcel(api, who);
    const refused = await handOver(parcel.number);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('parcels.unpaid');
    expect((await detailOf(who, parcel.id)).state).toBe('ready_for_pickup');
    await probe.fund(api, who.customer.row.id, parcel.cost);
    expect((await pay(api, who, [parcel.id])).statusCode).toBe(200);
    const delivered = await warehouseEvent(api, { type: 'delivered', tracking_number: parcel.number });
    expect(delivered.statusCode).toBe(200);
    expect((await detailOf(who, parcel.id)).state).toBe('delivered');
  });

  it('refunds a returned parcel’s payment to the wallet once, however often the event arrives', async () => {
    const who = await declaringCustomer(api);
    const [kept, back] = [await weighedParcel(api, who), await weighedParcel(api, who, 2000)];
    await probe.fund(api, who.customer.row.id, kept.cost + back.cost);
    expect((await pay(api, who, [kept.id, back.id])).statusCode).toBe(200);
    expect(await usdBalance(api, who)).toBe(0);
    const event = {
      event_id: `evt-return-${back.number}`,
      type: 'returned',
      tracking_number: back.number,
      occurred_at: new Date().toISOString(),
    };
    const now = Math.floor(Date.now() / 1000);
    for (let time = 0; time < 3; time += 1) {
      // Signed a second apart: three requests (not replays the signature layer refuses) carrying one event.
      const sent = await signedCall(api, developmentKey('warehouse'), 'POST', '/warehouse/events', {
        body: event,
        timestamp: now - time,
      });
      expect(sent.statusCode).toBe(200);
    }
    expect(await usdBalance(api, who)).toBe(back.cost);
    expect(await ledgerOf(api, who.customer.row.id, 'refund')).toEqual({ transactions: 1, customerSum: back.cost });
    // The parcel says so: refunded, while the one kept stays paid.
    expect((await detailOf(who, back.id)).payment).toBe('refunded');
    expect((await detailOf(who, kept.id)).payment).toBe('paid');
    const again = await warehouseEvent(api, { type: 'returned', tracking_number: back.number });
    expect(again.json().code).toBe('parcels.impossible_transition');
    expect(await usdBalance(api, who)).toBe(back.cost);
  });
});
