import cluster from 'node:cluster';
import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import {
  clusterMetricsText,
  isInProcessCall,
  refuseWithHouseError,
  type ClientErrorPage,
  type FrontDoorOptions,
  type Metrics,
  type Refuse,
} from '@yolla/api';
import { ERROR_STATUS } from '@yolla/contract';
import { matchPath, type ServerBuild } from 'react-router';
import { refusalBody, refusalLocale, sendRefusal, wantsJson, type Refusal } from './plain-error.ts';
import { actionRoutes, pageRoutes } from './route-table.ts';
import { isApiRequest } from './routing.ts';

/** A refusal of the front door: the API's JSON error for its paths, the plain page (or its JSON) for the web's. */
export function webRefusal(cookiePrefix: string, withApi: boolean): Refuse {
  return (req, res, code, options) => {
    if (withApi && isApiRequest(req.url)) return refuseWithHouseError(req, res, code, options);
    sendRefusal(req, res, ERROR_STATUS[code] as Refusal, {
      cookiePrefix,
      headers: options.headers,
      close: options.close,
    });
  };
}

/**
 * The web's answer to a request the HTTP parser refused (headers over 16 KB, too slow, malformed): the plain error
 * page in the visitor's language, or null — the API's JSON — for an API path, or for an unreadable request that
 * does not ask for HTML.
 */
export function webClientErrorPage(cookiePrefix: string, withApi: boolean): ClientErrorPage {
  return (request, status) => {
    const { target, accept, acceptLanguage } = request;
    if (withApi && (target === null ? !/text\/html/.test(accept ?? '') : isApiRequest(target))) return null;
    const locale = refusalLocale(target, { acceptLanguage }, cookiePrefix);
    return refusalBody(locale, status as Refusal, wantsJson(target, accept));
  };
}

/** The route label of a web request: its page's pattern (`/:lang/cabinet`, `.data` kept), or the files it asks. */
export function webRouteLabels(build: ServerBuild): (req: IncomingMessage) => string {
  const patterns = [
    ...new Set([
      ...pageRoutes(build.routes).map((page) => page.pattern),
      ...actionRoutes(build.routes).map((r) => r.pattern),
    ]),
  ];
  const known = new Map<string, string>();
  return (req) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith('/assets/')) return '/assets/*';
    if (path.startsWith('/builds/')) return '/builds/*';
    let label = known.get(path);
    if (label === undefined) {
      const data = path.endsWith('.data');
      const page = data ? path.slice(0, -'.data'.length) : path;
      const pattern = patterns.find((candidate) => matchPath({ path: candidate, end: true }, page));
      label = pattern ? `${pattern}${data ? '.data' : ''}` : '(unmatched)';
      if (known.size > 5000) known.clear();
      known.set(path, label);
    }
    return label;
  };
}

/** The client folder's files (`/assets/…`, `/builds/…`, the favicon): cheap, and a page without them is broken. */
export function staticFiles(clientDir: string): (path: string) => boolean {
  const topLevel = new Set(
    existsSync(clientDir)
      ? readdirSync(clientDir, { withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => `/${entry.name}`)
      : [],
  );
  return (path) => path.startsWith('/assets/') || path.startsWith('/builds/') || topLevel.has(path);
}

/**
 * The front door of a web server (one origin with the API, or the web alone): its admission, its metrics and token,
 * its refusals; the guest page cache's hits answered ahead of admission, never queued nor refused. In one process
 * of several, a scrape returns every process's metrics, from the primary.
 */
export function webFrontDoor(options: {
  build: ServerBuild;
  /** The built client folder: its files are served whatever the load. */
  clientDir: string;
  cookiePrefix: string;
  withApi: boolean;
  maxInFlight: number;
  maxWaitMs: number;
  overloadWaitMs: number;
  refusalPaceMs: number;
  /** What answers before admission (the guest page cache), passing the rest on. */
  ahead?: FrontDoorOptions['ahead'];
  metrics: Metrics | null;
  metricsToken: string | null;
}): FrontDoorOptions {
  const { metrics } = options;
  return {
    maxInFlight: options.maxInFlight,
    maxWaitMs: options.maxWaitMs,
    overloadWaitMs: options.overloadWaitMs,
    refusalPaceMs: options.refusalPaceMs,
    ...(options.ahead ? { ahead: options.ahead } : {}),
    retryAfterSeconds: 5,
    metrics,
    metricsToken: options.metricsToken,
    ...(metrics && cluster.isWorker ? { metricsText: clusterMetricsText(metrics.registry) } : {}),
    refuse: webRefusal(options.cookiePrefix, options.withApi),
    routeOf: webRouteLabels(options.build),
    uncapped: staticFiles(options.clientDir),
    // A page's own stream to this process's API carries the process's mark: it belongs to its admitted page.
    ...(options.withApi ? { belongs: (req: IncomingMessage) => isInProcessCall(req.headers) } : {}),
  };
}
