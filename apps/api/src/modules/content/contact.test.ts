import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { contactMessages } from './content.table.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ env: { CONTACT_RATE_IP_MAX: '3' } });
});
afterAll(() => api.close());

const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: '/api/v1/client/contact-messages', payload, headers });

const valid = {
  name: '  Aysel   Məmmədova ',
  reply_to: 'aysel@example.com',
  topic: 'parcel',
  text: 'My parcel TR123456789 has been in Istanbul for ten days. Could you check it?',
};

describe('messages from the contact page (POST /contact-messages)', () => {
  it('stores a valid message and thanks the visitor in their language', async () => {
    const response = await send(valid, { 'accept-language': 'az', 'x-forwarded-for': '203.0.113.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/Mesajınız/);
    const [stored] = await api.database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(stored).toMatchObject({
      name: 'Aysel Məmmədova',
      replyTo: 'aysel@example.com',
      topic: 'parcel',
      locale: 'az',
    });
  });

  it('names each bad field with a translated reason and stores nothing', async () => {
    const before = (await api.database.db.select().from(contactMessages)).length;
    const response = await send(
      { name: 'A', reply_to: 'not reachable', topic: 'gossip', text: 'short' },
      { 'accept-language': 'ru' },
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('common.validation_failed');
    expect(Object.keys(body.errors).sort()).toEqual(['name', 'reply_to', 'text', 'topic']);
    expect((await api.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('accepts a phone number as the way to answer', async () => {
    const response = await send({ ...valid, reply_to: '+998 90 123 45 67' }, { 'x-forwarded-for': '203.0.113.2' });
    expect(response.statusCode).toBe(200);
  });

  it('limits messages per address with 429 and Retry-After', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9', 'accept-language': 'en' };
    for (let i = 0; i < 3; i += 1) expect((await send(valid, headers)).statusCode).toBe(200);
    const refused = await send(valid, headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().code).toBe('common.rate_limited');
  });
});
