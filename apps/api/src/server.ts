import { createServer } from 'node:http';
import { ConfigError, loadConfig } from './config.ts';
import { frontDoor, refuseWithHouseError } from './lib/front-door.ts';
import { closeOnSignals, shutDown, trackConnections } from './lib/lifecycle.ts';
import { createMetrics } from './lib/metrics.ts';
import { prepareApi } from './start.ts';

/** As Fastify sets on servers it makes itself (keep-alive outlasting typical proxy idle timeouts). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** Stand-alone API process (the one-origin server in apps/web embeds the same app instead). */
async function main() {
  const config = loadConfig();
  const metrics = config.metricsToken ? createMetrics() : null;
  const { app, database } = await prepareApi(config, {
    metrics,
    // Every request passes the front door first: admission, the metrics.
    serverFactory: (handler) => {
      const server = createServer(
        frontDoor(handler, {
          maxInFlight: config.maxRequestsInFlight,
          maxWaitMs: config.maxQueueWaitMs,
          overloadWaitMs: config.overloadQueueWaitMs,
          refusalPaceMs: config.refusalPaceMs,
          retryAfterSeconds: 5,
          metrics,
          metricsToken: config.metricsToken,
          refuse: refuseWithHouseError,
        }),
      );
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      return server;
    },
  });
  const connections = trackConnections(app.server);
  const timeoutMs = config.shutdownTimeoutMs;
  const close = [() => app.close(), () => database.close()];
  closeOnSignals(() => shutDown({ connections, close, timeoutMs, log: app.log }), { timeoutMs, log: app.log });
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('API failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
