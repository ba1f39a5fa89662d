import type { Db } from '../../db/client.ts';
import type { Clock } from '../../http/module.ts';
import {
  CLAIM_LEASE_MS,
  createQueueWorker,
  retryAt,
  type QueueWorker,
  type RetrySettings,
} from '../../lib/job-queue.ts';
import type { MessageTransport } from '../../lib/message-transport.ts';
import type { MessageChannel } from '../../lib/messages.ts';
import type { Metrics } from '../../lib/metrics.ts';
import { claimDueMessages, markMessageFailed, markMessageSent, type ClaimedMessage } from './messages.jobs.ts';

export interface MessageWorkerDeps {
  db: Db;
  clock: Clock;
  /** The transport of each channel that has one; the others' messages never enter the queue. */
  transports: Partial<Record<MessageChannel, MessageTransport>>;
  settings: RetrySettings & { pollMs: number };
  metrics: Metrics | null;
  onError?: (error: unknown) => void;
}

/**
 * The message queue's worker (decision 0041), on the job-table shape of `lib/job-queue.ts`: claims due messages of
 * the channels it has transports for, sends each, and records the outcome — sent (its text dropped), tried again after
 * a backoff (a temporary failure), or failed with the server's reason (a permanent one, or the last try). Its log names
 * a message by id and channel with the server's reason, never an address, a number or a text.
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
      await markMessageSent(db, message.id, clock.now());
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

  return createQueueWorker({
    pollMs: settings.pollMs,
    claim: (limit) => claimDueMessages(db, channels, clock.now(), CLAIM_LEASE_MS, limit),
    settle,
    ...(deps.onError ? { onError: deps.onError } : {}),
  });
}
