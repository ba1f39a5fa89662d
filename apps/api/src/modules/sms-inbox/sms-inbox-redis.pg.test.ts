import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, openTestDatabase, type TestApi } from '../../test/harness.ts';
import { connectedState, freshNamespace, testRedisUrl as redisUrl } from '../../test/redis.ts';
import { callAs, signedInCustomer } from '../../test/signed-in.ts';
import type { SharedState } from '../../lib/shared-state.ts';
import { deliver, fillPool, freshMarketplace, openStream } from './sms-inbox-test-kit.ts';

const market = freshMarketplace();

describe.runIf(redisUrl)('the SMS inbox’s stream across two instances sharing Redis', () => {
  let one: TestApi;
  let two: TestApi;
  let shared: SharedState[];
  let originTwo: string;

  beforeAll(async () => {
    const ns = freshNamespace();
    shared = [await connectedState(ns), await connectedState(ns)];
    const env = { SMS_MARKETPLACES: market };
    one = await createTestApi({ env, shared: shared[0]! });
    two = await createTestApi({ env, database: await openTestDatabase(), shared: shared[1]! });
    await fillPool(one.database.db, market, 3);
    originTwo = await two.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await Promise.all([one.close(), two.close()]);
    await Promise.all(shared.map((state) => state.close()));
  });

  const events = `/api/v1/client/sms-inbox/${market}/events`;

  it('brings a message received by instance one to a stream held on instance two within two seconds', async () => {
    const who = await signedInCustomer(one);
    const { number } = (await callAs(one, who, 'GET', `/sms-inbox/${market}`)).json().data;
    const stream = await openStream(originTwo, events, who);
    const started = Date.now();
    const sent = (await deliver(one, { to: number, text: 'Trendyol kodunuz 246810' })).json().data.id as string;
    const [event] = await stream.waitFor(1, 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(event?.id).toBe(sent);

    // Reconnecting to instance two after missing two messages on instance one replays both, in order.
    stream.close();
    const missed = [
      (await deliver(one, { to: number, text: 'kod 135790' })).json().data.id as string,
      (await deliver(one, { to: number, text: 'kod 975310' })).json().data.id as string,
    ];
    const again = await openStream(originTwo, events, who, { 'last-event-id': sent });
    expect((await again.waitFor(2)).map((e) => e.id)).toEqual(missed);
    again.close();
  });
});
