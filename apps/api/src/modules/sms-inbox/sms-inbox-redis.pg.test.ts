import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess } from '../../test/api-process.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { connectedState, testRedisUrl as redisUrl } from '../../test/redis.ts';
import { callAs, signedInCustomer } from '../../test/signed-in.ts';
import type { SharedState } from '../../lib/shared-state.ts';
import { deliver, fillPool, freshMarketplace, openStream } from './sms-inbox-test-kit.ts';

const market = freshMarketplace();
/** The stand-alone API process's Redis namespace (its default): the in-process instance shares it. */
const NAMESPACE = 'yolla';

describe.runIf(redisUrl)('the SMS inbox’s stream across two processes sharing Redis', () => {
  let one: TestApi;
  let shared: SharedState;
  let two: { origin: string; process: ChildProcess };

  beforeAll(async () => {
    shared = await connectedState(NAMESPACE);
    one = await createTestApi({ env: { SMS_MARKETPLACES: market }, shared });
    await fillPool(one.database.db, market, 3);
    two = await startApiProcess({ REDIS_URL: redisUrl!, SMS_MARKETPLACES: market });
  }, 60_000);
  afterAll(async () => {
    const exited = new Promise((resolve) => two?.process.once('exit', resolve));
    two?.process.kill('SIGTERM');
    await exited;
    await one.close();
    await shared.close();
  });

  const events = `/api/v1/client/sms-inbox/${market}/events`;

  it('brings a message received by this process to a stream held by the other within two seconds', async () => {
    const who = await signedInCustomer(one);
    const { number } = (await callAs(one, who, 'GET', `/sms-inbox/${market}`)).json().data;
    const stream = await openStream(two.origin, events, who);
    const started = Date.now();
    const sent = (await deliver(one, { to: number, text: 'Trendyol kodunuz 246810' })).json().data.id as string;
    const [event] = await stream.waitFor(1, 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(event?.id).toBe(sent);

    // Reconnecting to the other process after missing two messages here replays both, in order.
    stream.close();
    const missed = [
      (await deliver(one, { to: number, text: 'kod 135790' })).json().data.id as string,
      (await deliver(one, { to: number, text: 'kod 975310' })).json().data.id as string,
    ];
    const again = await openStream(two.origin, events, who, { 'last-event-id': sent });
    expect((await again.waitFor(2)).map((e) => e.id)).toEqual(missed);
    again.close();
  });
});
