import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { connectedState, testRedisUrl as redisUrl } from '../../test/redis.ts';
import { callAs, signedInCustomer } from '../../test/signed-in.ts';
import type { SharedState } from '../../lib/shared-state.ts';
import { deliver, fillPool, freshMarketplace, openStream } from './sms-inbox-test-kit.ts';

const market = freshMarketplace();
const SERVER = fileURLToPath(new URL('../../server.ts', import.meta.url));
/** The stand-alone API process's Redis namespace (its default): the in-process instance shares it. */
const NAMESPACE = 'yolla';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The stand-alone API (`src/server.ts`) in a process of its own, on the suite's PostgreSQL and Redis. */
async function startApiProcess(): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: inject('pgUrl'),
      REDIS_URL: redisUrl!,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      SMS_MARKETPLACES: market,
      NOTIFICATIONS_WORKER: 'false',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`the API process ended with ${child.exitCode}`);
    const ready = await fetch(`${origin}/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { origin, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the API process did not start within 30 s');
}

describe.runIf(redisUrl)('the SMS inbox’s stream across two processes sharing Redis', () => {
  let one: TestApi;
  let shared: SharedState;
  let two: { origin: string; child: ChildProcess };

  beforeAll(async () => {
    shared = await connectedState(NAMESPACE);
    one = await createTestApi({ env: { SMS_MARKETPLACES: market }, shared });
    await fillPool(one.database.db, market, 3);
    two = await startApiProcess();
  }, 60_000);
  afterAll(async () => {
    const exited = new Promise((resolve) => two?.child.once('exit', resolve));
    two?.child.kill('SIGTERM');
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
