import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorCode } from '@yolla/contract';
import { sendHouseError } from './house-error.ts';
import {
  Admission,
  DEFAULT_MAX_QUEUE_WAIT_MS,
  DEFAULT_OVERLOAD_QUEUE_WAIT_MS,
  DEFAULT_REFUSAL_PACE_MS,
  type Place,
} from './admission.ts';
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
  /** Requests answered at once, past which the next ones wait for a place (0: no limit). Decision 0030. */
  maxInFlight: number;
  /** The longest a request waits for a place while the queue keeps emptying (default 1000 ms). */
  maxWaitMs?: number;
  /** The longest it waits once the queue has stood that long, and a prefetch ever (default 100 ms). */
  overloadWaitMs?: number;
  /**
   * How long a refusal of a request without a body is held before it is answered (default 35 ms; 0: at once): a
   * client asking again at once cannot turn the process into a refusing machine. A body's refusal is never held.
   */
  refusalPaceMs?: number;
  /** The Retry-After of a refused request, in seconds. */
  retryAfterSeconds: number;
  metrics: Metrics | null;
  /** The bearer token `GET /metrics` needs; without one (or without metrics) there is no /metrics. */
  metricsToken: string | null;
  /** The metrics text (several processes: every process's, from the primary); by default this registry's. */
  metricsText?: () => Promise<string>;
  refuse: Refuse;
  /** The route label of a request no layer labelled (the web's pages and files). */
  routeOf?: (req: IncomingMessage) => string;
  /** Paths admission leaves alone (the web's static files: cheap, and a page is no use without them); `/health` always. */
  uncapped?: (path: string) => boolean;
  /** A page's own call over loopback (its stream to the API), admitted with its page: never queued nor refused. */
  belongs?: (req: IncomingMessage) => boolean;
  /**
   * Answers what it can before admission, at no cost worth queueing for (the guest page cache's hits), and calls
   * `next` for the rest.
   */
  ahead?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}

const leaving = new WeakMap<ServerResponse, () => void>();

/**
 * A long-lived answer (an event stream) leaves the count of requests in flight once it has started: it was admitted
 * like any request and did its work (authentication, the replay) as one, but then only holds an idle
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
 * A speculative request: the browser fetching what a link pointed at may need (React Router's prefetch; Chromium
 * sends `Sec-Purpose: prefetch`, older browsers `Purpose: prefetch`). Nobody waits for it yet.
 */
function isSpeculative(req: IncomingMessage): boolean {
  const purpose = req.headers['sec-purpose'] ?? req.headers.purpose;
  return typeof purpose === 'string' && /^prefetch\b/i.test(purpose);
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
 * - what `ahead` answers at once (the guest page cache's hits), never queued nor refused;
 * - admission by how long a request would wait (`Admission`): past `maxInFlight` requests at once a request waits
 *   for a place, and only one that could not start within the wait allowed is refused, 503 with Retry-After, at
 *   next to no cost, answered after `refusalPaceMs` (`/health` and `uncapped` paths never). Admitted work starts on the next turn of
 *   the event loop, so one turn reads every waiting request before it renders any;
 * - each answer counted by method, route pattern and status, with its latency.
 */
export function frontDoor(handler: Handler, options: FrontDoorOptions): Handler {
  const { metrics } = options;
  const admission = new Admission({
    maxInFlight: options.maxInFlight,
    maxWaitMs: options.maxWaitMs ?? DEFAULT_MAX_QUEUE_WAIT_MS,
    overloadWaitMs: options.overloadWaitMs ?? DEFAULT_OVERLOAD_QUEUE_WAIT_MS,
  });
  const paceMs = options.refusalPaceMs ?? DEFAULT_REFUSAL_PACE_MS;
  metrics?.watchInFlight(() => admission.inFlight);
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

  const admit = (req: IncomingMessage, res: ServerResponse, started: bigint) => {
    let place: Place | null = null;
    let over = false;
    let paced: ReturnType<typeof setTimeout> | undefined;
    const speculative = isSpeculative(req);
    const start = (taken: Place | null) => {
      place = taken;
      record(req, res, started);
      // The work starts after this turn of the event loop has read every request that arrived with this one: a page
      // answered without real I/O (the embedded database, the in-process API) would otherwise run to its end here,
      // and the requests behind it would wait unread for all of it. An asker who left meanwhile gets no work done.
      setImmediate(() => {
        if (!over) handler(req, res);
      });
    };
    const refuse = () => {
      metrics?.shed.inc({ reason: speculative ? 'prefetch' : 'queue' });
      record(req, res, started, '(shed)');
      const headers = { 'retry-after': String(options.retryAfterSeconds) };
      const answer = () => options.refuse(req, res, 'common.unavailable', { headers, close: hasBody(req) });
      // Held a moment (never a body: its upload would stall): a client that asks again at once asks less often.
      if (paceMs <= 0 || hasBody(req)) return answer();
      paced = setTimeout(() => {
        if (!over) answer();
      }, paceMs);
    };
    let withdraw: () => void = () => undefined;
    leaving.set(res, () => place?.leave(false));
    res.once('close', () => {
      over = true;
      clearTimeout(paced);
      withdraw();
      place?.leave();
    });
    if (hasBody(req)) {
      // A body never waits unread in the queue: its socket would stay paused, and a refusal at the deadline would
      // come halfway through an upload. It is refused at once, before it is read, when it could not start in time;
      // else it starts now and holds no place while it arrives (a slow upload must not keep others out), taking one
      // once read, past the count if need be.
      if (admission.refuses(speculative)) return refuse();
      req.once('end', () => {
        if (!over) place = admission.enter();
      });
      return start(null);
    }
    withdraw = admission.ask(speculative, start, refuse);
  };

  return (req, res) => {
    const started = process.hrtime.bigint();
    const path = pathOf(req.url);
    if (path === '/metrics' && metrics && req.method === 'GET') return serveMetrics(req, res);
    const pass = () => {
      if (options.maxInFlight > 0) return admit(req, res, started);
      record(req, res, started);
      handler(req, res);
    };
    if (path === '/health' || options.uncapped?.(path) || options.belongs?.(req)) {
      record(req, res, started);
      return handler(req, res);
    }
    if (options.ahead) options.ahead(req, res, pass);
    else pass();
  };
}
