import { buyForMeRequestSchema } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineModule, systemClock, type Services } from '../../http/module.ts';
import type { Resolver } from '../../lib/public-link.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { customerOf, orderBody, probe } from './buy-for-me-test-kit.ts';
import { createBuyForMeOrderService } from './buy-for-me.service.ts';

/*
 * The shop links' resolver is a dependency of the buy-for-me service (the system's DNS by default): whichever one it
 * is given, the check runs on every order placed through the service.
 */
let api: TestApi;
let services: Services | null = null;
beforeAll(async () => {
  const capture = defineModule({
    name: 'test-services-probe',
    setup: (deps) => {
      services = deps.services;
      return {};
    },
  });
  api = await createTestApi({ modules: [probe.module, capture] });
});
afterAll(() => api.close());

async function placeWith(resolve: Resolver, link: string) {
  if (!services) throw new Error('the services probe is not set up');
  const service = createBuyForMeOrderService({ db: api.database.db, clock: systemClock, services, resolve });
  const who = await customerOf(api);
  await probe.fund(api, who.customer.row.id, 100_00);
  const body = buyForMeRequestSchema.parse(
    orderBody({ items: [{ link, description: 'Shoes', quantity: 1, unit_price: 10_00 }] }),
  );
  const buyer = { id: who.customer.row.id, country: 'AZ' };
  return api.database.db
    .transaction((tx) => service.place(tx, buyer, body))
    .then(
      (order) => order.status,
      (error: unknown) => (error as { code?: string }).code,
    );
}

describe('the shop links of an order placed through the buy-for-me service', () => {
  it('are refused when the given resolver answers an address inside our network', async () => {
    const intoOurNetwork: Resolver = () => Promise.resolve([{ address: '10.0.0.5' }]);
    expect(await placeWith(intoOurNetwork, 'https://www.shop.example/p/1')).toBe('buy_for_me.private_link');
  });

  it('are accepted when the name answers no address (the demo’s resolver), a literal private address still refused', async () => {
    const noAnswer: Resolver = () => Promise.resolve([]);
    expect(await placeWith(noAnswer, 'https://www.shop.example/p/2')).toBe('paid');
    expect(await placeWith(noAnswer, 'http://127.0.0.1/admin')).toBe('buy_for_me.private_link');
  });
});
