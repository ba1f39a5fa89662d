import type { Db } from '../../db/client.ts';
import type { Clock } from '../../http/module.ts';
import {
  CLAIM_LEASE_MS,
  createQueueWorker,
  retryAt,
  type QueueWorker,
  type RetrySettings,
} from '../../lib/job-queue.ts';
import type { DeliveryReceipt, MessageTransport } from '../../lib/message-transport.ts';
import type { MessageChannel } from '../../lib/messages.ts';
import type { Metrics } from '../../lib/metrics.ts';
import {
  claimDueMessages,
  markMessageFailed,
  markMessageSent,
  recordReceipt,
  type ClaimedMessage,
} from './messages.jobs.ts';

export interface MessageWorkerDeps {
  db: Db;
  clock: Clock;
  /** The transport of each channel that has one; the others' messages never enter the queue. */
  transports: Partial<Record<MessageChannel, MessageTransport>>;
  settings: RetrySettings & { pollMs: number };
  metrics: Metrics | null;
  /** Messages sent at once (the SMPP window; 1 otherwise). */
  concurrency?: number;
  onError?: (error: unknown) => void;
}

/** The waits before a receipt that names no sent message is looked for again (it may overtake its sending's record). */
const RECEIPT_RETRIES_MS = [50, 200, 500, 1000, 2000];

/**
 * The message queue's worker (decision 0041), on the job-table shape of `lib/job-queue.ts`: claims due messages of
 * the channels it has transports for, sends each, and records the outcome — sent (its text dropped), tried again after
 * a backoff (a temporary failure), or failed with the server's reason (a permanent one, or the last try). It records
 * the delivery receipts its transports hear (SMPP), and starts their listening with its own start. Its log names a
 * message by id and channel with the server's reason, never an address, a number or a text.
 */
export function createMessageWorker(deps: MessageWorkerDeps): QueueWorker {
  const { db, clock, transports, settings, metrics } = deps;
  const channels = (Object.keys(transports) as MessageChannel[]).filter((channel) => transports[channel]);

  async function settle(message: ClaimedMessage): Promise<void> {
    const transport = transports[message.channel];
    const result = transport
      ? await transport.send(message)
      : ({ outcome: 'temporary', reason: `no transport for ${message.channel}` } as const);
    if (result.outcome === 'sent') {
      await markMessageSent(db, message.id, clock.now(), result);
      metrics?.messages.inc({ channel: message.channel, outcome: 'sent' });
      return;
    }
    const again = result.outcome === 'temporary' ? retryAt(settings, message.attempts, clock.now()) : null;
    await markMessageFailed(db, message.id, result.reason, again);
    metrics?.messages.inc({ channel: message.channel, outcome: again ? 'retried' : 'failed' });
    if (!again)
      console.warn(
        `message ${message.id} (${message.channel}) failed after ${message.attempts} tries: ${result.reason}`,
      );
  }

  async function record(receipt: DeliveryReceipt): Promise<void> {
    for (const wait of [0, ...RECEIPT_RETRIES_MS]) {
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
      const recorded = await recordReceipt(db, receipt, clock.now());
      if (recorded === 'unchanged') return;
      if (recorded) {
        metrics?.messages.inc({ channel: recorded.channel, outcome: recorded.delivery });
        return;
      }
    }
    console.warn(`delivery receipt for an unknown message (SMSC id ${receipt.providerId.slice(0, 64)})`);
  }

  const queue = createQueueWorker({
    pollMs: settings.pollMs,
    claim: (limit) => claimDueMessages(db, channels, clock.now(), CLAIM_LEASE_MS, limit),
    settle,
    concurrency: deps.concurrency ?? 1,
    ...(deps.onError ? { onError: deps.onError } : {}),
  });
  return {
    ...queue,
    start() {
      for (const transport of Object.values(transports)) transport?.receive?.(record);
      queue.start();
    },
  };
}
