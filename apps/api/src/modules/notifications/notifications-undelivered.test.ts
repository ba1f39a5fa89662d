import type { Notice } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { eventually } from '../../test/smtp-server.ts';
import { startSmppAggregator, type TestSmppAggregator } from '../../test/smpp-aggregator.ts';
import { customerIn, noticesOf, receivedParcel } from './notifications-test-kit.ts';

/** How long the network may take under a busy test host. */
const PATIENCE_MS = 15_000;

let api: TestApi;
let smsc: TestSmppAggregator;

beforeAll(async () => {
  smsc = await startSmppAggregator();
  api = await createTestApi({
    env: {
      SMPP_URL: smsc.url,
      SMS_SENDER: 'Yolla',
      NOTIFICATIONS_WORKER: 'true',
      NOTIFICATIONS_POLL_MS: '50',
      PARCELS_RATE_IP_MAX: '100000',
    },
  });
});
afterAll(async () => {
  await api.close();
  await smsc.close();
});

describe('the notification history', () => {
  it('shows which notices’ SMS did not reach the customer', async () => {
    const who = await customerIn(api, 'ru');
    const address = who.customer.phone?.slice(1);
    // The aggregator refuses the first SMS it is offered for good (one of the first parcel's two notices), and takes
    // every other.
    let refused = false;
    smsc.answer(() => (refused ? null : ((refused = true), 0x0b)));
    const notices = async () => (await noticesOf(api, who)).json().data as Notice[];
    const about = async (number: string) => (await notices()).filter((notice) => notice.tracking_number === number);
    const first = await receivedParcel(api, who);
    await eventually(
      async () => (await about(first.number)).some((notice) => notice.undelivered.length > 0),
      PATIENCE_MS,
    );
    const second = await receivedParcel(api, who);
    const sms = () => smsc.received.filter((item) => item.to === address && item.text.includes(second.number));
    await eventually(() => sms().length === 2, PATIENCE_MS);
    const undelivered = (await notices()).filter((notice) => notice.undelivered.length > 0);
    expect(undelivered).toEqual([expect.objectContaining({ tracking_number: first.number, undelivered: ['sms'] })]);
    expect((await about(second.number)).map((notice) => notice.undelivered)).toEqual([[], []]);
  });
});
afterAll(async () => {
  await api.close();
  await smsc.close();
});

describe('the notification history', () => {
  it('shows which notices’ SMS did not reach the customer', async () => {
    const who = await customerIn(api, 'ru');
    const address = who.customer.phone?.slice(1);
    // The aggregator refuses the first notice's SMS for good, and takes the second's.
    let refused = false;
    smsc.answer(() => (refused ? null : ((refused = true), 0x0b)));
    const first = await receivedParcel(api, who);
    const notices = async () => (await noticesOf(api, who)).json().data as Notice[];
    const arrival = async (number: string) =>
      (await notices()).find((notice) => notice.event === 'parcel_arrived' && notice.tracking_number === number);
    await eventually(async () => (await arrival(first.number))?.undelivered.length === 1, PATIENCE_MS);
    const second = await receivedParcel(api, who);
    const arrivals = () => smsc.received.filter((sms) => sms.to === address && sms.text.includes(second.number));
    await eventually(() => arrivals().length === 2, PATIENCE_MS);
    expect((await arrival(first.number))?.undelivered).toEqual(['sms']);
    expect((await arrival(second.number))?.undelivered).toEqual([]);
    // Every other notice went through.
    expect((await notices()).filter((notice) => notice.undelivered.length > 0)).toHaveLength(1);
  });
});
