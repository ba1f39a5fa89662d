import * as contract from '@yolla/contract';
import { buyForMeQuoteEndpoint, conversionQuoteEndpoint, type EndpointDefinition } from '@yolla/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../db/idempotency.table.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { routeTableOf } from '../../test/route-table.ts';
import { callAs, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import {
  conversionsOf,
  credit,
  LIFTED_WALLET_LIMITS,
  newIdempotencyKey,
  usdOf,
  spend,
} from './wallet-ledger-test-kit.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: LIFTED_WALLET_LIMITS });
});
afterAll(async () => api?.close());

async function customerWithDollars(amount: number) {
  const who = await signedInCustomer(api, { country: 'AZ' });
  if (amount > 0) await credit(api.database.db, who.customer.row.id, 'USD', amount);
  return who;
}
const quoteOf = async (who: SignedIn, amount: number) =>
  (await callAs(api, who, 'POST', '/wallet/conversions/quotes', { payload: { from: 'USD', to: 'AZN', amount } })).json()
    .data.id as string;
const convert = (who: SignedIn, quoteId: string, headers: Record<string, string>) =>
  callAs(api, who, 'POST', '/wallet/conversions', { payload: { quote_id: quoteId }, headers });
const keyRows = async (who: SignedIn, key: string) =>
  api.database.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, who.customer.row.id), eq(idempotencyKeys.key, key)));

describe('a money-moving request’s Idempotency-Key', () => {
  it('answers the same key and body with the first answer again, marked replayed, and moves the money once', async () => {
    const who = await customerWithDollars(100_00);
    const quote = await quoteOf(who, 10_00);
    const key = newIdempotencyKey();
    const first = await convert(who, quote, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    for (let i = 0; i < 3; i += 1) {
      const again = await convert(who, quote, { 'idempotency-key': key });
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
    }
    expect(await conversionsOf(api, quote)).toBe(1);
    expect(await usdOf(api, who)).toBe(90_00);
  });

  it('refuses the same key with another body (422), moving nothing', async () => {
    const who = await customerWithDollars(100_00);
    const key = newIdempotencyKey();
    expect((await convert(who, await quoteOf(who, 10_00), { 'idempotency-key': key })).statusCode).toBe(200);
    const other = await quoteOf(who, 20_00);
    const reused = await convert(who, other, { 'idempotency-key': key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('idempotency.key_reused');
    expect(await conversionsOf(api, other)).toBe(0);
    expect(await usdOf(api, who)).toBe(90_00);
  });

  it('keeps keys per customer: another customer’s same key is a key of their own', async () => {
    const alice = await customerWithDollars(100_00);
    const bob = await customerWithDollars(100_00);
    const key = newIdempotencyKey();
    expect((await convert(alice, await quoteOf(alice, 10_00), { 'idempotency-key': key })).statusCode).toBe(200);
    const own = await convert(bob, await quoteOf(bob, 30_00), { 'idempotency-key': key });
    expect(own.statusCode).toBe(200);
    expect(own.headers['idempotent-replayed']).toBeUndefined();
    expect([await usdOf(api, alice), await usdOf(api, bob)]).toEqual([90_00, 70_00]);
  });

  it.each([
    ['no key', {}],
    ['an empty key', { 'idempotency-key': '' }],
    ['a key too short', { 'idempotency-key': 'a'.repeat(15) }],
    ['a key too long', { 'idempotency-key': 'a'.repeat(129) }],
    ['a key of other characters', { 'idempotency-key': 'key with spaces in it!' }],
  ])('refuses %s (400 idempotency.key_required), moving nothing', async (_name, headers) => {
    const who = await customerWithDollars(100_00);
    const quote = await quoteOf(who, 10_00);
    const refused = await convert(who, quote, headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('idempotency.key_required');
    expect(await conversionsOf(api, quote)).toBe(0);
  });

  it('records nothing for a refused request: after a top-up the same key goes through', async () => {
    const who = await customerWithDollars(10_00);
    const quote = await quoteOf(who, 10_00);
    await spend(api.database.db, who.customer.row.id, 'USD', 5_00);
    const key = newIdempotencyKey();
    const refused = await convert(who, quote, { 'idempotency-key': key });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('wallet.insufficient_funds');
    expect(await keyRows(who, key)).toEqual([]);
    expect(await conversionsOf(api, quote)).toBe(0);
    await credit(api.database.db, who.customer.row.id, 'USD', 5_00);
    const retried = await convert(who, quote, { 'idempotency-key': key });
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await keyRows(who, key)).toHaveLength(1);
    expect(await usdOf(api, who)).toBe(0);
  });
});

const nameOf = (endpoint: EndpointDefinition) => `${endpoint.method} ${endpoint.path}`;
const movesMoney = (endpoint: EndpointDefinition) =>
  endpoint.access === 'customer' &&
  endpoint.method !== 'GET' &&
  /^\/(wallet|parcels\/payments|buy-for-me|courier-orders)(\/|$)/.test(endpoint.path) &&
  endpoint !== conversionQuoteEndpoint &&
  endpoint !== buyForMeQuoteEndpoint;

describe('every money-moving route', () => {
  it('is idempotent by key: every customer POST under /wallet, /parcels/payments and the orders but the quotes', async () => {
    const routed = (await routeTableOf(api.config, api.database)).entries.map((entry) => entry.endpoint);
    const declared = (Object.values(contract) as unknown[]).filter(
      (value): value is EndpointDefinition =>
        typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value,
    );
    const moving = [...new Set([...routed, ...declared])].filter(movesMoney);
    expect(moving.map(nameOf)).toEqual(
      expect.arrayContaining([
        'POST /wallet/conversions',
        'POST /buy-for-me/orders',
        'POST /buy-for-me/orders/:id/payment',
        'POST /buy-for-me/orders/:id/cancellation',
        'POST /courier-orders',
        'POST /courier-orders/:id/cancellation',
      ]),
    );
    for (const endpoint of moving) expect(endpoint.idempotent, nameOf(endpoint)).toBe(true);
  });

  it('refuses, route by route, a request without a valid key before doing anything', async () => {
    const who = await customerWithDollars(100_00);
    const idempotent = (await routeTableOf(api.config, api.database)).entries
      .map((entry) => entry.endpoint)
      .filter((endpoint) => endpoint.idempotent);
    expect(idempotent.length).toBeGreaterThan(0);
    for (const endpoint of idempotent) {
      // An empty body: the key is checked before the body is validated, so nothing else is needed to reach it.
      for (const headers of [{}, { 'idempotency-key': 'short' }] as Record<string, string>[]) {
        const refused = await callAs(api, who, endpoint.method, endpoint.path.replace(/:\w+/g, '1'), {
          payload: {},
          headers,
        });
        expect(refused.statusCode, nameOf(endpoint)).toBe(400);
        expect(refused.json().code, nameOf(endpoint)).toBe('idempotency.key_required');
      }
    }
    expect(await usdOf(api, who)).toBe(100_00);
  });
});
