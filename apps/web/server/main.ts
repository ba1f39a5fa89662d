import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  clientErrorHandler,
  closeOnSignals,
  ConfigError,
  createMetrics,
  developmentSecretsWarning,
  frontDoor,
  loadConfig,
  prepareApi,
  shutDown,
  trackConnections,
  type Shutdown,
} from '@yolla/api';
import type { ServerBuild } from 'react-router';
import { loadWebConfig, WebConfigError } from '../app/lib/env.server.ts';
import { createLogger } from '../app/lib/logger.server.ts';
import { createWebApp } from './app.ts';
import { webClientErrorPage, webFrontDoor } from './front-door.ts';
import { inProcessApi } from './in-process-api.ts';
import { createOneOriginServer, KEEP_ALIVE_TIMEOUT_MS } from './routing.ts';

const BUILD_DIR = fileURLToPath(new URL('../build/', import.meta.url));

export interface RunningServer {
  url: string;
  /** Drains requests (the shared shutdown routine) and closes everything, within SHUTDOWN_TIMEOUT_MS. */
  close(): Promise<void>;
  /** Runs `close` on SIGTERM or SIGINT and exits 0 when it is done (1 if it fails or overruns). */
  closeOnSignals(): void;
}

function running(url: string, shutdown: Shutdown): RunningServer {
  let closing: Promise<void> | null = null;
  const close = () => (closing ??= shutDown(shutdown));
  return {
    url,
    close,
    closeOnSignals: () => closeOnSignals(close, { timeoutMs: shutdown.timeoutMs, log: shutdown.log }),
  };
}

const LOOPBACK_OR_ANY = ['0.0.0.0', '::', 'localhost', '127.0.0.1', '::1'];

/** `http://{host}:{port}` as seen from this machine: loopback (or `self`) when it listens there or everywhere. */
function origin(host: string, port: number, self = 'localhost'): string {
  if (LOOPBACK_OR_ANY.includes(host)) return `http://${self}:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Production server on one origin: the web app at / and, unless API_URL points elsewhere, the
 * API under /api in the same process (plus /health and /ready). The embedded demo listens on
 * 127.0.0.1 unless HOST says otherwise, and development secrets are announced in one warning. `prepared`: the
 * database was migrated and seeded by the primary process already (several processes, `server/cluster.ts`).
 */
export async function startServer(
  env: Record<string, string | undefined> = process.env,
  options: { prepared?: boolean } = {},
): Promise<RunningServer> {
  const config = loadWebConfig(env);
  const logger = createLogger(config.logLevel);
  const serverEntry = `${BUILD_DIR}server/index.js`;
  if (!existsSync(serverEntry)) throw new WebConfigError('The web app is not built: run `npm run build` first.');
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const apiConfig = env.API_URL ? null : loadConfig({ ...env, API_PORT: String(config.port) });
  // The one-origin server takes the API's settings of the front door; the web alone, its own (the same names).
  const door = apiConfig ?? config;
  const metrics = door.metricsToken ? createMetrics() : null;
  const web = createWebApp({ config, logger, build, clientDir: `${BUILD_DIR}client`, metrics });
  const timeoutMs = config.shutdownTimeoutMs;
  const doorOptions = webFrontDoor({
    build,
    clientDir: `${BUILD_DIR}client`,
    cookiePrefix: config.cookies.prefix,
    withApi: apiConfig !== null,
    maxInFlight: door.maxRequestsInFlight,
    maxWaitMs: door.maxQueueWaitMs,
    overloadWaitMs: door.overloadQueueWaitMs,
    refusalPaceMs: door.refusalPaceMs,
    // API paths are never public pages: the page cache passes them on at once.
    ahead: web.ahead,
    metrics,
    metricsToken: door.metricsToken,
  });
  const clientErrors = clientErrorHandler(webClientErrorPage(config.cookies.prefix, apiConfig !== null));

  if (!apiConfig) {
    const server = createServer(frontDoor(web.render, doorOptions));
    server.on('clientError', clientErrors);
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
    const connections = trackConnections(server);
    await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const warning = developmentSecretsWarning(config.developmentSecrets);
    if (warning) logger.warn(warning);
    const close = [() => closeListener(server), () => web.close()];
    return running(origin(config.host, port), { connections, close, timeoutMs, log: logger });
  }

  const { app: api, database } = await prepareApi(apiConfig, {
    brand: config.brand,
    metrics,
    clientErrorHandler: clientErrors,
    serverFactory: (handler) => createOneOriginServer(handler, web.render, (both) => frontDoor(both, doorOptions)),
    developmentSecrets: config.developmentSecrets,
    prepared: options.prepared ?? false,
  });
  const connections = trackConnections(api.server);
  const address = await api.listen({ host: config.host, port: config.port });
  const port = Number(new URL(address).port);
  config.apiUrl = origin(config.host, port, '127.0.0.1');
  // The pages' calls to this API stay in the process: the same routes and hooks, no loopback socket.
  web.connectApi(inProcessApi((request) => api.inject(request)));
  const close = [() => api.close(), () => web.close(), () => database.close()];
  return running(origin(config.host, port), { connections, close, timeoutMs, log: logger });
}

/** After the drain: releases what http.Server keeps besides connections (its timeout checks). */
function closeListener(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

export { ConfigError, WebConfigError };
