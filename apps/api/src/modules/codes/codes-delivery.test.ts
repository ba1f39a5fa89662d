import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { post, randomAddress, randomPhone, registrationBody } from '../../test/codes.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { eventually } from '../../test/smtp-server.ts';
import { messageJobs } from '../messages/messages.table.ts';
import { startSmppAggregator, type TestSmppAggregator } from '../../test/smpp-aggregator.ts';

/** How long the network may take under a busy test host. */
const PATIENCE_MS = 15_000;

let api: TestApi;
let smsc: TestSmppAggregator;

beforeAll(async () => {
  smsc = await startSmppAggregator();
  api = await createTestApi({
    env: { SMPP_URL: smsc.url, SMS_SENDER: 'Yolla', NOTIFICATIONS_WORKER: 'true', NOTIFICATIONS_POLL_MS: '50' },
  });
});
afterEach(() => smsc.answer(() => null));
afterAll(async () => {
  await api.close();
  await smsc.close();
});

/** Asks a registration code for a new phone: its ticket, and the phone as SMPP addresses it. */
async function register() {
  const body = registrationBody('GE');
  const answer = await post(api, '/registration', body, { remoteAddress: randomAddress() });
  expect(answer.statusCode).toBe(200);
  return { ticket: answer.json().data.ticket as string, address: body.phone.slice(1) };
}

const delivery = (ticket: string) =>
  api.app.inject({
    method: 'GET',
    url: `/api/v1/${api.config.segment}/codes/delivery?ticket=${ticket}`,
    remoteAddress: randomAddress(),
  });

const jobOf = async (ticket: string) =>
  (
    await api.database.db
      .select()
      .from(messageJobs)
      .where(eq(messageJobs.reference, `code:${ticket}`))
  )[0];

const undelivered = async (ticket: string) => (await delivery(ticket)).json().data.undelivered as boolean;

describe('whether a code reached the customer', () => {
  it('says a code the SMS aggregator refused for good could not be delivered', async () => {
    smsc.answer(() => 0x0b);
    const { ticket } = await register();
    await eventually(() => undelivered(ticket), PATIENCE_MS);
  });

  it('says a code on its way or taken by the network was not lost, and one reported undeliverable was', async () => {
    const { ticket, address } = await register();
    expect(await undelivered(ticket)).toBe(false);
    // Its sending recorded (the SMSC's id kept), as the receipt will name it.
    await eventually(async () => (await jobOf(ticket))?.state === 'sent', PATIENCE_MS);
    expect(await undelivered(ticket)).toBe(false);
    const sms = smsc.received.find((item) => item.to === address);
    if (!sms) throw new Error('no SMS');
    await smsc.receipt(sms, 'UNDELIV');
    await eventually(() => undelivered(ticket), PATIENCE_MS);
  });

  it('answers a recovery for a number without an account as it answers one on its way', async () => {
    smsc.answer(() => 0x0b);
    const answer = await post(
      api,
      '/recovery/code',
      { username: randomPhone.GE() },
      { remoteAddress: randomAddress() },
    );
    expect(answer.statusCode).toBe(200);
    expect(await undelivered(answer.json().data.ticket)).toBe(false);
  });

  it('refuses a ticket that names no code', async () => {
    const answer = await delivery('00000000-0000-4000-8000-000000000000');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('codes.session_expired');
    expect((await delivery('not-a-ticket')).statusCode).toBe(400);
  });
});
