import { ConfigError, loadConfig } from './config.ts';
import { closeOnSignals } from './lib/lifecycle.ts';
import { prepareApi } from './start.ts';

/** Stand-alone API process (the one-origin server in apps/web embeds the same app instead). */
async function main() {
  const config = loadConfig();
  const { app, database } = await prepareApi(config);
  closeOnSignals(app, [database], config.shutdownTimeoutMs);
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
