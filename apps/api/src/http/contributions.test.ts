import { endpoint, type NotificationEvent } from '@yolla/contract';
import { z } from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../app.ts';
import { createMemoryPubSub } from '../lib/pub-sub.ts';
import { createTestApi, testConfig, type TestApi } from '../test/harness.ts';
import { outboxOf } from '../test/codes.ts';
import { callAs, signedInCustomer } from '../test/signed-in.ts';
import { wireModules, type Platform } from './contributions.ts';
import { defineModule, type ApiModule, type ModuleDeps } from './module.ts';

const notifyEndpoint = endpoint({
  method: 'POST',
  path: '/test/notify',
  access: 'customer',
  body: z.object({ event: z.string() }),
  response: z.object({}),
  errors: [],
  tags: ['test'],
  summary: 'test',
});

/** A module raising an event another module contributes (the buy-for-me module, with its texts). */
const raising = defineModule({
  name: 'test-raising',
  setup: ({ services }) => ({
    routes(table) {
      table.add(notifyEndpoint, async ({ customer, body }) => {
        const { id, phone, email } = customer;
        await services.notifier.notify(
          { customerId: id, phone, email, language: 'en' },
          body.event as NotificationEvent,
        );
        return {};
      });
    },
  }),
});

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ modules: [raising], env: { SETTINGS_RATE_IP_MAX: '100000' } });
});
afterAll(() => api.close());

const platform = (): Platform => ({
  db: api.database.db,
  database: api.database,
  clock: { now: () => new Date() },
  limiter: {} as never,
  pubSub: createMemoryPubSub(),
  fetch,
  brand: 'Yolla',
  providers: {},
});

describe('modules wired from what they state', () => {
  it('send a contributed notification event on the channels the customer chose', async () => {
    const who = await signedInCustomer(api);
    const { phone, email } = who.customer;
    const payload = { event: 'buy_for_me_update' };
    // By default, buy-for-me updates go by e-mail only.
    expect((await callAs(api, who, 'POST', '/test/notify', { payload })).statusCode).toBe(200);
    expect(await outboxOf(api, phone)).toEqual([]);
    expect((await outboxOf(api, email)).map((message) => message.template)).toEqual(['buy_for_me.update']);
    await callAs(api, who, 'PATCH', '/me/notifications', {
      payload: { sms: { buy_for_me_update: true }, email: { buy_for_me_update: false } },
    });
    await callAs(api, who, 'POST', '/test/notify', { payload });
    expect((await outboxOf(api, phone)).map((message) => message.template)).toEqual(['buy_for_me.update']);
    expect(await outboxOf(api, email)).toHaveLength(1);
  });

  it('refuse to notify an event no module contributed', async () => {
    const who = await signedInCustomer(api);
    const { id, phone, email } = who.customer.row;
    // Without the parcels module, nothing contributes the parcel events.
    const { services } = wireModules(
      MODULES.filter((module) => module.name !== 'parcels'),
      platform(),
      api.config,
    );
    await expect(
      services.notifier.notify({ customerId: id, phone, email, language: 'en' }, 'parcel_arrived'),
    ).rejects.toThrow('No module contributes the notification event "parcel_arrived"');
  });

  it('refuse two modules offering the same grant, code purpose or event, naming it', () => {
    const twice = (name: string): ApiModule =>
      defineModule({
        name,
        setup: () => ({ contributes: { codeSignIn: [{ purpose: 'registration', accountFor: async () => null }] } }),
      });
    expect(() => wireModules([...MODULES, twice('again')], platform(), api.config)).toThrow(
      'Two modules contribute the code purpose "registration"',
    );
    const secondRefresh = defineModule({
      name: 'refresh-again',
      setup: () => ({
        contributes: { grants: [{ grantType: 'refresh_token', signIn: async () => ({}) as never }] },
      }),
    });
    expect(() => wireModules([...MODULES, secondRefresh], platform(), api.config)).toThrow(
      'Two modules contribute the grant "refresh_token"',
    );
  });

  it('build each service once, when first used, and name a service nobody provides', () => {
    let built = 0;
    const provider = defineModule({
      name: 'provider',
      provides: { notifier: () => ((built += 1), { notify: async () => undefined }) },
      setup: () => ({}),
    });
    const user = defineModule({ name: 'user', setup: ({ services }) => (services.notifier, services.notifier, {}) });
    wireModules([provider, user], platform(), api.config);
    expect(built).toBe(1);
    const orphan = defineModule({ name: 'orphan', setup: ({ services }) => (services.codes, {}) });
    expect(() => wireModules([orphan], platform(), api.config)).toThrow('No module provides the service "codes"');
  });

  it('hand each module only the configuration it names', () => {
    let seen: ModuleDeps<'account'>['config'] | null = null;
    const reader = defineModule({
      name: 'reader',
      config: ['account'],
      setup: ({ config }) => ((seen = config), {}),
    });
    wireModules([reader], platform(), testConfig());
    expect(Object.keys(seen ?? {})).toEqual(['account']);
  });
});
