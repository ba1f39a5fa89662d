import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { signedInState } from '../../../tests/unit/signed-in-state.ts';
import { unreadCount } from './unread-count.server.ts';

/** The bell's count in the cabinet header, against the real API (PGlite behind it). */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
});
afterAll(() => live.close());

describe('the bell’s count', () => {
  it('counts the customer’s unread notices only, and is missing (not an error) when the API cannot answer', async () => {
    const customer = await live.customer();
    const other = await live.customer();
    for (const [who, key, read] of [
      [customer.row.id, 'a', null],
      [customer.row.id, 'b', null],
      [customer.row.id, 'c', new Date().toISOString()],
      [other.row.id, 'd', null],
    ] as const) {
      await live.api.database.db.execute(sql`
        insert into notifications (customer_id, event, key, tracking_number, read_at)
        values (${who}, 'parcel_arrived', ${key}, 'TR400000001', ${read})`);
    }
    const { state } = await signedInState(live, customer);
    expect(await unreadCount(state)).toBe(2);
    const down = await signedInState(live, customer, { baseUrl: 'http://127.0.0.1:9' });
    expect(await unreadCount(down.state)).toBeNull();
  });
});
