import { unreadNoticesEndpoint } from '@yolla/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { postForm, server, signedInState } from '../../../tests/unit/signed-in-state.ts';
import type { RequestState } from '../../lib/context.ts';
import { notificationsAction, notificationsPage } from './notifications.server.ts';

/** What the bell would show: the API's unread count. */
const unreadCount = async (state: RequestState) =>
  (await state.api.call(unreadNoticesEndpoint, {}, { toast: false })).data.unread;

/** The notifications page's loader and action, and the bell's count, against the real API (PGlite behind it). */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
});
afterAll(() => live.close());

/** Notices as the parcels module raises them, written straight into the customer's table (oldest first). */
async function notices(customerId: number, rows: { event: string; tracking: string; params?: object }[]) {
  for (const [index, row] of rows.entries()) {
    await live.api.database.db.execute(sql`
      insert into notifications (customer_id, event, key, tracking_number, params, created_at)
      values (${customerId}, ${row.event}, ${`test:${row.tracking}:${row.event}`}, ${row.tracking},
              ${JSON.stringify(row.params ?? {})}::jsonb, ${new Date(Date.UTC(2026, 10, 1, 9, index)).toISOString()})`);
  }
}

describe('the notifications page', () => {
  it('names the buy-for-me order a notice is about and the state it moved to, for its link', async () => {
    const customer = await live.customer({ country: 'AZ' });
    await notices(customer.row.id, [
      { event: 'buy_for_me_update', tracking: 'BFM-1', params: { order_id: '42', status: 'price_changed' } },
      { event: 'buy_for_me_update', tracking: 'BFM-2', params: { order_id: 'x', status: 'paid' } },
    ]);
    const { state } = await signedInState(live, customer, { path: '/cabinet/notifications' });
    const rows = (await notificationsPage(state, { page: 1 })).list!.rows;
    expect(rows.map((row) => row.order)).toEqual([null, { id: '42', status: 'price_changed' }]);
  });

  it('lists the notices newest first, with their amount and moment in the page’s language', async () => {
    const customer = await live.customer({ country: 'AZ' });
    await notices(customer.row.id, [
      { event: 'parcel_arrived', tracking: 'TR100000001' },
      { event: 'payment_due', tracking: 'TR100000001', params: { amount_minor: 1250, currency: 'AZN' } },
    ]);
    const { state } = await signedInState(live, customer, { lang: 'ru', locale: 'ru', path: '/cabinet/notifications' });
    const page = await notificationsPage(state, { page: 1 });
    expect(page.list).toMatchObject({ total: 2, pages: 1, unread: 2 });
    const [newest, oldest] = page.list!.rows;
    expect(newest).toMatchObject({ event: 'payment_due', tracking: 'TR100000001', unread: true, parcelId: null });
    expect(newest!.amount).toMatch(/^12,50\sAZN$/);
    // 09:01 UTC is 13:01 in Baku.
    expect(newest!.at).toContain('13:01');
    expect(oldest).toMatchObject({ event: 'parcel_arrived', amount: '' });
    expect(await unreadCount(state)).toBe(2);
  });

  it('marks one read and then all read, without JavaScript, back on the same page', async () => {
    const customer = await live.customer();
    await notices(customer.row.id, [
      { event: 'parcel_held', tracking: 'TR200000001' },
      { event: 'parcel_returned', tracking: 'TR200000002' },
    ]);
    const { state } = await signedInState(live, customer, { path: '/cabinet/notifications' });
    const [first] = (await notificationsPage(state, { page: 1 })).list!.rows;
    const read = await notificationsAction(
      postForm('/en/cabinet/notifications?page=2', { intent: 'read', id: first!.id }),
      state,
      server,
    );
    expect(read).toEqual({ ok: true, redirectTo: '/en/cabinet/notifications?page=2' });
    expect(await unreadCount(state)).toBe(1);
    const all = await notificationsAction(postForm('/en/cabinet/notifications', { intent: 'read-all' }), state, server);
    expect(all).toEqual({ ok: true, redirectTo: '/en/cabinet/notifications' });
    expect((await notificationsPage(state, { page: 1 })).list).toMatchObject({ unread: 0 });
    expect(await unreadCount(state)).toBe(0);
  });

  it('refuses another customer’s notice as not found, and a post without an id as malformed', async () => {
    const owner = await live.customer();
    await notices(owner.row.id, [{ event: 'parcel_arrived', tracking: 'TR300000001' }]);
    const { state: ownerState } = await signedInState(live, owner);
    const [theirs] = (await notificationsPage(ownerState, { page: 1 })).list!.rows;
    const { state } = await signedInState(live, await live.customer());
    const refused = await notificationsAction(
      postForm('/en/cabinet/notifications', { intent: 'read', id: theirs!.id }),
      state,
      server,
    );
    expect(refused).toMatchObject({ ok: false, status: 404, intent: 'read' });
    expect(await unreadCount(ownerState)).toBe(1);
    const malformed = await notificationsAction(
      postForm('/en/cabinet/notifications', { intent: 'read' }),
      state,
      server,
    );
    expect(malformed).toMatchObject({ ok: false, status: 400 });
  });

  it('is empty for a new customer, and says so when the API cannot answer', async () => {
    const customer = await live.customer();
    const { state } = await signedInState(live, customer);
    expect((await notificationsPage(state, { page: 1 })).list).toEqual({ rows: [], total: 0, pages: 1, unread: 0 });
    const down = await signedInState(live, customer, { baseUrl: 'http://127.0.0.1:9' });
    expect((await notificationsPage(down.state, { page: 1 })).list).toBeNull();
  });
});
