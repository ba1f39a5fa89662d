import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Contributions } from '../../http/contributions.ts';
import type { Clock } from '../../http/module.ts';
import type { Messenger } from '../../lib/messages.ts';
import { claimDue, markFailed, markSent, type ClaimedJob } from './notifications.delivery.ts';
import { formatAmount } from './notifications.texts.ts';

export type DeliverySettings = Config['notifications'];

/** Deliveries claimed at once by one worker. */
const BATCH = 20;
/** How long a claimed delivery is this worker's: one that dies holding it hands it back after this. */
export const CLAIM_LEASE_MS = 120_000;

/** The wait before try `attempts + 1`: the base doubled per try made, at most the cap. */
export function backoffMs(settings: Pick<DeliverySettings, 'retryBaseMs' | 'retryMaxMs'>, attempts: number): number {
  return Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

export interface DeliveryWorker {
  /** Delivers what is due now, batch after batch until nothing is; answers how many it tried. */
  runOnce(): Promise<number>;
  /** Looks for due deliveries every `pollMs` until stopped. */
  start(): void;
  /** Stops looking, and waits for the deliveries in hand. */
  stop(): Promise<void>;
}

export interface WorkerDeps {
  db: Db;
  clock: Clock;
  /** The message provider (built when first used). */
  messages: () => Messenger;
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
  await deps.messages().send({
    channel: job.channel,
    to: job.to,
    template: definition.templates[job.channel],
    language: job.language,
    customerId: job.customerId,
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
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let started = false;
  let stopping = false;

  async function settle(job: ClaimedJob): Promise<void> {
    try {
      await sendDelivery(deps, job);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = job.attempts >= settings.maxAttempts;
      const retryAt = last ? null : new Date(clock.now().getTime() + backoffMs(settings, job.attempts));
      await markFailed(db, job.id, message, retryAt);
      return;
    }
    await markSent(db, job.id, clock.now());
  }

  async function runOnce(): Promise<number> {
    let tried = 0;
    for (;;) {
      const jobs = await claimDue(db, clock.now(), CLAIM_LEASE_MS, BATCH);
      for (const job of jobs) await settle(job);
      tried += jobs.length;
      if (jobs.length < BATCH || stopping) return tried;
    }
  }

  const tick = () => {
    running = runOnce()
      .catch((error: unknown) => deps.onError?.(error))
      .finally(() => {
        if (!stopping) timer = setTimeout(tick, settings.pollMs);
      });
  };

  return {
    runOnce,
    start() {
      if (started || stopping) return;
      started = true;
      timer = setTimeout(tick, settings.pollMs);
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
