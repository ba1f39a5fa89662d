import { ConfigError, loadConfig } from './config.ts';
import { closeOnSignals, shutDown, trackConnections } from './lib/lifecycle.ts';
import { prepareApi } from './start.ts';

/** Stand-alone API process (the one-origin server in apps/web embeds the same app instead). */
async function main() {
  const config = loadConfig();
  const { app, database } = await prepareApi(config);
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
