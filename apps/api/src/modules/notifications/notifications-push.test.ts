import { createECDH, randomUUID } from 'node:crypto';
import { NOTIFICATION_EVENTS } from '@yolla/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, type Metrics } from '../../lib/metrics.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { startPushService, testDevice, vapidKeyOf, type TestPushService } from '../../test/push-service.ts';
import { callAs, type SignedIn } from '../../test/signed-in.ts';
import { eventually } from '../../test/smtp-server.ts';
import { messageJobs } from '../messages/messages.table.ts';
import { customerIn, jobsOf, receivedParcel } from './notifications-test-kit.ts';

let api: TestApi;
let push: TestPushService;
let metrics: Metrics;
const vapid = createECDH('prime256v1');
vapid.generateKeys();
const VAPID_PUBLIC_KEY = vapid.getPublicKey().toString('base64url');

beforeAll(async () => {
  push = await startPushService();
  metrics = createMetrics();
  api = await createTestApi({
    metrics,
    env: {
      VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: vapid.getPrivateKey().toString('base64url'),
      VAPID_SUBJECT: 'mailto:ops@yolla.test',
      // The push service started here; a real deployment keeps the browsers' own (config-push.ts).
      PUSH_SERVICE_HOSTS: '127.0.0.1',
      NOTIFICATIONS_WORKER: 'true',
      NOTIFICATIONS_POLL_MS: '50',
      PARCELS_RATE_IP_MAX: '100000',
      SETTINGS_RATE_IP_MAX: '100000',
    },
  });
});
afterAll(async () => {
  await api.close();
  await push.close();
});

/** A device of `who` subscribed through the settings' endpoint, at its own path of the push service. */
async function subscribedDevice(who: SignedIn, label = 'Firefox, Android') {
  const device = testDevice();
  const path = `/wpush/v2/${randomUUID()}`;
  const response = await callAs(api, who, 'POST', '/me/push-subscriptions', {
    payload: { endpoint: `${push.origin}${path}`, keys: device.keys, label },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...device, path, id: response.json().data.id as string };
}

/** The customer's deliveries and messages not yet settled. */
async function pendingOf(who: SignedIn): Promise<number> {
  const jobs = await jobsOf(api, who.customer.row.id);
  const messages = await api.database.db
    .select({ state: messageJobs.state })
    .from(messageJobs)
    .where(eq(messageJobs.customerId, who.customer.row.id));
  return [...jobs, ...messages].filter((row) => row.state === 'pending').length;
}

const devicesOf = async (who: SignedIn) =>
  (await callAs(api, who, 'GET', '/me/push-subscriptions')).json().data as {
    public_key: string | null;
    subscriptions: { id: string; label: string }[];
  };

describe('a parcel’s notice pushed to an installed app', () => {
  it('reaches the push service VAPID-signed, and the device decrypts it in the customer’s language', async () => {
    const who = await customerIn(api, 'ru');
    const device = await subscribedDevice(who);
    const { number } = await receivedParcel(api, who);
    const pushes = () => push.received.filter((request) => request.path === device.path);
    await eventually(() => pushes().length >= 1);
    const [request] = pushes();
    expect(request?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request?.headers.ttl)).toBeGreaterThan(0);
    expect(vapidKeyOf(request!, push.origin)).toBe(VAPID_PUBLIC_KEY);
    const notice = JSON.parse(device.decrypt(request!.body)) as { title: string; body: string };
    expect(notice.title).toBe(`Ваша посылка ${number} прибыла на склад Yolla`);
    expect(notice.body).toContain(`ваша посылка ${number} прибыла на наш склад за границей`);
    expect(request!.body.includes(Buffer.from(number))).toBe(false);
    await eventually(async () => (await pendingOf(who)) === 0);
    expect(await metrics.registry.getSingleMetricAsString('yolla_messages_total')).toMatch(
      /yolla_messages_total\{channel="push",outcome="sent"\} [1-9]/,
    );
  });

  it('goes to each of the customer’s devices, and to none once they turned push off', async () => {
    const who = await customerIn(api, 'az');
    const phone = await subscribedDevice(who, 'Chrome, Android');
    const laptop = await subscribedDevice(who, 'Safari, macOS');
    const toDevices = () => push.received.filter((r) => [phone.path, laptop.path].includes(r.path)).length;
    await receivedParcel(api, who);
    // A received parcel tells of its arrival and of its payment due: both reach both devices.
    const pushesTo = (path: string) => push.received.filter((r) => r.path === path).length;
    await eventually(() => pushesTo(phone.path) === 2 && pushesTo(laptop.path) === 2);
    await eventually(async () => (await pendingOf(who)) === 0);
    const before = toDevices();

    const off = Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, false]));
    expect((await callAs(api, who, 'PATCH', '/me/notifications', { payload: { push: off } })).statusCode).toBe(200);
    const { number } = await receivedParcel(api, who);
    await eventually(async () => (await callAs(api, who, 'GET', '/me/notices')).body.includes(number));
    await eventually(async () => (await pendingOf(who)) === 0);
    expect(toDevices()).toBe(before);
  });

  it('removes the device when the push service answers 410 Gone, and sends to it no more', async () => {
    const who = await customerIn(api, 'en');
    const gone = await subscribedDevice(who, 'Chrome, Windows');
    const kept = await subscribedDevice(who, 'Edge, Windows');
    push.answer(gone.path, 410);
    await receivedParcel(api, who);
    await eventually(async () => (await devicesOf(who)).subscriptions.length === 1);
    expect((await devicesOf(who)).subscriptions.map((device) => device.id)).toEqual([kept.id]);
    const rowsOf = (device: { id: string }) =>
      api.database.db.select().from(messageJobs).where(eq(messageJobs.recipient, device.id));
    await eventually(async () => (await rowsOf(gone)).every((row) => row.state !== 'pending'));
    const failed = await rowsOf(gone);
    expect(failed.map((row) => row.state)).not.toContain('sent');
    expect(failed).toContainEqual(
      expect.objectContaining({
        channel: 'push',
        state: 'failed',
        attempts: 1,
        lastError: 'push service answered 410',
      }),
    );
    expect(JSON.stringify(failed.map((row) => row.lastError))).not.toContain('127.0.0.1');
    expect(await metrics.registry.getSingleMetricAsString('yolla_messages_total')).toMatch(
      /yolla_messages_total\{channel="push",outcome="failed"\} [1-9]/,
    );

    const goneBefore = push.received.filter((r) => r.path === gone.path).length;
    const keptBefore = push.received.filter((r) => r.path === kept.path).length;
    await receivedParcel(api, who);
    await eventually(() => push.received.filter((r) => r.path === kept.path).length >= keptBefore + 2);
    expect(push.received.filter((r) => r.path === gone.path).length).toBe(goneBefore);
  });
});

describe('a customer’s push devices in settings', () => {
  it('are listed with the key to subscribe with, never with their endpoint, and removed one by one', async () => {
    const who = await customerIn(api, 'ka');
    const device = await subscribedDevice(who, 'Firefox, Linux');
    const listed = await callAs(api, who, 'GET', '/me/push-subscriptions');
    expect(listed.json().data).toEqual({
      public_key: VAPID_PUBLIC_KEY,
      subscriptions: [{ id: device.id, label: 'Firefox, Linux', created_at: expect.any(String) }],
    });
    expect(listed.body).not.toContain(push.origin);

    const someoneElse = await customerIn(api, 'ka');
    expect((await callAs(api, someoneElse, 'DELETE', `/me/push-subscriptions/${device.id}`)).statusCode).toBe(404);
    const removed = await callAs(api, who, 'DELETE', `/me/push-subscriptions/${device.id}`, { language: 'ka' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('მოწყობილობა აღარ მიიღებს შეტყობინებებს.');
    expect((await devicesOf(who)).subscriptions).toEqual([]);
  });

  it('refuse an endpoint that is not https, or keys that are not the Push API’s', async () => {
    const who = await customerIn(api, 'en');
    const { keys } = testDevice();
    for (const payload of [
      { endpoint: 'http://push.example.com/x', keys },
      { endpoint: `${push.origin}/x`, keys: { ...keys, p256dh: 'short' } },
      { endpoint: `${push.origin}/x`, keys: { p256dh: keys.p256dh } },
    ]) {
      const response = await callAs(api, who, 'POST', '/me/push-subscriptions', { payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('common.validation_failed');
    }
  });

  it('refuse an endpoint on a host that is not a push service, so the server posts nowhere a customer chooses', async () => {
    const who = await customerIn(api, 'ru');
    for (const endpoint of ['https://10.0.0.7/x', 'https://127.0.0.1.example.com/x', 'https://localhost/x']) {
      const payload = { endpoint, keys: testDevice().keys };
      const response = await callAs(api, who, 'POST', '/me/push-subscriptions', { payload, language: 'ru' });
      expect(response.statusCode, endpoint).toBe(422);
      expect(response.json().code).toBe('push.service_unknown');
    }
    expect((await devicesOf(who)).subscriptions).toEqual([]);
  });
});

describe('without VAPID keys', () => {
  it('push is not offered: no key to subscribe with, and subscribing is refused', async () => {
    const plain = await createTestApi({ env: { SETTINGS_RATE_IP_MAX: '100000' } });
    try {
      const who = await customerIn(plain, 'uz');
      const listed = await callAs(plain, who, 'GET', '/me/push-subscriptions');
      expect(listed.json().data).toEqual({ public_key: null, subscriptions: [] });
      const refused = await callAs(plain, who, 'POST', '/me/push-subscriptions', {
        payload: { endpoint: `${push.origin}/wpush/x`, keys: testDevice().keys },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('push.not_offered');
    } finally {
      await plain.close();
    }
  });
});
