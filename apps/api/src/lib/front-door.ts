import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorCode } from '@yolla/contract';
import { sendHouseError } from './house-error.ts';
import { routeLabelOf, type Metrics } from './metrics.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Answers a refusal of the front door, with the status its code is declared with: the API's JSON error, or the
 * web's page for the web's requests.
 */
export type Refuse = (
  req: IncomingMessage,
  res: ServerResponse,
  code: ErrorCode,
  options: { headers: Record<string, string>; close: boolean },
) => void;

export interface FrontDoorOptions {
  /** Requests in flight beyond which a new one is refused 503 at once (0: no cap). Decision 0030. */
  maxInFlight: number;
  /** The Retry-After of a shed request, in seconds. */
  retryAfterSeconds: number;
  metrics: Metrics | null;
  /** The bearer token `GET /metrics` needs; without one (or without metrics) there is no /metrics. */
  metricsToken: string | null;
  /** The metrics text (several processes: every process's, from the primary); by default this registry's. */
  metricsText?: () => Promise<string>;
  refuse: Refuse;
  /** The route label of a request no layer labelled (the web's pages and files). */
  routeOf?: (req: IncomingMessage) => string;
  /** Paths the cap leaves alone (the web's static files: cheap, and a page is no use without them); `/health` always. */
  uncapped?: (path: string) => boolean;
}

const leaving = new WeakMap<ServerResponse, () => void>();

/**
 * A long-lived answer (an event stream) leaves the count of requests in flight once it has started: it was admitted
 * under the cap like any request and did its work (authentication, the replay) as one, but then only holds an idle
 * connection, which must neither take a place for its whole life nor keep shedding from working. Decision 0036.
 */
export function leaveInFlight(res: ServerResponse): void {
  leaving.get(res)?.();
}

/** The API's own refusal: `{ message, code }` in the asker's language. */
export const refuseWithHouseError: Refuse = (req, res, code, options) =>
  sendHouseError(res, code, { acceptLanguage: req.headers['accept-language'], ...options });

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const digest = (value: string) => createHash('sha256').update(value).digest();

function pathOf(url: string | undefined): string {
  const path = url ?? '/';
  const query = path.indexOf('?');
  return query === -1 ? path : path.slice(0, query);
}

/**
 * A speculative request: the browser fetching what a link in view may need (React Router's prefetch; Chromium sends
 * `Sec-Purpose: prefetch`, older browsers `Purpose: prefetch`). Nobody waits for it.
 */
function isSpeculative(req: IncomingMessage): boolean {
  const purpose = req.headers['sec-purpose'] ?? req.headers.purpose;
  return typeof purpose === 'string' && /^prefetch\b/i.test(purpose);
}

/**
 * Speculative requests may fill at most half the places (at least one): one page in view prefetches five or more
 * pages at once, and they must never be what refuses a person's own click.
 */
function speculativeShare(maxInFlight: number): number {
  return Math.max(1, Math.floor(maxInFlight / 2));
}

/** A body still arriving does not count as work in flight: a slow upload must not hold a place. */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * The first thing every request of a host passes (the one-origin server, the stand-alone API, the web alone),
 * before any routing, rendering or database work:
 * - `GET /metrics` with the bearer token from the configuration (Prometheus text); 401 without it;
 * - a cap on requests in flight: past it, a request is refused at once, 503 with Retry-After, so the requests
 *   admitted stay fast and the refused ones cost next to nothing (`/health` is never refused). Prefetches are
 *   refused once half the places are taken, so speculation never crowds out what a person asked for. Admitted work starts
 *   on the next turn of the event loop, so one turn reads every waiting request before it renders at most the cap;
 * - each answer counted by method, route pattern and status, with its latency.
 */
export function frontDoor(handler: Handler, options: FrontDoorOptions): Handler {
  const { metrics } = options;
  let inFlight = 0;
  metrics?.watchInFlight(() => inFlight);
  const token = options.metricsToken ? digest(options.metricsToken) : null;
  const metricsText = options.metricsText ?? (() => metrics?.registry.metrics() ?? Promise.resolve(''));

  const record = (req: IncomingMessage, res: ServerResponse, started: bigint, route?: string) => {
    if (!metrics) return;
    res.once('finish', () => {
      const labels = {
        method: METHODS.has(req.method ?? '') ? (req.method as string) : 'other',
        route: route ?? routeLabelOf(req) ?? options.routeOf?.(req) ?? '(unmatched)',
        status: String(res.statusCode),
      };
      metrics.requests.inc(labels);
      metrics.durations.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
  };

  const serveMetrics = (req: IncomingMessage, res: ServerResponse) => {
    const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !given || !timingSafeEqual(digest(given), token)) {
      const headers = { 'www-authenticate': 'Bearer realm="metrics"' };
      return refuseWithHouseError(req, res, 'common.unauthenticated', { headers, close: false });
    }
    metricsText().then(
      (text) => {
        res.writeHead(200, {
          'Content-Type': metrics?.registry.contentType ?? 'text/plain',
          'Cache-Control': 'no-store',
        });
        res.end(text);
      },
      () => refuseWithHouseError(req, res, 'common.unavailable', { headers: {}, close: false }),
    );
  };

  return (req, res) => {
    const started = process.hrtime.bigint();
    const path = pathOf(req.url);
    if (path === '/metrics' && metrics && req.method === 'GET') return serveMetrics(req, res);
    const capped = options.maxInFlight > 0 && path !== '/health' && !options.uncapped?.(path);
    if (!capped) {
      record(req, res, started);
      return handler(req, res);
    }
    const speculative = isSpeculative(req);
    if (inFlight >= (speculative ? speculativeShare(options.maxInFlight) : options.maxInFlight)) {
      metrics?.shed.inc({ reason: speculative ? 'prefetch' : 'in_flight' });
      record(req, res, started, '(shed)');
      const headers = { 'retry-after': String(options.retryAfterSeconds) };
      return options.refuse(req, res, 'common.unavailable', { headers, close: hasBody(req) });
    }
    let counted = false;
    let over = false;
    let left = false;
    const count = () => {
      if (counted || over) return;
      counted = true;
      inFlight++;
    };
    const leave = () => {
      if (!counted || left) return;
      left = true;
      inFlight--;
    };
    leaving.set(res, leave);
    res.once('close', () => {
      over = true;
      leave();
    });
    if (hasBody(req)) req.once('end', count);
    else count();
    record(req, res, started);
    // The work starts after this turn of the event loop has read every request that arrived with this one: a page
    // answered without real I/O (the embedded database, the in-process API) would otherwise run to its end here, and
    // the requests behind it would wait unread — neither counted nor refused — for all of it.
    // An asker who left meanwhile (a timeout, a closed tab) gets no work done for them.
    setImmediate(() => {
      if (!over) handler(req, res);
    });
  };
}
