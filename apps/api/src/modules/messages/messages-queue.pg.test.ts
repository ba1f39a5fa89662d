import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { CLAIM_LEASE_MS } from '../../lib/job-queue.ts';
import { composeMessage, type OutgoingMessage } from '../../lib/messages.ts';
import { fakeClock } from '../../test/codes.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { claimDueMessages, enqueueMessage } from './messages.jobs.ts';
import { createSmtpTransport } from './messages.smtp.ts';
import { messageJobs } from './messages.table.ts';
import { createMessageWorker } from './messages.worker.ts';

/** Races only a real PostgreSQL with several connections can show: three hosts' workers over one queue. */
let hosts: Database[];
let smtp: TestSmtpServer;
const settings = { pollMs: 1000, retryBaseMs: 100, retryMaxMs: 1000, maxAttempts: 3 };

beforeAll(async () => {
  smtp = await startSmtpServer();
  hosts = await Promise.all([0, 1, 2].map(() => openTestDatabase()));
});
afterAll(async () => {
  await Promise.all(hosts.map((host) => host.close()));
  await smtp.close();
});

function workerOn(database: Database, clock = fakeClock()) {
  const transport = createSmtpTransport({ provider: 'smtp', url: smtp.url, from: 'no-reply@yolla.test', dkim: null });
  return createMessageWorker({ db: database.db, clock, transports: { email: transport }, settings, metrics: null });
}

async function queue(tag: string, count: number, now = new Date()): Promise<string[]> {
  const recipients = Array.from({ length: count }, (_, index) => `queue-${tag}-${index}@yolla.test`);
  const [first] = hosts;
  if (!first) throw new Error('no host');
  for (const to of recipients) {
    const message: OutgoingMessage = {
      channel: 'email',
      to,
      template: 'code.recovery',
      params: { code: '123456' },
      language: 'en',
    };
    await enqueueMessage(first.db, composeMessage(message, 'Yolla', 'https://yolla.az'), now);
  }
  return recipients;
}

const deliveredTo = (recipients: string[]) =>
  recipients.map((to) => smtp.received.filter((mail) => mail.envelopeTo.includes(to)).length);

describe('the message queue on PostgreSQL', () => {
  it('delivers every message exactly once with three hosts’ workers taking from it at once', async () => {
    const tag = randomBytes(4).toString('hex');
    const recipients = await queue(tag, 45);
    const workers = hosts.map((host) => workerOn(host));
    const tried = await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(tried.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(45);
    expect(deliveredTo(recipients)).toEqual(recipients.map(() => 1));
    const rows = await hosts[0]?.db
      .select()
      .from(messageJobs)
      .where(like(messageJobs.recipient, `queue-${tag}-%`));
    expect(rows?.map((row) => [row.state, row.attempts])).toEqual(recipients.map(() => ['sent', 1]));
  });

  it('hands a message a dead worker had claimed to another after the lease, delivered once', async () => {
    const tag = randomBytes(4).toString('hex');
    const clock = fakeClock();
    const [recipient] = await queue(tag, 1, clock.now());
    const [dead, alive] = hosts;
    if (!dead || !alive || !recipient) throw new Error('no host');
    // The dead worker claims and never settles.
    const claimed = await claimDueMessages(dead.db, ['email'], clock.now(), CLAIM_LEASE_MS, 1000);
    expect(claimed.map((row) => row.recipient)).toContain(recipient);
    const worker = workerOn(alive, clock);
    await worker.runOnce();
    expect(deliveredTo([recipient])).toEqual([0]);
    clock.advance(CLAIM_LEASE_MS / 1000 + 1);
    await worker.runOnce();
    await worker.runOnce();
    expect(deliveredTo([recipient])).toEqual([1]);
  });
});
