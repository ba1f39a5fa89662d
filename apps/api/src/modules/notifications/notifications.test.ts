import { NOTICES_PER_PAGE } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleDeps } from '../../http/module.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs } from '../../test/signed-in.ts';
import {
  customerIn,
  freshNumber,
  jobsOf,
  noticesOf,
  probe,
  receivedParcel,
  recordingProvider,
  warehouse,
  workerFor,
} from './notifications-test-kit.ts';

let api: TestApi;
let deps: () => ModuleDeps<never>;

beforeAll(async () => {
  const seen = probe();
  deps = seen.deps;
  api = await createTestApi({
    env: { PARCELS_RATE_IP_MAX: '100000', PARCELS_RATE_ACCOUNT_MAX: '100000' },
    modules: [seen.module],
  });
});
afterAll(() => api.close());

describe('a warehouse event', () => {
  it('leaves a notice in the same transaction: on the screen once, however often the event is sent', async () => {
    const who = await customerIn(api);
    const { id, number } = await receivedParcel(api, who);
    const eventId = `evt-twice-${number}`;
    await warehouse(api, { type: 'shipped', tracking_number: number }, `${eventId}-s`);
    await warehouse(api, { type: 'at_customs', tracking_number: number }, `${eventId}-c`);
    for (let i = 0; i < 3; i += 1) await warehouse(api, { type: 'held', tracking_number: number }, eventId);

    const list = (await noticesOf(api, who)).json();
    const events = list.data.map((notice: { event: string }) => notice.event);
    // Newest first; shipped and at customs are not told about; the held event sent thrice is one notice.
    expect(events).toEqual(['parcel_held', 'payment_due', 'parcel_arrived']);
    expect(list.data[0]).toMatchObject({ parcel_id: id, tracking_number: number, read_at: null });
    expect(list.data[1].params).toEqual({ amount_minor: expect.any(Number), currency: 'USD' });
    expect(list.meta).toEqual({ page: 1, per_page: NOTICES_PER_PAGE, total: 3, unread: 3 });
    expect((await callAs(api, who, 'GET', '/me/notices/unread')).json()).toEqual({ data: { unread: 3 } });
  });

  it('that the lifecycle refuses leaves no notice', async () => {
    const who = await customerIn(api);
    const { number } = await receivedParcel(api, who);
    expect((await warehouse(api, { type: 'ready_for_pickup', tracking_number: number })).statusCode).toBe(409);
    expect((await noticesOf(api, who)).json().meta.total).toBe(2);
  });

  it('reaches SMS and e-mail as the customer chose, in their language', async () => {
    const who = await customerIn(api, 'ru');
    await callAs(api, who, 'PATCH', '/me/notifications', {
      payload: { sms: { parcel_arrived: false }, email: { payment_due: false } },
    });
    const { number } = await receivedParcel(api, who);
    const jobs = await jobsOf(api, who.customer.row.id);
    expect(jobs.map((job) => `${job.event}:${job.channel}`).sort()).toEqual([
      'parcel_arrived:email',
      'payment_due:sms',
    ]);

    const { provider, delivered } = recordingProvider();
    await workerFor(api, deps(), provider).runOnce();
    const mine = delivered.filter((message) => message.customerId === who.customer.row.id);
    const mail = mine.find((message) => message.channel === 'email');
    expect(mail).toMatchObject({ to: who.customer.email, language: 'ru', template: 'parcel.arrived' });
    expect(mail?.subject).toBe(`Ваша посылка ${number} прибыла на склад Yolla`);
    expect(mail?.body).toContain(`посылка ${number} прибыла`);
    const sms = mine.find((message) => message.channel === 'sms');
    expect(sms).toMatchObject({ to: who.customer.phone, template: 'parcel.payment_due', subject: null });
    // The amount due, written the Russian way: "10,50 $".
    expect(sms?.body).toMatch(new RegExp(`${number} стоит \\d+,\\d{2}\\s\\$`));
    expect(mine).toHaveLength(2);
  });

  it('is not sent on a channel the customer has no address for', async () => {
    const who = await customerIn(api);
    await api.database.db.execute(
      (await import('drizzle-orm')).sql`update customers set email = null where id = ${who.customer.row.id}`,
    );
    await receivedParcel(api, who);
    const channels = (await jobsOf(api, who.customer.row.id)).map((job) => job.channel);
    expect(channels).toEqual(['sms', 'sms']);
  });
});

describe('the notices list', () => {
  it('marks one read, then all read; the bell counts only the unread', async () => {
    const who = await customerIn(api);
    await receivedParcel(api, who);
    await receivedParcel(api, who);
    const [newest, second] = (await noticesOf(api, who)).json().data;
    const read = await callAs(api, who, 'POST', `/me/notices/${newest.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: { unread: 3 } });
    const again = await callAs(api, who, 'POST', `/me/notices/${newest.id}/read`);
    expect(again.json()).toEqual({ data: { unread: 3 } });
    const list = (await noticesOf(api, who)).json().data;
    expect(list[0].read_at).not.toBeNull();
    expect(list.find((notice: { id: string }) => notice.id === second.id).read_at).toBeNull();

    const all = await callAs(api, who, 'POST', '/me/notices/read');
    expect(all.json()).toEqual({ data: { unread: 0 } });
    expect((await noticesOf(api, who)).json().data.every((notice: { read_at: unknown }) => notice.read_at)).toBe(true);
  });

  it('pages newest first; a page past the end is empty', async () => {
    const who = await customerIn(api);
    const numbers: string[] = [];
    for (let i = 0; i < 11; i += 1) numbers.push((await receivedParcel(api, who, freshNumber())).number);
    const first = (await noticesOf(api, who)).json();
    expect(first.data).toHaveLength(NOTICES_PER_PAGE);
    expect(first.meta.total).toBe(22);
    expect(first.data[0].tracking_number).toBe(numbers.at(-1));
    const second = (await noticesOf(api, who, 2)).json();
    expect(second.data).toHaveLength(2);
    expect(second.data.at(-1).tracking_number).toBe(numbers[0]);
    expect((await noticesOf(api, who, 3)).json().data).toEqual([]);
  });

  it('of another customer is out of reach: 404, and nothing of theirs is listed or changed', async () => {
    const alice = await customerIn(api);
    const mallory = await customerIn(api);
    await receivedParcel(api, alice);
    const [notice] = (await noticesOf(api, alice)).json().data;
    const attempt = await callAs(api, mallory, 'POST', `/me/notices/${notice.id}/read`);
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json().code).toBe('notifications.not_found');
    await callAs(api, mallory, 'POST', '/me/notices/read');
    expect((await noticesOf(api, mallory)).json()).toMatchObject({ data: [], meta: { total: 0, unread: 0 } });
    expect((await noticesOf(api, alice)).json().meta.unread).toBe(2);
    expect((await callAs(api, mallory, 'POST', '/me/notices/99999999/read')).statusCode).toBe(404);
  });

  it('is for signed-in customers only', async () => {
    expect((await api.app.inject('/api/v1/client/me/notices')).statusCode).toBe(401);
    expect((await api.app.inject('/api/v1/client/me/notices/unread')).statusCode).toBe(401);
  });
});
