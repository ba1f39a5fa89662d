import { fileURLToPath } from 'node:url';
import { loadConfig, prepareApi } from '@yolla/api';
import { createServer as createViteServer } from 'vite';
import { loadWebConfig } from '../app/lib/env.server.ts';
import { createLogger } from '../app/lib/logger.server.ts';
import { createWebApp } from './app.ts';
import { inProcessApi } from './in-process-api.ts';
import { createOneOriginServer } from './routing.ts';

/** `npm run dev`: the same one-origin server, with Vite (hot reload) instead of the production build. */
export async function startDevServer(env: Record<string, string | undefined> = process.env) {
  const config = loadWebConfig(env);
  const logger = createLogger(config.logLevel);
  const vite = await createViteServer({
    root: fileURLToPath(new URL('..', import.meta.url)),
    server: { middlewareMode: true },
  });
  const web = createWebApp({ config, logger, vite });
  const apiConfig = loadConfig({ ...env, API_PORT: String(config.port) });
  const { app: api } = await prepareApi(apiConfig, {
    brand: config.brand,
    serverFactory: (handler) => createOneOriginServer(handler, web.handle),
    developmentSecrets: config.developmentSecrets,
  });
  const address = await api.listen({ host: config.host, port: config.port });
  config.apiUrl = `http://127.0.0.1:${new URL(address).port}`;
  web.connectApi(inProcessApi((request) => api.inject(request)));
  return { url: `http://localhost:${new URL(address).port}`, close: () => api.close() };
}
