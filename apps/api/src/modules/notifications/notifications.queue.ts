import { sql } from 'drizzle-orm';
import {
  Logger,
  run,
  runMigrations,
  type LogFunctionFactory,
  type Runner,
  type RunnerOptions,
  type Task,
} from 'graphile-worker';
import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../http/module.ts';
import { lockPending, markSent, recordTry } from './notifications.delivery.ts';
import { sendDelivery, type WorkerDeps } from './notifications.worker.ts';

/**
 * The deliveries on PostgreSQL (decision 0035): graphile-worker's queue, one job per `notification_jobs` row, added in
 * the transaction that writes the row. graphile-worker runs the jobs (LISTEN/NOTIFY, retries with its exponential
 * backoff); `notification_jobs` stays the record of each delivery (state, tries, last error, when sent).
 */
export const DELIVER_TASK = 'deliver_notification';
/** graphile-worker's tables and functions, installed by its own migrations (not drizzle's). */
export const QUEUE_SCHEMA = 'graphile_worker';

export interface QueueOptions {
  /** The pool the runner uses: the API's own (each runner also holds one connection to LISTEN). */
  pgPool: pg.Pool;
}

/** Adds the delivery rows' jobs in `tx`, the caller's transaction: they are queued if and only if it commits. */
export async function enqueueDeliveries(tx: Db, ids: readonly number[], maxAttempts: number): Promise<void> {
  for (const id of ids) {
    await tx.execute(
      sql`select ${sql.identifier(QUEUE_SCHEMA)}.add_job(${DELIVER_TASK}, json_build_object('job_id', ${id}::bigint),
        job_key := ${`notification-job:${id}`}, max_attempts := ${maxAttempts}::int)`,
    );
  }
}

/** graphile-worker's messages, warnings and errors only: its lines name jobs by id and task, never a customer. */
const logFactory: LogFunctionFactory = (scope) => (level, message) => {
  const line = `graphile-worker${scope.workerId ? ` ${scope.workerId}` : ''}: ${message}`;
  if (level === 'error') console.error(line);
  else if (level === 'warning') console.warn(line);
};
export const queueLogger = new Logger(logFactory);

const jobIdOf = (payload: unknown): number => {
  const id = (payload as { job_id?: unknown } | null)?.job_id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new Error('deliver_notification without a job_id');
  return id;
};

/**
 * The task: locks the delivery row (a second run of the job waits for the first, then finds it settled and sends
 * nothing), sends it, and records it sent; a failed send is recorded (tries, error) and thrown, so graphile-worker
 * tries again after its backoff — or, when that was its last try, the row is recorded as failed for good.
 */
export function deliverTask(deps: Pick<WorkerDeps, 'messages' | 'contributions'> & { db: Db; clock: Clock }): Task {
  return async (payload, helpers) => {
    const id = jobIdOf(payload);
    const { attempts, max_attempts: maxAttempts } = helpers.job;
    const failure = await deps.db.transaction(async (tx) => {
      const job = await lockPending(tx, id, attempts);
      if (!job) return null;
      try {
        await sendDelivery(deps, job);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await recordTry(tx, id, attempts, message, attempts >= maxAttempts);
        return error instanceof Error ? error : new Error(message);
      }
      await markSent(tx, id, deps.clock.now(), attempts);
      return null;
    });
    if (failure) throw failure;
  };
}

/** graphile-worker's schema, installed or brought up to date (safe with several hosts starting at once). */
export function migrateQueue(options: QueueOptions): Promise<void> {
  return runMigrations({ pgPool: options.pgPool, schema: QUEUE_SCHEMA, logger: queueLogger });
}

export interface QueueRunnerOptions extends QueueOptions {
  task: Task;
  concurrency?: number;
  /** How often it looks for jobs due later (retries); new jobs arrive by NOTIFY at once. */
  pollMs: number;
  /** graphile-worker's own settings beyond these (tests: when it looks for jobs of a runner that died). */
  extra?: Partial<RunnerOptions>;
}

/** A graphile-worker runner delivering notifications until stopped; signals are the host's to handle. */
export function startQueueRunner(options: QueueRunnerOptions): Promise<Runner> {
  return run({
    pgPool: options.pgPool,
    schema: QUEUE_SCHEMA,
    concurrency: options.concurrency ?? 2,
    pollInterval: options.pollMs,
    noHandleSignals: true,
    logger: queueLogger,
    taskList: { [DELIVER_TASK]: options.task },
    ...options.extra,
  });
}

/** How soon a start that could not reach the database tries graphile-worker's migrations again. */
const RETRY_START_MS = 5000;

/**
 * The module's background work on PostgreSQL: at start, graphile-worker's schema brought up to date (awaited before
 * the app takes a request, so every raised notice can queue its deliveries), then, unless `worker` is off in this
 * process (another one runs it), a runner until the app closes. A database unreachable at start does not stop the
 * app (its requests answer 503 meanwhile): the start is told and tried again until it succeeds or the app closes.
 */
export function queueBackground(options: QueueOptions & { worker: boolean; pollMs: number; task: () => Task }): {
  start(): Promise<void>;
  stop(): Promise<void>;
} {
  let runner: Runner | null = null;
  let retry: NodeJS.Timeout | null = null;
  let starting: Promise<void> = Promise.resolve();
  let stopped = false;

  async function attempt(): Promise<void> {
    try {
      await migrateQueue(options);
      if (options.worker && !stopped) runner = await startQueueRunner({ ...options, task: options.task() });
    } catch (error) {
      console.error('notification queue not started:', error instanceof Error ? error.message : error);
      if (!stopped) retry = setTimeout(() => (starting = attempt()), RETRY_START_MS);
    }
  }

  return {
    start() {
      starting = attempt();
      return starting;
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await starting;
      await runner?.stop();
      runner = null;
    },
  };
}
