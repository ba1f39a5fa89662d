import { randomInt } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { composeMessage, type OutgoingMessage } from '../../lib/messages.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { eventually } from '../../test/smtp-server.ts';
import { enqueueMessage } from './messages.jobs.ts';
import { createSmppTransport } from './messages.smpp.ts';
import { messageJobs } from './messages.table.ts';
import { createMessageWorker } from './messages.worker.ts';
import { startSmppAggregator, type TestSmppAggregator } from '../../test/smpp-aggregator.ts';

/** Two hosts, each with its own bind, over one queue on a real PostgreSQL; receipts recorded by either. */
let hosts: Database[];
let smsc: TestSmppAggregator;
const settings = { pollMs: 60_000, retryBaseMs: 100, retryMaxMs: 1000, maxAttempts: 3 };

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  smsc = await startSmppAggregator();
  hosts = await Promise.all([0, 1].map(() => openTestDatabase()));
});
afterAll(async () => {
  await Promise.all(hosts.map((host) => host.close()));
  await smsc.close();
  vi.restoreAllMocks();
});

function workerOn(database: Database) {
  const url = new URL(smsc.url);
  const transport = createSmppTransport({
    provider: 'smpp',
    host: url.hostname,
    port: Number(url.port),
    tls: false,
    systemId: url.username,
    password: url.password,
    sender: 'Yolla',
    window: 4,
  });
  const worker = createMessageWorker({
    db: database.db,
    clock: { now: () => new Date() },
    transports: { sms: transport },
    settings,
    metrics: null,
    concurrency: 4,
  });
  return { worker, close: () => transport.close() };
}

describe('SMS over SMPP on PostgreSQL', () => {
  it('sends each message once with two hosts’ binds taking from the queue, and records every part’s receipt', async () => {
    const [first] = hosts;
    if (!first) throw new Error('no host');
    const phones = Array.from({ length: 24 }, () => `+99855${String(randomInt(10_000_000)).padStart(7, '0')}`);
    for (const [index, to] of phones.entries()) {
      const message: OutgoingMessage = {
        channel: 'sms',
        to,
        template: 'code.registration',
        params: { code: '123456' },
        language: index % 2 ? 'ka' : 'en',
      };
      await enqueueMessage(first.db, composeMessage(message, 'Yolla', 'https://yolla.az'), new Date());
    }
    const workers = hosts.map(workerOn);
    for (const { worker } of workers) worker.start();
    await Promise.all(workers.map(({ worker }) => worker.runOnce()));
    const taken = phones.map((to) => smsc.received.filter((sms) => sms.to === to.slice(1)));
    expect(taken.map((list) => list.length)).toEqual(phones.map(() => 1));
    expect(smsc.binds()).toBe(2);
    for (const [sms] of taken) if (sms) await smsc.receipt(sms, 'DELIVRD');
    const rows = () => first.db.select().from(messageJobs).where(inArray(messageJobs.recipient, phones));
    await eventually(async () => (await rows()).every((row) => row.delivery === 'delivered'));
    const byPhone = new Map((await rows()).map((row) => [row.recipient, row]));
    const parts = phones.map((to) => byPhone.get(to)).map((row) => [row?.state, row?.parts, row?.receiptedIds.length]);
    expect(parts).toEqual(phones.map((_, index) => ['sent', index % 2 ? 2 : 1, index % 2 ? 2 : 1]));
    for (const { worker, close } of workers) {
      await worker.stop();
      await close();
    }
  });
});
