import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../app.ts';
import { createMemoryPubSub } from '../lib/pub-sub.ts';
import { createTestApi, testConfig, type TestApi } from '../test/harness.ts';
import { wireModules, type Platform } from './contributions.ts';
import { defineModule, type ApiModule, type ModuleDeps } from './module.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
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
  metrics: null,
});

describe('modules wired from what they state', () => {
  it('know each notification event by the module that raises it, and nothing nobody raises', () => {
    const all = wireModules(MODULES, platform(), api.config);
    expect(all.contributions.notification('parcel_arrived')?.templates).toEqual({
      sms: 'parcel.arrived',
      email: 'parcel.arrived',
    });
    const raising = defineModule({
      name: 'raising',
      setup: () => ({
        contributes: {
          notifications: [
            { event: 'buy_for_me_update', templates: { sms: 'buy_for_me.update', email: 'buy_for_me.update' } },
          ],
        },
      }),
    });
    const { contributions } = wireModules([raising], platform(), api.config);
    expect(contributions.notification('buy_for_me_update')?.templates.email).toBe('buy_for_me.update');
    expect(contributions.notification('parcel_arrived')).toBeNull();
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
      provides: {
        messages: () => ((built += 1), { send: async () => undefined, undelivered: async () => new Set<string>() }),
      },
      setup: () => ({}),
    });
    const user = defineModule({ name: 'user', setup: ({ services }) => (services.messages, services.messages, {}) });
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
