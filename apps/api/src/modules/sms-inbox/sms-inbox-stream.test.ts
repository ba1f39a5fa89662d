import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer } from '../../test/signed-in.ts';
import { deliver, fillPool, freshMarketplace, openStream } from './sms-inbox-test-kit.ts';

let api: TestApi;
let origin: string;
const market = freshMarketplace();

beforeAll(async () => {
  api = await createTestApi({ env: { SMS_MARKETPLACES: market } });
  await fillPool(api.database.db, market, 4);
  origin = await api.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => api.close());

const events = `/api/v1/client/sms-inbox/${market}/events`;

describe('the SMS inbox’s event stream', () => {
  it('brings a message the gateway delivers within two seconds, with the message id as the event id', async () => {
    const who = await signedInCustomer(api);
    const { number } = (await callAs(api, who, 'GET', `/sms-inbox/${market}`)).json().data;
    const stream = await openStream(origin, events, who);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers['cache-control']).toBe('no-store');
    const started = Date.now();
    const sent = (await deliver(api, { to: number, text: 'Trendyol kodunuz 654321' })).json().data.id as string;
    const [event] = await stream.waitFor(1, 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(event).toMatchObject({ id: sent, event: 'sms' });
    expect(JSON.parse(event!.data)).toMatchObject({ id: sent, code: '654321', sender: 'TRENDYOL' });
    stream.close();
  });

  it('replays what a reconnecting client missed after its Last-Event-ID, then goes on live', async () => {
    const who = await signedInCustomer(api);
    const { number } = (await callAs(api, who, 'GET', `/sms-inbox/${market}`)).json().data;
    const first = (await deliver(api, { to: number, text: 'kod 100001' })).json().data.id as string;
    const missed = [
      (await deliver(api, { to: number, text: 'kod 100002' })).json().data.id as string,
      (await deliver(api, { to: number, text: 'kod 100003' })).json().data.id as string,
    ];
    const stream = await openStream(origin, events, who, { 'last-event-id': first });
    expect((await stream.waitFor(2)).map((event) => event.id)).toEqual(missed);
    const live = (await deliver(api, { to: number, text: 'kod 100004' })).json().data.id as string;
    expect((await stream.waitFor(3))[2]?.id).toBe(live);
    stream.close();
  });

  it('starts after the newest message when the client gives no cursor, and carries nobody else’s', async () => {
    const who = await signedInCustomer(api);
    const other = await signedInCustomer(api);
    const mine = (await callAs(api, who, 'GET', `/sms-inbox/${market}`)).json().data.number;
    const theirs = (await callAs(api, other, 'GET', `/sms-inbox/${market}`)).json().data.number;
    await deliver(api, { to: mine, text: 'kod 200001' });
    const stream = await openStream(origin, events, who);
    await deliver(api, { to: theirs, text: 'kod 200002' });
    const next = (await deliver(api, { to: mine, text: 'kod 200003' })).json().data.id as string;
    await stream.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.events.map((event) => event.id)).toEqual([next]);
    stream.close();
  });

  it('is refused without a signed-in customer', async () => {
    const response = await api.app.inject({ method: 'GET', url: events });
    expect(response.statusCode).toBe(401);
  });
});
