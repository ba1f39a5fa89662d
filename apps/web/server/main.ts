import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, prepareApi } from '@yolla/api';
import type { ServerBuild } from 'react-router';
import { loadWebConfig, WebConfigError } from '../app/lib/env.server.ts';
import { createLogger } from '../app/lib/logger.server.ts';
import { createWebApp } from './app.ts';
import { createOneOriginServer } from './routing.ts';

const BUILD_DIR = fileURLToPath(new URL('../build/', import.meta.url));

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Production server on one origin: the web app at / and, unless API_URL points elsewhere, the
 * API under /api in the same process (plus /health and /ready).
 */
export async function startServer(env: Record<string, string | undefined> = process.env): Promise<RunningServer> {
  const config = loadWebConfig(env);
  const logger = createLogger(config.logLevel);
  const serverEntry = `${BUILD_DIR}server/index.js`;
  if (!existsSync(serverEntry)) throw new WebConfigError('The web app is not built: run `npm run build` first.');
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const web = createWebApp({ config, logger, build, clientDir: `${BUILD_DIR}client` });

  if (env.API_URL) {
    const server = createServer(web);
    server.keepAliveTimeout = 72_000;
    server.headersTimeout = 73_000;
    await new Promise<void>((resolve) => server.listen(config.port, resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return {
      url: `http://localhost:${port}`,
      close: () => new Promise((resolve) => server.close(() => resolve())),
    };
  }

  const apiConfig = loadConfig({ ...env, API_PORT: String(config.port) });
  const { app: api, database } = await prepareApi(apiConfig, {
    brand: config.brand,
    serverFactory: (handler) => createOneOriginServer(handler, web),
  });
  const address = await api.listen({ host: apiConfig.host, port: config.port });
  const port = Number(new URL(address).port);
  config.apiUrl = `http://127.0.0.1:${port}`;
  return {
    url: `http://localhost:${port}`,
    close: async () => {
      await api.close();
      await database.close();
    },
  };
}

export { ConfigError, WebConfigError };
