/**
 * The shape of a job table's worker (decisions 0035 and 0041): rows claimed due in batches (`FOR UPDATE SKIP LOCKED`,
 * a try counted, `next_attempt_at` moved a lease ahead, so a worker that dies holding a row hands it back when the
 * lease ends), each settled — done, tried again after a backoff, or failed for good after the last try. The
 * notification deliveries of the embedded database and the message queue run on it.
 */

/** The retries of a job table: the base wait (doubled per try), its cap, and the tries before a row fails for good. */
export interface RetrySettings {
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
}

/** Rows claimed at once by one worker. */
export const CLAIM_BATCH = 20;
/** How long a claimed row is this worker's: one that dies holding it hands it back after this. */
export const CLAIM_LEASE_MS = 120_000;

/** The wait before try `attempts + 1`: the base doubled per try made, at most the cap. */
export function backoffMs(settings: Pick<RetrySettings, 'retryBaseMs' | 'retryMaxMs'>, attempts: number): number {
  return Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/** When a row whose try `attempts` failed is tried again: null after the last try (then it has failed for good). */
export function retryAt(settings: RetrySettings, attempts: number, now: Date): Date | null {
  return attempts >= settings.maxAttempts ? null : new Date(now.getTime() + backoffMs(settings, attempts));
}

export interface QueueWorker {
  /** Settles what is due now, batch after batch until nothing is; answers how many rows it tried. */
  runOnce(): Promise<number>;
  /** Looks for due rows every `pollMs` until stopped. */
  start(): void;
  /** Looks now (a row was just queued in this process), without waiting for the next poll. */
  wake(): void;
  /** Stops looking, and waits for the rows in hand. */
  stop(): Promise<void>;
}

export interface QueueWorkerOptions<Row> {
  pollMs: number;
  /** Claims up to `limit` due rows for this worker (see above). */
  claim(limit: number): Promise<Row[]>;
  /** Settles one claimed row: tries it and records the outcome. */
  settle(row: Row): Promise<void>;
  /** Rows of a batch settled at once (1 unless the transport has a window, as SMPP's). */
  concurrency?: number;
  /** A round that failed as a whole (the database unreachable): told, and tried again at the next poll. */
  onError?: (error: unknown) => void;
}

/** A worker over one job table: never two rounds at once in this process; any number of workers per database. */
export function createQueueWorker<Row>(options: QueueWorkerOptions<Row>): QueueWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;
  let started = false;
  let stopping = false;

  /** Settles a batch, at most `concurrency` rows at once; the first failure is thrown once all have settled. */
  async function settleAll(rows: Row[]): Promise<void> {
    let next = 0;
    const lane = async () => {
      for (let row = rows[next++]; row !== undefined; row = rows[next++]) await options.settle(row);
    };
    const lanes = Array.from({ length: Math.min(options.concurrency ?? 1, rows.length) }, lane);
    const failed = (await Promise.allSettled(lanes)).find((lane) => lane.status === 'rejected');
    if (failed) throw failed.reason;
  }

  async function runOnce(): Promise<number> {
    let tried = 0;
    for (;;) {
      const rows = await options.claim(CLAIM_BATCH);
      await settleAll(rows);
      tried += rows.length;
      if (rows.length < CLAIM_BATCH || stopping) return tried;
    }
  }

  function round(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
        if (stopping) return;
        if (again) {
          again = false;
          round();
        } else timer = setTimeout(round, options.pollMs);
      });
  }

  return {
    runOnce,
    start() {
      if (started || stopping) return;
      started = true;
      timer = setTimeout(round, options.pollMs);
    },
    wake() {
      if (started && !stopping) round();
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
