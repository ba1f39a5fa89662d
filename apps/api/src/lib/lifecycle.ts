import type { FastifyInstance } from 'fastify';

export interface Closable {
  close(): Promise<void>;
}

/**
 * Graceful shutdown: on SIGTERM or SIGINT stop accepting connections, let in-flight requests
 * finish, then close the rest (database, Redis). A hard timeout ends a shutdown that hangs.
 */
export function closeOnSignals(app: FastifyInstance, others: Closable[], timeoutMs: number): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    try {
      await app.close();
      for (const other of others) await other.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
