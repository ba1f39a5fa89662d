import { LOCALES } from '@yolla/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleDeps } from '../../http/module.ts';
import { composeMessage } from '../../lib/messages.ts';
import { createTestApi, fakeClock, outboxOf, usesPostgres, type FakeClock, type TestApi } from '../../test/harness.ts';
import { claimDue } from './notifications.delivery.ts';
import { backoffMs, CLAIM_LEASE_MS } from './notifications.worker.ts';
import {
  customerIn,
  jobsOf,
  noticesOf,
  probe,
  receivedParcel,
  recordingProvider,
  SETTINGS,
  workerFor,
} from './notifications-test-kit.ts';

let api: TestApi;
let clock: FakeClock;
let deps: () => ModuleDeps<never>;

beforeAll(async () => {
  const seen = probe();
  deps = seen.deps;
  clock = fakeClock();
  api = await createTestApi({
    env: { PARCELS_RATE_IP_MAX: '100000', PARCELS_RATE_ACCOUNT_MAX: '100000' },
    modules: [seen.module],
    clock,
  });
});
afterAll(() => api.close());

/** Each delivery of the customer, by channel and template. */
const sentTo = (messages: { customerId: number | null; channel: string; template: string }[], customerId: number) =>
  messages
    .filter((message) => message.customerId === customerId)
    .map((message) => `${message.template}:${message.channel}`)
    .sort();

// The embedded database's poller. On PostgreSQL graphile-worker delivers (`notifications-workers.pg.test.ts`), and
// the poller would claim the pending deliveries every other test file leaves in the one shared database.
describe.skipIf(usesPostgres)('the delivery worker', () => {
  it('that crashes part way loses nothing and sends nothing twice; the screen shows each notice once', async () => {
    const who = await customerIn(api);
    await receivedParcel(api, who);
    await receivedParcel(api, who);
    // Eight deliveries (two parcels, two notices each, SMS and e-mail): the gateway fails from the third call on.
    const failing = recordingProvider((_message, call) => call >= 3);
    await workerFor(api, deps(), failing.provider).runOnce();
    expect(failing.delivered.filter((message) => message.customerId === who.customer.row.id)).toHaveLength(2);

    // Retried no sooner than the backoff: nothing is due a moment later.
    const healthy = recordingProvider();
    clock.advance(SETTINGS.retryBaseMs / 1000 - 0.5);
    await workerFor(api, deps(), healthy.provider).runOnce();
    expect(sentTo(healthy.delivered, who.customer.row.id)).toEqual([]);
    clock.advance(1);
    await workerFor(api, deps(), healthy.provider).runOnce();

    const all = [...failing.delivered, ...healthy.delivered];
    expect(sentTo(all, who.customer.row.id)).toEqual(
      [
        'parcel.arrived:email',
        'parcel.arrived:sms',
        'parcel.arrived:email',
        'parcel.arrived:sms',
        'parcel.payment_due:email',
        'parcel.payment_due:sms',
        'parcel.payment_due:email',
        'parcel.payment_due:sms',
      ].sort(),
    );
    const jobs = await jobsOf(api, who.customer.row.id);
    expect(jobs.every((job) => job.state === 'sent')).toBe(true);
    expect(jobs.filter((job) => job.attempts === 2)).toHaveLength(6);
    expect((await noticesOf(api, who)).json().meta).toMatchObject({ total: 4, unread: 4 });
  });

  it('that stops between claiming and sending hands the deliveries back when the claim lapses, once', async () => {
    const who = await customerIn(api);
    await receivedParcel(api, who);
    // A worker claims everything due, then its process dies: nothing is sent, nothing recorded.
    const claimed = await claimDue(api.database.db, clock.now(), CLAIM_LEASE_MS, 1000);
    expect(claimed.filter((job) => job.customerId === who.customer.row.id)).toHaveLength(4);

    const next = recordingProvider();
    await workerFor(api, deps(), next.provider).runOnce();
    expect(sentTo(next.delivered, who.customer.row.id)).toEqual([]);
    clock.advance(CLAIM_LEASE_MS / 1000 + 1);
    await workerFor(api, deps(), next.provider).runOnce();
    await workerFor(api, deps(), next.provider).runOnce();
    expect(sentTo(next.delivered, who.customer.row.id)).toEqual([
      'parcel.arrived:email',
      'parcel.arrived:sms',
      'parcel.payment_due:email',
      'parcel.payment_due:sms',
    ]);
    expect((await noticesOf(api, who)).json().meta.total).toBe(2);
  });

  it('backs off exponentially, and records a delivery that failed every try', async () => {
    const who = await customerIn(api);
    await receivedParcel(api, who);
    const down = recordingProvider(() => true);
    const expected = [SETTINGS.retryBaseMs, SETTINGS.retryBaseMs * 2];
    for (const wait of expected) {
      const before = clock.now().getTime();
      await workerFor(api, deps(), down.provider).runOnce();
      const [job] = (await jobsOf(api, who.customer.row.id)).filter((row) => row.state === 'pending');
      expect(job?.nextAttemptAt.getTime()).toBe(before + wait);
      expect(job?.lastError).toBe('the gateway is down');
      clock.advance(wait / 1000);
    }
    await workerFor(api, deps(), down.provider).runOnce();
    const jobs = await jobsOf(api, who.customer.row.id);
    expect(jobs.map((job) => [job.state, job.attempts])).toEqual(jobs.map(() => ['failed', SETTINGS.maxAttempts]));
    clock.advance(3600);
    await workerFor(api, deps(), recordingProvider().provider).runOnce();
    expect((await jobsOf(api, who.customer.row.id)).every((job) => job.state === 'failed')).toBe(true);
  });

  it('waits the base doubled per try, never more than the cap', () => {
    const settings = { retryBaseMs: 1000, retryMaxMs: 10_000 };
    expect([1, 2, 3, 4, 5, 6].map((attempts) => backoffMs(settings, attempts))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});

// On PostgreSQL the API runs graphile-worker, which would take every queued job of the run's shared database: that
// case is in notifications-workers.pg.test.ts, on a database of its own.
describe.skipIf(usesPostgres)('the worker in the API process', () => {
  it('starts with the API, delivers through the message provider, and stops when the API closes', async () => {
    const running = await createTestApi({
      env: { NOTIFICATIONS_WORKER: 'true', NOTIFICATIONS_POLL_MS: '20', PARCELS_RATE_IP_MAX: '100000' },
    });
    try {
      const who = await customerIn(running, 'az');
      const { number } = await receivedParcel(running, who);
      let messages = await outboxOf(running, who.customer.phone);
      for (let i = 0; i < 100 && messages.length < 2; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        messages = await outboxOf(running, who.customer.phone);
      }
      expect(messages.map((message) => message.template).sort()).toEqual(['parcel.arrived', 'parcel.payment_due']);
      expect(messages.find((message) => message.template === 'parcel.arrived')?.body).toBe(
        `Yolla: ${number} nömrəli bağlamanız xaricdəki anbarımıza çatdı. Ətraflı məlumat şəxsi kabinetinizdədir.`,
      );
    } finally {
      await running.close();
    }
  });
});

describe('the texts of parcel notifications', () => {
  it('exist for every event, channel and language, with the tracking number, and e-mails have a subject', () => {
    const definitions = [
      'parcel_arrived',
      'ready_for_pickup',
      'payment_due',
      'parcel_held',
      'parcel_returned',
    ] as const;
    for (const event of definitions) {
      const definition = deps().contributions.notification(event);
      expect(definition, event).not.toBeNull();
      for (const language of LOCALES) {
        for (const channel of ['sms', 'email'] as const) {
          const template = definition!.templates[channel];
          const params = { tracking: 'TR123456', amount: '10,50 $' };
          const message = composeMessage({ channel, to: 'x', template, language, params }, 'Yolla');
          expect(message.body, `${event} ${language}`).toContain('TR123456');
          expect(message.body).not.toMatch(/\{\{|notify\./);
          if (channel === 'email') expect(message.subject, `${event} ${language}`).toContain('TR123456');
        }
      }
    }
  });

  it('differ between languages (written in each, not copied)', () => {
    const template = deps().contributions.notification('parcel_held')!.templates.sms;
    const bodies = LOCALES.map(
      (language) =>
        composeMessage({ channel: 'sms', to: 'x', template, language, params: { tracking: 'T1' } }, 'Yolla').body,
    );
    expect(new Set(bodies).size).toBe(LOCALES.length);
  });
});
