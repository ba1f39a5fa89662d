import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMetrics, type Metrics } from '../../lib/metrics.ts';
import { post, randomAddress, registrationBody, smsCodeGrant } from '../../test/codes.ts';
import { createTestApi, outboxOf, type TestApi } from '../../test/harness.ts';
import { eventually } from '../../test/smtp-server.ts';
import { messageJobs } from './messages.table.ts';
import { startSmppAggregator, type TestSmppAggregator } from '../../test/smpp-aggregator.ts';

let api: TestApi;
let smsc: TestSmppAggregator;
let metrics: Metrics;
/** Everything the process wrote to the console while this file ran. */
const logged: string[] = [];

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  }
  smsc = await startSmppAggregator();
  metrics = createMetrics();
  api = await createTestApi({
    metrics,
    env: {
      SMPP_URL: smsc.url,
      SMS_SENDER: 'Yolla',
      SMPP_WINDOW: '4',
      NOTIFICATIONS_WORKER: 'true',
      NOTIFICATIONS_POLL_MS: '50',
      NOTIFICATIONS_RETRY_BASE_MS: '100',
      NOTIFICATIONS_MAX_ATTEMPTS: '3',
      CODES_RATE_IP_MAX: '100000',
    },
  });
});
afterEach(() => smsc.answer(() => null));
afterAll(async () => {
  await api.close();
  await smsc.close();
  vi.restoreAllMocks();
});

/** Asks a registration code for a new phone in `language`: the phone as SMPP addresses it (no `+`). */
async function register(language: string, country: 'UZ' | 'GE' = 'GE') {
  const body = registrationBody(country);
  const answer = await post(api, '/registration', body, { language, remoteAddress: randomAddress() });
  expect(answer.statusCode).toBe(200);
  return { phone: body.phone, address: body.phone.slice(1) };
}

const jobsTo = (phone: string) => api.database.db.select().from(messageJobs).where(eq(messageJobs.recipient, phone));
const smsTo = (address: string) => smsc.received.filter((sms) => sms.to === address);
const counted = () => metrics.registry.getSingleMetricAsString('yolla_messages_total');

describe('SMS over SMPP', () => {
  it('delivers a registration code in each language, GSM 03.38 or UCS-2 as its letters need, in parts', async () => {
    const cases = [
      { language: 'en', dataCoding: 0, parts: 1, text: /^Yolla: (\d{6}) is your registration code\. It is valid/ },
      {
        language: 'az',
        dataCoding: 8,
        parts: 2,
        text: /^Yolla: qeydiyyat kodunuz (\d{6})\. Kod 10 dəqiqə etibarlıdır\./,
      },
      { language: 'ru', dataCoding: 8, parts: 2, text: /^Yolla: (\d{6}) — ваш код для регистрации\. Он действует/ },
      { language: 'uz', dataCoding: 8, parts: 2, text: /^Yolla: roʻyxatdan oʻtish kodingiz (\d{6})\. Kod 10 daqiqa/ },
      { language: 'ka', dataCoding: 8, parts: 2, text: /^Yolla: თქვენი სარეგისტრაციო კოდია (\d{6})\. კოდი მოქმედებს/ },
    ];
    for (const expected of cases) {
      const { phone, address } = await register(expected.language);
      await eventually(() => smsTo(address).length === 1);
      const [sms] = smsTo(address);
      expect(sms, expected.language).toMatchObject({ from: 'Yolla', dataCoding: expected.dataCoding });
      expect(sms?.parts, expected.language).toBe(expected.parts);
      const code = expected.text.exec(sms?.text ?? '')?.[1];
      expect(code, `${expected.language}: ${sms?.text}`).toMatch(/^\d{6}$/);
      // Never in the outbox; the row keeps its parts and their SMSC ids, not its text.
      expect(await outboxOf(api, phone)).toEqual([]);
      await eventually(async () => (await jobsTo(phone))[0]?.state === 'sent');
      expect(await jobsTo(phone)).toMatchObject([
        { attempts: 1, body: '', parts: expected.parts, providerIds: sms?.ids, delivery: null },
      ]);
      if (expected.language === 'ka') {
        const token = await smsCodeGrant(api, phone, code ?? '', randomAddress());
        expect(token.statusCode).toBe(200);
      }
    }
    expect(await counted()).toMatch(/yolla_messages_total\{channel="sms",outcome="sent"\} [5-9]/);
  });

  it('moves a message to delivered when every part’s receipt says so, or undeliverable or expired', async () => {
    const outcomes = [
      { language: 'ru', stat: 'DELIVRD', delivery: 'delivered' },
      { language: 'en', stat: 'UNDELIV', delivery: 'undeliverable' },
      { language: 'az', stat: 'EXPIRED', delivery: 'expired' },
    ] as const;
    for (const { language, stat, delivery } of outcomes) {
      const { phone, address } = await register(language);
      await eventually(async () => (await jobsTo(phone))[0]?.state === 'sent');
      const [sms] = smsTo(address);
      if (!sms) throw new Error('no SMS');
      await smsc.receipt(sms, stat);
      await eventually(async () => (await jobsTo(phone))[0]?.delivery === delivery);
      expect((await jobsTo(phone))[0]?.receiptedIds).toEqual(stat === 'DELIVRD' ? sms.ids : sms.ids.slice(0, 1));
    }
    // A receipt that overtakes the record of its sending is recorded all the same.
    smsc.receiptAtOnce('DELIVRD');
    const early = await register('ka');
    await eventually(async () => (await jobsTo(early.phone))[0]?.delivery === 'delivered');
    smsc.receiptAtOnce(null);
    const text = await counted();
    expect(text).toMatch(/yolla_messages_total\{channel="sms",outcome="delivered"\} 2/);
    for (const outcome of ['undeliverable', 'expired']) {
      expect(text).toMatch(new RegExp(`yolla_messages_total\\{channel="sms",outcome="${outcome}"\\} 1`));
    }
  });

  it('records a submit_sm_resp error status as the reason and fails at once; throttling and a full queue are retried', async () => {
    smsc.answer(() => 0x0b);
    const refused = await register('en');
    await eventually(async () => (await jobsTo(refused.phone))[0]?.state === 'failed');
    expect(await jobsTo(refused.phone)).toMatchObject([
      { attempts: 1, lastError: 'submit_sm_resp command_status 0x0000000b ESME_RINVDSTADR' },
    ]);
    expect((await jobsTo(refused.phone))[0]?.body).toMatch(/^Yolla: \d{6} is your registration code/);

    const first = smsc.submissions();
    smsc.answer((n) => (n === first + 1 ? 0x58 : n === first + 2 ? 0x14 : null));
    const throttled = await register('uz');
    await eventually(async () => (await jobsTo(throttled.phone))[0]?.state === 'sent');
    expect(await jobsTo(throttled.phone)).toMatchObject([{ attempts: 3, parts: 2 }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smsTo(throttled.address)).toHaveLength(1);
    expect(await counted()).toMatch(/yolla_messages_total\{channel="sms",outcome="retried"\} [2-9]/);
  });

  it('binds again when the bind drops in the middle of a burst, and every message arrives exactly once', async () => {
    const binds = smsc.binds();
    const start = smsc.submissions();
    let dropped = false;
    smsc.answer((n) => {
      if (dropped || n < start + 12) return null;
      dropped = true;
      return 'drop';
    });
    const sent = await Promise.all(Array.from({ length: 30 }, (_, i) => register(i % 2 ? 'en' : 'ru')));
    await eventually(() => sent.every(({ address }) => smsTo(address).length > 0), 15_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(dropped).toBe(true);
    expect(smsc.binds()).toBeGreaterThan(binds);
    for (const { address } of sent) expect(smsTo(address)).toHaveLength(1);
    // The submission the drop took, and those in the window with it, were tried again.
    const tries = await Promise.all(sent.map(async ({ phone }) => (await jobsTo(phone))[0]?.attempts ?? 0));
    expect(Math.max(...tries)).toBeGreaterThanOrEqual(2);
    expect(logged.join('\n')).toMatch(/SMPP bind to 127\.0\.0\.1:\d+ lost: connection closed/);
  });

  it('logs no phone number, text or code', () => {
    const log = logged.join('\n');
    expect(log).toContain('SMPP bound to 127.0.0.1:');
    expect(log).toMatch(/message \d+ \(sms\) failed after 1 tries: submit_sm_resp command_status 0x0000000b/);
    expect(smsc.received.length).toBeGreaterThan(30);
    for (const sms of smsc.received) {
      expect(log).not.toContain(sms.to);
      expect(log).not.toContain(sms.text.slice(0, 20));
      expect(log).not.toContain(/\d{6}/.exec(sms.text)?.[0]);
    }
    expect(log).not.toContain('secret');
  });
});
