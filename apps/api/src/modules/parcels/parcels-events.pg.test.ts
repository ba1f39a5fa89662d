import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { developmentKey, signedCall } from '../../test/machine.ts';
import { callAs } from '../../test/signed-in.ts';
import { declaration, declare, declaringCustomer, freshTracking } from './parcels-test-kit.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ env: { PARCELS_RATE_IP_MAX: '100000', PARCELS_RATE_ACCOUNT_MAX: '100000' } });
});
afterAll(() => api.close());

describe('warehouse events on PostgreSQL', () => {
  it('sent twice at once are one effect and two equal answers', async () => {
    const who = await declaringCustomer(api);
    const number = freshTracking();
    const id = (await declare(api, who, declaration(number))).json().data.id as string;
    const event = {
      event_id: `evt-race-${number}`,
      type: 'received',
      tracking_number: number,
      weight_grams: 1500,
      occurred_at: new Date().toISOString(),
    };
    const key = developmentKey('warehouse');
    const now = Math.floor(Date.now() / 1000);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        // Signed a second apart each: four distinct requests (not replays) carrying the same event.
        signedCall(api, key, 'POST', '/warehouse/events', { body: event, timestamp: now - index }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.json().data.repeated === false)).toHaveLength(1);
    for (const answer of answers) expect(answer.json().data).toMatchObject({ parcel_id: id, state: 'received' });
    const detail = (await callAs(api, who, 'GET', `/parcels/${id}`)).json().data;
    expect(detail.timeline.filter((entry: { kind: string }) => entry.kind === 'received')).toHaveLength(1);
  });

  it('of a number nobody declared, received twice at once, make one unknown arrival', async () => {
    const who = await declaringCustomer(api);
    const number = freshTracking();
    const key = developmentKey('warehouse');
    const answers = await Promise.all(
      [1, 2].map((n) =>
        signedCall(api, key, 'POST', '/warehouse/events', {
          body: {
            event_id: `evt-arrival-${number}-${n}`,
            type: 'received',
            tracking_number: number,
            suite_code: who.customer.row.code,
            origin: 'CN',
            weight_grams: 400,
            occurred_at: new Date().toISOString(),
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const list = (await callAs(api, who, 'GET', '/parcels')).json();
    expect(list.meta.total).toBe(1);
    expect(list.data[0].state).toBe('unknown_arrival');
  });
});
