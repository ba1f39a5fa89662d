import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMetrics, type Metrics } from '../../lib/metrics.ts';
import { post, randomAddress } from '../../test/codes.ts';
import { createCustomer, createTestApi, outboxOf, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer } from '../../test/signed-in.ts';
import { eventually, startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { messageJobs } from './messages.table.ts';

let api: TestApi;
let smtp: TestSmtpServer;
let metrics: Metrics;

beforeAll(async () => {
  smtp = await startSmtpServer();
  metrics = createMetrics();
  api = await createTestApi({
    metrics,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Yolla <no-reply@yolla.test>',
      NOTIFICATIONS_WORKER: 'true',
      NOTIFICATIONS_POLL_MS: '50',
      NOTIFICATIONS_RETRY_BASE_MS: '100',
      NOTIFICATIONS_MAX_ATTEMPTS: '3',
      CODES_RATE_IP_MAX: '100000',
    },
  });
});
afterEach(() => smtp.answer(() => null));
afterAll(async () => {
  await api.close();
  await smtp.close();
});

/** A recovery code asked by e-mail for a new customer who reads messages in `language`. */
async function recoveryByEmail(language: 'ru' | 'uz' | 'en' = 'ru') {
  const customer = await createCustomer(api.database, { language });
  const answer = await post(api, '/recovery/code', { username: customer.email }, { remoteAddress: randomAddress() });
  expect(answer.statusCode).toBe(200);
  return { customer, ticket: answer.json().data.ticket as string };
}

const jobsTo = (to: string) => api.database.db.select().from(messageJobs).where(eq(messageJobs.recipient, to));
const mailsTo = (to: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(to));

describe('e-mail over SMTP', () => {
  it('delivers a recovery code to the mailbox in the customer’s language, as plain text and HTML', async () => {
    const { customer, ticket } = await recoveryByEmail('ru');
    await eventually(() => mailsTo(customer.email).length === 1);
    const [mail] = mailsTo(customer.email);
    expect(mail?.parsed.subject).toBe('Код для сброса пароля Yolla');
    expect(mail?.parsed.from?.value).toEqual([{ name: 'Yolla', address: 'no-reply@yolla.test' }]);
    const code = /\b(\d{6})\b/.exec(mail?.parsed.text ?? '')?.[1] ?? '';
    expect(mail?.parsed.text).toContain(`Yolla: ${code} — ваш код для сброса пароля.`);
    expect(mail?.parsed.html).toContain(`<p>Yolla: ${code} — ваш код для сброса пароля.`);
    // A code is not a notice: no link to the notification settings.
    expect(mail?.parsed.headers.has('list-unsubscribe')).toBe(false);
    // Real e-mail never lands in the development outbox, and the queue keeps no text once it is delivered.
    expect(await outboxOf(api, customer.email)).toEqual([]);
    await eventually(async () => (await jobsTo(customer.email))[0]?.state === 'sent');
    expect(await jobsTo(customer.email)).toMatchObject([{ attempts: 1, body: '', html: null, lastError: null }]);
    const verified = await post(api, '/recovery/verify', { ticket, code }, { remoteAddress: randomAddress() });
    expect(verified.statusCode).toBe(200);
    expect(await metrics.registry.getSingleMetricAsString('yolla_messages_total')).toMatch(
      /yolla_messages_total\{channel="email",outcome="sent"\} [1-9]/,
    );
  });

  it('tries again after a temporary refusal (4xx), and the message arrives once', async () => {
    let refused = 0;
    smtp.answer(() => (refused++ === 0 ? { code: 451, message: '4.7.1 Greylisted, please try again later' } : null));
    const { customer } = await recoveryByEmail('uz');
    await eventually(async () => (await jobsTo(customer.email))[0]?.state === 'sent');
    expect(refused).toBe(2);
    expect(await jobsTo(customer.email)).toMatchObject([{ attempts: 2, state: 'sent' }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(customer.email)).toHaveLength(1);
    expect(mailsTo(customer.email)[0]?.parsed.text).toMatch(/^Yolla: parolni tiklash kodingiz \d{6}\./);
  });

  it('records a permanent refusal (5xx) as failed with the server’s reason, without the address, and never retries it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const customer = await createCustomer(api.database, { language: 'en' });
    smtp.answer(() => ({ code: 550, message: `5.1.1 <${customer.email}>: Recipient address rejected` }));
    const before = smtp.attempts();
    await post(api, '/recovery/code', { username: customer.email }, { remoteAddress: randomAddress() });
    await eventually(async () => (await jobsTo(customer.email))[0]?.state === 'failed');
    const [job] = await jobsTo(customer.email);
    expect(job).toMatchObject({ attempts: 1, lastError: '550 5.1.1 <<recipient>>: Recipient address rejected' });
    // Never lost: the failed message is kept, text and all.
    expect(job?.body).toMatch(/^Yolla: \d{6} is your code/);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.attempts() - before).toBe(1);
    const logged = warn.mock.calls.flat().join('\n');
    warn.mockRestore();
    expect(logged).toContain(`message ${job?.id} (email) failed after 1 tries: 550 5.1.1`);
    expect(logged).not.toContain(customer.email);
    expect(logged).not.toContain(job?.body);
    expect(await metrics.registry.getSingleMetricAsString('yolla_messages_total')).toMatch(
      /yolla_messages_total\{channel="email",outcome="failed"\} [1-9]/,
    );
  });

  it('records a message still refused for later after the last try as failed, with the last reason', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    smtp.answer(() => ({ code: 452, message: '4.2.2 Mailbox full' }));
    const { customer } = await recoveryByEmail('en');
    await eventually(async () => (await jobsTo(customer.email))[0]?.state === 'failed');
    warn.mockRestore();
    expect(await jobsTo(customer.email)).toMatchObject([{ attempts: 3, lastError: '452 4.2.2 Mailbox full' }]);
    expect(mailsTo(customer.email)).toEqual([]);
  });

  it('forgets an account’s queued and failed messages when the account is deleted', async () => {
    smtp.answer(() => ({ code: 550, message: '5.1.1 Recipient address rejected' }));
    const who = await signedInCustomer(api);
    await post(api, '/recovery/code', { username: who.customer.email }, { remoteAddress: randomAddress() });
    await eventually(async () => (await jobsTo(who.customer.email))[0]?.state === 'failed');
    const deleted = await callAs(api, who, 'POST', '/me/deletion', { payload: { password: who.customer.password } });
    expect(deleted.statusCode).toBe(200);
    expect(await jobsTo(who.customer.email)).toEqual([]);
  });
});
