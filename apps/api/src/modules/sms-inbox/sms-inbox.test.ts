import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer } from '../../test/signed-in.ts';
import { deliver, fillPool, freshMarketplace, freshNumber } from './sms-inbox-test-kit.ts';
import { smsMessages, smsNumbers } from './sms-inbox.table.ts';

let api: TestApi;
const market = freshMarketplace();
const emptyMarket = freshMarketplace();

beforeAll(async () => {
  api = await createTestApi({ env: { SMS_MARKETPLACES: `${market},${emptyMarket}`, MACHINE_RATE_IP_MAX: '100000' } });
  await fillPool(api.database.db, market, 12);
});
afterAll(() => api.close());

const inboxOf = async (who: Awaited<ReturnType<typeof signedInCustomer>>, marketplace = market) =>
  callAs(api, who, 'GET', `/sms-inbox/${marketplace}`);

describe('the SMS inbox', () => {
  it('gives a customer a number from the pool on the first visit and the same one afterwards', async () => {
    const who = await signedInCustomer(api);
    const first = await inboxOf(who);
    expect(first.statusCode).toBe(200);
    const { number, messages, assigned_at } = first.json().data;
    expect(number).toMatch(/^\+90\d{10}$/);
    expect(assigned_at).not.toBeNull();
    expect(messages).toEqual([]);
    expect((await inboxOf(who)).json().data.number).toBe(number);
  });

  it('shows the messages the gateway delivered to the number, newest first, each with its code', async () => {
    const who = await signedInCustomer(api);
    const { number } = (await inboxOf(who)).json().data;
    const older = await deliver(api, {
      to: number,
      text: 'Trendyol kodunuz: 482915',
      received_at: '2026-11-01T10:00:00Z',
    });
    expect(older.statusCode).toBe(200);
    expect(older.json().data).toMatchObject({ delivered: true, repeated: false });
    await deliver(api, { to: number, text: 'Giriş kodu 730264. Kimseyle paylaşmayın.' });
    const { messages } = (await inboxOf(who)).json().data;
    expect(messages.map((m: { code: string }) => m.code)).toEqual(['730264', '482915']);
    expect(messages[1]).toMatchObject({ sender: 'TRENDYOL', text: 'Trendyol kodunuz: 482915' });
  });

  it('answers the messages after a given one for polling, newest first', async () => {
    const who = await signedInCustomer(api);
    const { number } = (await inboxOf(who)).json().data;
    const first = (await deliver(api, { to: number, text: 'kod 111111' })).json().data.id as string;
    await deliver(api, { to: number, text: 'kod 222222' });
    await deliver(api, { to: number, text: 'kod 333333' });
    const after = await callAs(api, who, 'GET', `/sms-inbox/${market}/messages?after=${first}`);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.map((m: { code: string }) => m.code)).toEqual(['333333', '222222']);
  });

  it('shows one customer nothing of another’s number or messages', async () => {
    const a = await signedInCustomer(api);
    const b = await signedInCustomer(api);
    const numberA = (await inboxOf(a)).json().data.number;
    const numberB = (await inboxOf(b)).json().data.number;
    expect(numberA).not.toBe(numberB);
    const toB = (await deliver(api, { to: numberB, text: 'B kodu 998877' })).json().data.id as string;
    expect((await inboxOf(a)).json().data.messages).toEqual([]);
    const polled = await callAs(api, a, 'GET', `/sms-inbox/${market}/messages?after=${Number(toB) - 1}`);
    expect(polled.json().data).toEqual([]);
    expect((await inboxOf(b)).json().data.messages.map((m: { id: string }) => m.id)).toEqual([toB]);
  });

  it('answers 404 with a stable code for a marketplace the configuration does not name', async () => {
    const who = await signedInCustomer(api);
    for (const path of ['/sms-inbox/amazon', '/sms-inbox/amazon/messages', '/sms-inbox/amazon/events']) {
      const response = await callAs(api, who, 'GET', path);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('sms_inbox.unknown_marketplace');
    }
  });

  it('says the pool is empty, without failing, when no number is free', async () => {
    const who = await signedInCustomer(api);
    const response = await inboxOf(who, emptyMarket);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ number: null, assigned_at: null, messages: [] });
    // A number added to the pool later is given on the next visit.
    const [added] = await fillPool(api.database.db, emptyMarket, 1);
    expect((await inboxOf(who, emptyMarket)).json().data.number).toBe(added);
  });

  it('needs a signed-in customer', async () => {
    expect((await callAs(api, null, 'GET', `/sms-inbox/${market}`)).statusCode).toBe(401);
  });
});

describe('the SMS gateway’s machine route', () => {
  it('is idempotent on the gateway’s message id', async () => {
    const who = await signedInCustomer(api);
    const { number } = (await inboxOf(who)).json().data;
    const message = { to: number, text: 'kod 445566', message_id: `gw-same-${Date.now()}` };
    const now = Math.floor(Date.now() / 1000);
    const first = await deliver(api, message, { timestamp: now });
    const again = await deliver(api, message, { timestamp: now - 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ ...first.json().data, repeated: true });
    expect((await inboxOf(who)).json().data.messages).toHaveLength(1);
  });

  it('keeps a message for a number nobody holds for the operator, shown to no one', async () => {
    const [free] = await fillPool(api.database.db, freshMarketplace(), 1);
    const response = await deliver(api, { to: free!, text: 'kod 121212' });
    expect(response.json().data).toMatchObject({ delivered: false, repeated: false });
    const outside = await deliver(api, { to: freshNumber(), text: 'kod 343434' });
    expect(outside.json().data.delivered).toBe(false);
    const kept = await api.database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.id, Number(response.json().data.id)));
    expect(kept[0]).toMatchObject({ customerId: null, number: free });
  });

  it('accepts only the SMS gateway’s signature', async () => {
    const unsigned = await api.app.inject({
      method: 'POST',
      url: '/api/v1/machine/sms-gateway/messages',
      payload: {
        message_id: 'gw-unsigned',
        to: freshNumber(),
        from: 'X',
        text: '1234',
        received_at: new Date().toISOString(),
      },
    });
    expect(unsigned.statusCode).toBe(401);
    const warehouse = await deliver(api, { to: freshNumber(), text: 'kod 5678' }, { partner: 'warehouse' });
    expect(warehouse.statusCode).toBe(403);
    expect(warehouse.json().code).toBe('machine.partner_not_allowed');
  });

  it('refuses a number that is not Turkish E.164', async () => {
    const response = await deliver(api, { to: '+994501234567', text: 'kod 5678' });
    expect(response.statusCode).toBe(400);
  });
});

describe('deleting the account', () => {
  it('returns the numbers to the pool, and the next holder sees none of the previous one’s messages', async () => {
    const gone = await signedInCustomer(api);
    const { number } = (await inboxOf(gone)).json().data;
    await deliver(api, { to: number, text: 'eski kod 101010' });
    const deleted = await callAs(api, gone, 'POST', '/me/deletion', { payload: { password: gone.customer.password } });
    expect(deleted.statusCode).toBe(200);
    const [row] = await api.database.db.select().from(smsNumbers).where(eq(smsNumbers.number, number));
    expect(row).toMatchObject({ customerId: null, assignedAt: null });
    expect(await api.database.db.select().from(smsMessages).where(eq(smsMessages.number, number))).toEqual([]);

    // Whoever gets the number next starts with an empty inbox.
    const holders = [];
    for (let i = 0; i < 12; i += 1) {
      const next = await signedInCustomer(api);
      const inbox = (await inboxOf(next)).json().data;
      holders.push(inbox);
      if (inbox.number === number || inbox.number === null) break;
    }
    const next = holders.find((inbox) => inbox.number === number);
    expect(next).toBeDefined();
    expect(next?.messages).toEqual([]);
  });
});
