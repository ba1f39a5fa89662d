import type { ConnectionTracker } from './connection-drain.ts';

export { trackConnections, type ConnectionTracker } from './connection-drain.ts';

export interface ShutdownLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Shutdown {
  /** The server's connections (`trackConnections`, attached before it listened). */
  connections: ConnectionTracker;
  /** What to close once no request is in flight, in order: the app, then the database, Redis… */
  close: Array<() => Promise<void>>;
  /** SHUTDOWN_TIMEOUT_MS: everything is over within this time. */
  timeoutMs: number;
  log: ShutdownLog;
}

/**
 * How a shutdown spends its time: idle keep-alive connections stay open for a grace period of at
 * most a second (a quarter of the budget when it is short), requests in flight have until the
 * drain deadline, and the last fifth of the budget (at most a second) is kept for closing the
 * database and the rest.
 */
export function shutdownBudget(timeoutMs: number): { graceMs: number; deadlineMs: number } {
  const graceMs = Math.min(1000, Math.floor(timeoutMs / 4));
  const reserveMs = Math.min(1000, Math.floor(timeoutMs / 5));
  return { graceMs, deadlineMs: timeoutMs - reserveMs };
}

/**
 * The one shutdown routine of the API and the one-origin server: drain the HTTP connections
 * (`ConnectionTracker.drain`), then close the rest. Requests still unanswered at the deadline are
 * cut and logged; the process still ends cleanly.
 */
export async function shutDown(shutdown: Shutdown): Promise<void> {
  const started = Date.now();
  const { cut } = await shutdown.connections.drain(shutdownBudget(shutdown.timeoutMs));
  if (cut > 0) shutdown.log.warn({ cut }, 'requests still running at the shutdown deadline were cut');
  for (const close of shutdown.close) await close();
  shutdown.log.info({ ms: Date.now() - started }, 'shut down cleanly');
}

/**
 * On SIGTERM or SIGINT runs `stop` (usually `shutDown`) and exits 0 when it is done; exits 1 if
 * it fails, or if it is still running after `timeoutMs` (which `shutDown` never lets happen
 * unless closing the database hangs).
 */
export function closeOnSignals(
  stop: () => Promise<void>,
  options: { timeoutMs: number; log: ShutdownLog; exit?: (code: number) => void },
): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    options.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      options.log.error({ timeoutMs: options.timeoutMs }, 'shutdown timed out, exiting');
      exit(1);
    }, options.timeoutMs);
    timer.unref();
    stop().then(
      () => exit(0),
      (error: unknown) => {
        options.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
