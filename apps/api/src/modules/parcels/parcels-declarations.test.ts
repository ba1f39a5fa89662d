import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer } from '../../test/signed-in.ts';
import { declaration, declare, declaringCustomer, freshTracking, warehouseEvent } from './parcels-test-kit.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ env: { PARCELS_RATE_IP_MAX: '100000', PARCELS_RATE_ACCOUNT_MAX: '100000' } });
});
afterAll(() => api.close());

describe('declaring a parcel', () => {
  it('stores the declaration as expected, guesses the carrier and starts the timeline', async () => {
    const who = await declaringCustomer(api);
    const number = `1Z${freshTracking('').slice(0, 16).padEnd(16, '7')}`;
    const response = await declare(api, who, declaration(number.toLowerCase()));
    expect(response.statusCode).toBe(201);
    const parcel = response.json().data;
    expect(parcel).toMatchObject({
      tracking_number: number,
      carrier: 'ups',
      origin: 'TR',
      state: 'expected',
      payment: 'none',
      declared_total: { amount: 8500, currency: 'USD' },
      delivery: { kind: 'pickup', pickup_point_id: 'AZ-BAKU-001' },
      editable: true,
      delivery_changeable: true,
      next_action: null,
    });
    expect(parcel.items).toHaveLength(2);
    expect(parcel.timeline.map((entry: { kind: string }) => entry.kind)).toEqual(['declared']);
    expect(response.json().message).toBe('The parcel is declared.');
  });

  it('checks the total against the items and names the field, in the request’s language', async () => {
    const who = await declaringCustomer(api);
    const wrongTotal = await declare(
      api,
      who,
      declaration(freshTracking(), { declared_total: { amount: 9000, currency: 'USD' } }),
      'ru',
    );
    expect(wrongTotal.statusCode).toBe(400);
    expect(wrongTotal.json().errors).toEqual({
      'declared_total.amount': ['Общая сумма должна совпадать с суммой товаров.'],
    });
    const mixed = declaration(freshTracking());
    mixed.items = [
      { category: 'books', description: 'Novel', quantity: 1, unit_price: 1000, currency: 'USD' },
      { category: 'books', description: 'Atlas', quantity: 1, unit_price: 1000, currency: 'EUR' },
    ];
    const refused = await declare(api, who, mixed);
    expect(refused.json().errors['items.1.currency']).toEqual(['All items must be in the same currency.']);
  });

  it('refuses an unknown pickup point, a bad category, no items, and changes nothing', async () => {
    const who = await declaringCustomer(api);
    const number = freshTracking();
    const point = await declare(
      api,
      who,
      declaration(number, { delivery: { kind: 'pickup', pickup_point_id: 'AZ-BAKU-999' } }),
    );
    expect(point.statusCode).toBe(400);
    expect(Object.keys(point.json().errors)).toEqual(['delivery.pickup_point_id']);
    const empty = await declare(
      api,
      who,
      declaration(number, { items: [], declared_total: { amount: 0, currency: 'USD' } }),
    );
    expect(empty.statusCode).toBe(400);
    const category = declaration(number);
    category.items = [{ ...category.items[0]!, category: 'weapons' }];
    expect((await declare(api, who, category)).statusCode).toBe(400);
    expect((await callAs(api, who, 'GET', '/parcels')).json().meta.total).toBe(0);
  });

  it('sends a customer without a complete profile to finish it first', async () => {
    const who = await signedInCustomer(api);
    const response = await declare(api, who, declaration(freshTracking()));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('parcels.profile_incomplete');
  });

  it('refuses a number the customer declared before, and one another declared without saying whose', async () => {
    const [mine, theirs] = [await declaringCustomer(api), await declaringCustomer(api)];
    const number = freshTracking();
    expect((await declare(api, mine, declaration(number))).statusCode).toBe(201);
    const again = await declare(api, mine, declaration(number));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('parcels.already_declared');
    const taken = await declare(api, theirs, declaration(number));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('parcels.number_taken');
    expect(taken.body).not.toContain('Aysel');
    expect(taken.body).not.toContain(mine.customer.row.code);
  });

  it('declares in place a parcel the warehouse received before anyone declared it', async () => {
    const who = await declaringCustomer(api);
    const number = freshTracking();
    const arrived = await warehouseEvent(api, {
      type: 'received',
      tracking_number: number,
      suite_code: who.customer.row.code,
      origin: 'US',
      weight_grams: 1200,
    });
    expect(arrived.json().data.state).toBe('unknown_arrival');
    const listed = (await callAs(api, who, 'GET', '/parcels')).json().data[0];
    expect(listed).toMatchObject({ tracking_number: number, state: 'unknown_arrival', next_action: 'declare' });
    const declared = await declare(api, who, declaration(number, { origin: 'TR' }));
    expect(declared.statusCode).toBe(201);
    expect(declared.json().data).toMatchObject({ state: 'received', origin: 'US', payment: 'due' });
  });
});

describe('changing a declaration', () => {
  it('is allowed until the parcel leaves the foreign warehouse, then locked with the time it left', async () => {
    const who = await declaringCustomer(api);
    const number = freshTracking();
    const id = (await declare(api, who, declaration(number))).json().data.id as string;
    const { tracking_number: _number, ...change } = declaration(number, { shop: 'Amazon' });
    const saved = await callAs(api, who, 'PUT', `/parcels/${id}`, { payload: change });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.shop).toBe('Amazon');
    expect(saved.json().data.timeline.map((entry: { kind: string }) => entry.kind)).toEqual(['declared', 'changed']);

    await warehouseEvent(api, { type: 'received', tracking_number: number, weight_grams: 800 });
    const shippedAt = '2026-11-20T08:30:00.000Z';
    await warehouseEvent(api, { type: 'shipped', tracking_number: number, occurred_at: shippedAt, detail: 'IST-2211' });
    const locked = await callAs(api, who, 'PUT', `/parcels/${id}`, { payload: { ...change, shop: 'eBay' } });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('parcels.locked');
    const detail = (await callAs(api, who, 'GET', `/parcels/${id}`)).json().data;
    expect(detail).toMatchObject({ shop: 'Amazon', editable: false, locked_since: shippedAt });
  });

  it('lets the delivery change until the local warehouse', async () => {
    const who = await declaringCustomer(api);
    const number = freshTracking();
    const id = (await declare(api, who, declaration(number))).json().data.id as string;
    const courier = await callAs(api, who, 'PUT', `/parcels/${id}/delivery`, { payload: { kind: 'courier' } });
    expect(courier.json().data.delivery).toEqual({ kind: 'courier' });
    for (const type of ['received', 'shipped', 'at_customs', 'at_local_warehouse']) {
      const sent = await warehouseEvent(api, { type, tracking_number: number, weight_grams: 500 });
      expect(sent.statusCode, type).toBe(200);
    }
    const late = await callAs(api, who, 'PUT', `/parcels/${id}/delivery`, {
      payload: { kind: 'pickup', pickup_point_id: 'AZ-BAKU-002' },
    });
    expect(late.json().code).toBe('parcels.delivery_locked');
  });
});

describe('one customer’s parcels', () => {
  it('are out of every other customer’s reach: 404 by id, by number, for a change, and absent from lists', async () => {
    const [owner, stranger] = [await declaringCustomer(api), await declaringCustomer(api)];
    const number = freshTracking();
    const id = (await declare(api, owner, declaration(number))).json().data.id as string;
    const { tracking_number: _n, ...change } = declaration(number);
    const attempts = [
      await callAs(api, stranger, 'GET', `/parcels/${id}`),
      await callAs(api, stranger, 'GET', `/parcels/tracking/${number}`),
      await callAs(api, stranger, 'PUT', `/parcels/${id}`, { payload: change }),
      await callAs(api, stranger, 'PUT', `/parcels/${id}/delivery`, { payload: { kind: 'courier' } }),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json().code).toBe('parcels.not_found');
    }
    expect((await callAs(api, stranger, 'GET', `/parcels?q=${number}`)).json().meta.total).toBe(0);
    expect((await callAs(api, owner, 'GET', `/parcels/tracking/${number}`)).json().data.id).toBe(id);
    expect((await callAs(api, null, 'GET', `/parcels/${id}`)).statusCode).toBe(401);
  });

  it('keep account deletion waiting while one is still on its way', async () => {
    const who = await declaringCustomer(api);
    await declare(api, who, declaration(freshTracking()));
    const response = await callAs(api, who, 'POST', '/me/deletion', { payload: { password: who.customer.password } });
    expect(response.json().code).toBe('deletion.pending_parcels');
  });
});
