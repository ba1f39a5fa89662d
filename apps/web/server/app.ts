import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import express, { type Express } from 'express';
import { RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { IN_PROCESS_HEADER, IN_PROCESS_MARK, type Metrics } from '@yolla/api';
import type { InProcessApi } from '../app/lib/api-transport.server.ts';
import type { ServerContext } from '../app/lib/context.ts';
import type { WebConfig } from '../app/lib/env.server.ts';
import type { Logger } from '../app/lib/logger.server.ts';
import { pageMatcher, type PageMatcher } from '../app/lib/redirects.server.ts';
import { redisWalletNews } from '../app/lib/wallet-news.server.ts';
import { createRequestHandler } from './request-handler.ts';
import { actionRoutes, pageRoutes } from './route-table.ts';
import { securityHeaders } from './security-headers.ts';
import { guestPageCache } from './page-cache/setup.ts';
import { precompressedAssets, topLevelFiles } from './static-assets.ts';

export interface WebAppOptions {
  config: WebConfig;
  logger: Logger;
  /** Production: the built server bundle and the client assets folder. */
  build?: ServerBuild;
  clientDir?: string;
  /** Development: Vite in middleware mode. */
  vite?: ViteDevServer;
  /** The process's metrics (METRICS_TOKEN set): the page cache counts its hits and misses there. */
  metrics?: Metrics | null;
}

/**
 * The context key lives in the app bundle; taking it from the build (entry.server re-exports it)
 * guarantees the server sets the very key the app reads.
 */
function serverContextOf(build: ServerBuild): RouterContext<ServerContext> {
  const key = (build.entry.module as { serverContext?: RouterContext<ServerContext> }).serverContext;
  if (!key) throw new Error('entry.server does not export serverContext');
  return key;
}

/** The web server: the request listener (the guest page cache in front of Express), and what it holds. */
export interface WebApp {
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  /**
   * `handle` in two: what answers before admission (the guest page cache's hits; `next` for the rest), and the
   * rest, the app itself — so the front door queues and refuses only what needs rendering.
   */
  ahead: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  render: (req: IncomingMessage, res: ServerResponse) => void;
  express: Express;
  /** Closes what the app holds beyond its listener (the page cache's Redis connection). */
  close(): Promise<void>;
  /**
   * The one-origin server, once its API is up: from then on the pages' calls go to that API in this process
   * (`InProcessApi`) instead of over loopback HTTP.
   */
  connectApi(api: InProcessApi): void;
}

/** The web server: static assets, security headers, and the React Router handler (the backend-for-frontend). */
export function createWebApp(options: WebAppOptions): WebApp {
  const { config, logger } = options;
  let inProcessApi: InProcessApi | null = null;
  // With REDIS_URL there may be several processes: a payment in one makes every one forget the header's balance.
  const walletNews = config.redisUrl ? redisWalletNews(config.redisUrl, logger) : null;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  let handlerBuild: () => Promise<ServerBuild>;
  const nonceAndHeaders = (req: express.Request, res: express.Response, next: express.NextFunction) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.nonce = nonce;
    if (!options.vite) {
      const headers = securityHeaders(nonce, config, req.protocol === 'https');
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    }
    next();
  };
  // Guests' public pages, already compressed, in front of Express (production only): a hit carries its page's nonce
  // and security headers; a miss goes on to the nonce, the headers and the renderer.
  const pageCache =
    options.build && config.pageCache.enabled
      ? guestPageCache({
          config,
          logger,
          build: options.build,
          trustProxy: app.get('trust proxy fn'),
          inProcessApi: () => inProcessApi,
          ...(options.metrics ? { metrics: options.metrics } : {}),
        })
      : null;

  // Rendered pages are compressed by the request handler, in one call per response (encoding.ts); static assets
  // at build time (precompressedAssets).
  app.use(nonceAndHeaders);

  if (options.vite) {
    const vite = options.vite;
    app.use(vite.middlewares);
    handlerBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    if (!options.build || !options.clientDir) throw new Error('createWebApp needs a build and its client folder');
    const clientDir = options.clientDir;
    const assets = join(clientDir, 'assets');
    app.use(
      '/assets',
      precompressedAssets(assets),
      express.static(assets, { immutable: true, maxAge: '1y', index: false }),
    );
    app.use(
      '/builds',
      express.static(join(clientDir, 'builds'), {
        index: false,
        etag: false,
        setHeaders: (res) => res.setHeader('Cache-Control', 'no-store'),
      }),
    );
    app.use(topLevelFiles(clientDir, { maxAge: '1h', index: false, redirect: false }));
    const build = options.build;
    handlerBuild = async () => build;
  }

  // The pages, and the routes with an action, of the route table, once per build (development swaps builds).
  const matchers = new WeakMap<ServerBuild, { pages: PageMatcher; actions: PageMatcher }>();
  const routesOf = (build: ServerBuild) => {
    let found = matchers.get(build);
    if (!found) {
      found = {
        pages: pageMatcher(pageRoutes(build.routes).map((page) => page.pattern)),
        actions: pageMatcher(actionRoutes(build.routes).map((route) => route.pattern)),
      };
      matchers.set(build, found);
    }
    return found;
  };

  app.use(
    createRequestHandler({
      build: handlerBuild,
      mode: options.vite ? 'development' : 'production',
      limits: config.bodyLimits,
      cookiePrefix: config.cookies.prefix,
      takesPosts: (build, pathname) => routesOf(build).actions(pathname),
      ...(pageCache ? { offer: pageCache.offer } : {}),
      getLoadContext: async (req, res) => {
        const build = await handlerBuild();
        const context = new RouterContextProvider();
        context.set(serverContextOf(build), {
          config,
          logger,
          nonce: String(res.locals.nonce ?? ''),
          clientIp: req.ip ?? '127.0.0.1',
          pages: routesOf(build).pages,
          ...(inProcessApi ? { inProcessApi, inProcessMark: { [IN_PROCESS_HEADER]: IN_PROCESS_MARK } } : {}),
          ...(walletNews ? { walletNews } : {}),
        });
        return context;
      },
    }),
  );

  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    logger.error({ err: error }, 'web request failed');
    if (!res.headersSent) res.status(500).type('text/plain').send('Internal Server Error');
  });
  const expressHandle = (req: IncomingMessage, res: ServerResponse) => void app(req as never, res as never);
  return {
    express: app,
    handle: pageCache ? (req, res) => pageCache.serve(req, res, expressHandle) : expressHandle,
    ahead: pageCache ? (req, res, next) => pageCache.serve(req, res, () => next()) : (_req, _res, next) => next(),
    render: expressHandle,
    close: async () => {
      await Promise.all([pageCache?.close(), walletNews?.close()]);
    },
    connectApi: (api) => {
      inProcessApi = api;
    },
  };
}
