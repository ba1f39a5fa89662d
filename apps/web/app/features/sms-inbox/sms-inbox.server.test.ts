import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickKey, sendSigned } from '../../../../../scripts/machine.ts';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { signedInState } from '../../../tests/unit/signed-in-state.ts';
import { smsInboxPage } from './sms-inbox.server.ts';
import { openInboxStream } from './sms-stream.server.ts';

/** The SMS inbox page's loader and its event stream against the real API (PGlite behind it). */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi({ SMS_MARKETPLACES: 'trendyol,nopool' });
  for (let i = 0; i < 4; i += 1) {
    const number = `+905${String(randomInt(1_000_000_000)).padStart(9, '0')}`;
    await live.api.database.db.execute(
      sql`insert into sms_numbers (number, marketplace) values (${number}, 'trendyol')`,
    );
  }
});
afterAll(() => live.close());

const page = '/cabinet/trendyol-sms';
const request = new Request(`http://localhost:3000/en${page}`);

/** The SMS gateway's delivery, signed with its development key, over HTTP. */
async function deliver(to: string, text: string, received_at = new Date().toISOString()) {
  const key = pickKey(undefined, { partner: 'sms-gateway' });
  if ('problem' in key) throw new Error(key.problem);
  const body = { message_id: `web-${Date.now()}-${randomInt(1e9)}`, to, from: 'TRENDYOL', text, received_at };
  const response = await sendSigned({ origin: live.baseUrl, key, method: 'POST', path: '/sms-gateway/messages', body });
  return ((await response.json()) as { data: { id: string } }).data.id;
}

describe('the SMS inbox page', () => {
  it('shows the customer’s number as Turkish numbers are written, and the codes newest first in their time zone', async () => {
    const customer = await live.customer({ country: 'AZ' });
    const { state } = await signedInState(live, customer, { lang: 'ru', locale: 'ru', path: page });
    const first = await smsInboxPage(state, request, 'trendyol');
    if (!first.ok || !first.number) throw new Error('no number');
    expect(first.number.shown).toMatch(/^\+90 \d{3} \d{3} \d{2} \d{2}$/);
    expect(first.number.shown.replace(/\s/g, '')).toBe(first.number.e164);
    expect(first.messages).toEqual([]);
    await deliver(first.number.e164, 'Trendyol kodunuz: 482915', '2026-11-20T09:30:00Z');
    await deliver(first.number.e164, 'Giriş kodu 730264', '2026-11-20T10:45:00Z');
    const later = await smsInboxPage(state, request, 'trendyol');
    if (!later.ok) throw new Error(later.message);
    expect(later.timeZone).toBe('Asia/Baku');
    expect(later.messages.map((m) => [m.code, m.at])).toEqual([
      ['730264', '20 нояб. 2026 г., 14:45'],
      ['482915', '20 нояб. 2026 г., 13:30'],
    ]);
  });

  it('says so when the pool has no number left', async () => {
    const { state } = await signedInState(live, await live.customer(), { path: page });
    expect(await smsInboxPage(state, request, 'nopool')).toMatchObject({ ok: true, number: null, messages: [] });
  });

  it('is the 404 screen for a marketplace the API does not offer', async () => {
    const { state } = await signedInState(live, await live.customer(), { path: page });
    await expect(smsInboxPage(state, request, 'amazon')).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe('the SMS inbox’s stream for the browser', () => {
  it('passes the API’s events on as they come, from the cursor the browser gives', async () => {
    const customer = await live.customer();
    const { state } = await signedInState(live, customer, { path: page });
    const inbox = await smsInboxPage(state, request, 'trendyol');
    if (!inbox.ok || !inbox.number) throw new Error('no number');
    const missed = await deliver(inbox.number.e164, 'kod 100200');
    const controller = new AbortController();
    const response = await openInboxStream({
      apiUrl: live.baseUrl,
      segment: live.api.config.segment,
      marketplace: 'trendyol',
      authorization: state.session.authorization!,
      clientIp: '203.0.113.9',
      locale: 'en',
      cursor: String(Number(missed) - 1),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const arriving = deliver(inbox.number.e164, 'kod 300400');
    while (!text.includes('300400')) text += decoder.decode((await reader.read()).value);
    const liveId = await arriving;
    expect(text).toContain(`id: ${missed}\nevent: sms\n`);
    expect(text).toContain(`id: ${liveId}\nevent: sms\n`);
    controller.abort();
  });

  it('answers the API’s refusal as it is, without a body', async () => {
    const response = await openInboxStream({
      apiUrl: live.baseUrl,
      segment: live.api.config.segment,
      marketplace: 'trendyol',
      authorization: 'Bearer not-a-token',
      clientIp: '203.0.113.9',
      locale: 'en',
      cursor: null,
      signal: new AbortController().signal,
    });
    expect(response.status).toBe(401);
    expect(response.body).toBeNull();
  });
});
