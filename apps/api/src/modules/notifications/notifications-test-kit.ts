import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { defineModule, type ModuleDeps } from '../../http/module.ts';
import { createMessenger, type ComposedMessage, type MessageProvider } from '../../lib/messages.ts';
import type { TestApi } from '../../test/harness.ts';
import { developmentKey, signedCall } from '../../test/machine.ts';
import { callAs, randomNationalId, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { deliverTask } from './notifications.queue.ts';
import { notificationJobs, notifications } from './notifications.table.ts';
import { createDeliveryWorker, type DeliverySettings } from './notifications.worker.ts';

/** A module that only keeps the deps it was given: the real contributions and services, for a worker built by hand. */
export function probe() {
  const seen: { deps: ModuleDeps<never> | null } = { deps: null };
  const module = defineModule({
    name: 'probe',
    setup: (deps) => {
      seen.deps = deps;
      return {};
    },
  });
  return { module, deps: () => seen.deps! };
}

/** A provider that records what it delivers, and fails as the test says. */
export function recordingProvider(fail: (message: ComposedMessage, index: number) => boolean = () => false) {
  const delivered: ComposedMessage[] = [];
  let calls = 0;
  const provider: MessageProvider = {
    name: 'recording',
    async deliver(message) {
      calls += 1;
      if (fail(message, calls)) throw new Error('the gateway is down');
      delivered.push(message);
    },
  };
  return { provider, delivered };
}

export const SETTINGS: DeliverySettings = {
  worker: false,
  pollMs: 10,
  retryBaseMs: 1000,
  retryMaxMs: 60_000,
  maxAttempts: 3,
};

/** A worker over the test API's database, with the real event texts and the given provider. */
export function workerFor(
  api: TestApi,
  deps: ModuleDeps<never>,
  provider: MessageProvider,
  settings: Partial<DeliverySettings> = {},
) {
  return createDeliveryWorker({
    db: api.database.db,
    clock: deps.clock,
    messages: createMessenger(provider, 'Yolla'),
    contributions: deps.contributions,
    settings: { ...SETTINGS, ...settings },
  });
}

/** graphile-worker's delivery task over the test API's database, with the real event texts and the given provider. */
export function taskFor(api: TestApi, deps: ModuleDeps<never>, provider: MessageProvider) {
  return deliverTask({
    db: api.database.db,
    clock: deps.clock,
    messages: createMessenger(provider, 'Yolla'),
    contributions: deps.contributions,
  });
}

/** A customer whose profile customs accepts, signed in, writing messages in `language`. */
export function customerIn(api: TestApi, language: 'az' | 'en' | 'ru' | 'uz' | 'ka' = 'en'): Promise<SignedIn> {
  return signedInCustomer(api, {
    country: 'AZ',
    language,
    name: 'Aysel',
    surname: 'Məmmədova',
    nationalId: randomNationalId.AZ(),
    birthDate: '1992-04-12',
    profileCompletedAt: new Date(),
  });
}

export function freshNumber(): string {
  return `NT${Date.now().toString().slice(-8)}${randomInt(100_000, 999_999)}`;
}

let events = 0;

/** A warehouse event through the signed machine access. */
export function warehouse(api: TestApi, body: Record<string, unknown>, eventId?: string) {
  events += 1;
  return signedCall(api, developmentKey('warehouse'), 'POST', '/warehouse/events', {
    body: {
      event_id: eventId ?? `evt-n-${Date.now()}-${events}-${randomInt(1_000_000)}`,
      occurred_at: new Date().toISOString(),
      ...body,
    },
  });
}

/** A parcel of `who` that the warehouse abroad received (declared first, so it is theirs). */
export async function receivedParcel(api: TestApi, who: SignedIn, number = freshNumber()) {
  const declared = await callAs(api, who, 'POST', '/parcels', {
    payload: {
      tracking_number: number,
      origin: 'TR',
      shop: 'Trendyol',
      items: [{ category: 'clothing', description: 'Wool coat', quantity: 1, unit_price: 4500, currency: 'USD' }],
      declared_total: { amount: 4500, currency: 'USD' },
      delivery: { kind: 'pickup', pickup_point_id: 'AZ-BAKU-001' },
    },
  });
  if (declared.statusCode !== 201) throw new Error(`declaring failed: ${declared.body}`);
  const received = await warehouse(api, { type: 'received', tracking_number: number, weight_grams: 1200 });
  if (received.statusCode !== 200) throw new Error(`receiving failed: ${received.body}`);
  return { id: declared.json().data.id as string, number };
}

export const noticesOf = (api: TestApi, who: SignedIn, page = 1) => callAs(api, who, 'GET', `/me/notices?page=${page}`);

/** The customer's deliveries, by channel and event. */
export async function jobsOf(api: TestApi, customerId: number) {
  const db = api.database.db;
  const notices = await db.select().from(notifications).where(eq(notifications.customerId, customerId));
  if (notices.length === 0) return [];
  const ids = notices.map((notice) => notice.id);
  const jobs = await db.select().from(notificationJobs).where(inArray(notificationJobs.notificationId, ids));
  return jobs.map((job) => ({ ...job, event: notices.find((notice) => notice.id === job.notificationId)?.event }));
}
