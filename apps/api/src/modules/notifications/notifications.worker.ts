import type { Db } from '../../db/client.ts';
import type { Contributions } from '../../http/contributions.ts';
import type { Clock } from '../../http/module.ts';
import {
  backoffMs,
  CLAIM_LEASE_MS,
  createQueueWorker,
  retryAt,
  type QueueWorker,
  type RetrySettings,
} from '../../lib/job-queue.ts';
import type { Messenger } from '../../lib/messages.ts';
import { claimDue, markFailed, markSent, type ClaimedJob } from './notifications.delivery.ts';
import { noticeReference } from './notifications.list.ts';
import { formatAmount } from './notifications.texts.ts';

/**
 * The notifications module's slice of the configuration (`NOTIFICATIONS_*`): whether this process runs the worker,
 * how often it looks for due deliveries, and the retries' backoff and limit. The module's `config` hands it over.
 */
export interface DeliverySettings extends RetrySettings {
  worker: boolean;
  pollMs: number;
}

export { backoffMs, CLAIM_LEASE_MS };

export type DeliveryWorker = QueueWorker;

export interface WorkerDeps {
  db: Db;
  clock: Clock;
  /** The message provider (built when first used). */
  messages: Messenger;
  contributions: Pick<Contributions, 'notification'>;
  settings: DeliverySettings;
  /** A round that failed as a whole (the database unreachable): told, and tried again at the next poll. */
  onError?: (error: unknown) => void;
}

/** Sends one delivery through the message provider, in the customer's language, with the event's texts. */
export async function sendDelivery(
  deps: Pick<WorkerDeps, 'messages' | 'contributions'>,
  job: ClaimedJob,
): Promise<void> {
  const definition = deps.contributions.notification(job.event);
  if (!definition) throw new Error(`No module contributes the notification event "${job.event}"`);
  if (!job.to) throw new Error(`The customer has no ${job.channel === 'sms' ? 'phone' : 'e-mail'} any more`);
  await deps.messages.send({
    channel: job.channel,
    to: job.to,
    template: definition.templates[job.channel === 'push' ? 'sms' : job.channel],
    language: job.language,
    customerId: job.customerId,
    reference: noticeReference(job.notificationId, job.channel),
    params: { ...job.params, tracking: job.trackingNumber ?? '', amount: formatAmount(job.params, job.language) },
  });
}

/**
 * The notification worker of the embedded database (decision 0035; PostgreSQL uses graphile-worker, see
 * `notifications.queue.ts`): claims due SMS and e-mail deliveries from `notification_jobs`, sends them
 * through the message provider in the customer's language, and records each outcome — sent, tried again later with
 * exponential backoff, or failed for good after the last try. Any number of workers can run on one database.
 */
export function createDeliveryWorker(deps: WorkerDeps): DeliveryWorker {
  const { db, clock, settings } = deps;
  return createQueueWorker({
    pollMs: settings.pollMs,
    claim: (limit) => claimDue(db, clock.now(), CLAIM_LEASE_MS, limit),
    async settle(job) {
      try {
        await sendDelivery(deps, job);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await markFailed(db, job.id, message, retryAt(settings, job.attempts, clock.now()));
        return;
      }
      await markSent(db, job.id, clock.now());
    },
    ...(deps.onError ? { onError: deps.onError } : {}),
  });
}
