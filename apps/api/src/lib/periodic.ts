/**
 * A periodic job of a module (a sweep), run by the process that hosts the module as its `background` work: a round
 * every `everyMs` (the first one a round's time after start, so a starting fleet does not sweep at once), never two
 * rounds of one job at a time in this process, stopped with the app (waiting for the round in hand). Safety across
 * hosts is the job's own: each round claims its rows with `FOR UPDATE SKIP LOCKED` and checks them again under the
 * lock, so two hosts sweeping at once share the work and never act on one row twice.
 */
export interface PeriodicJob {
  /** One round now: answers what it swept. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function periodicJob(options: {
  name: string;
  everyMs: number;
  round: () => Promise<number>;
  onError?: (error: unknown) => void;
}): PeriodicJob {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopping = false;
  const report =
    options.onError ??
    ((error: unknown) =>
      console.error(
        `${options.name} failed (tried again next round):`,
        error instanceof Error ? error.message : error,
      ));

  const tick = () => {
    timer = null;
    running = options
      .round()
      .catch(report)
      .finally(() => {
        if (!stopping) (timer = setTimeout(tick, options.everyMs)).unref();
      });
  };

  return {
    runOnce: () => options.round(),
    start() {
      if (timer || stopping) return;
      timer = setTimeout(tick, options.everyMs);
      timer.unref();
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

/** Several periodic jobs of one module as its one `background` work: started and stopped together. */
export function jobs(...all: PeriodicJob[]): PeriodicJob {
  return {
    runOnce: async () => (await Promise.all(all.map((job) => job.runOnce()))).reduce((sum, n) => sum + n, 0),
    start: () => all.forEach((job) => job.start()),
    stop: async () => void (await Promise.all(all.map((job) => job.stop()))),
  };
}
