import type { IncomingMessage } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** A database pool's connections now (PostgreSQL; the embedded database has none). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * What one process measures for `GET /metrics` (Prometheus text, `prom-client`): its own registry, so that tests
 * and several servers in one process never share counters. Metric names are in docs/operations.md.
 */
export interface Metrics {
  registry: Registry;
  /** Answers by method, route pattern and status: their count and their latency (seconds). */
  requests: Counter<'method' | 'route' | 'status'>;
  durations: Histogram<'method' | 'route' | 'status'>;
  /** Requests refused 503 before any work: `in_flight` (the cap), `prefetch` (past speculation's share) or `event_loop`. */
  shed: Counter<'reason'>;
  /** Answers 429 (a rate limit or a sign-in delay), by route. */
  rateLimited: Counter<'route'>;
  /** The guest page cache's lookups: `hit` or `miss`. */
  pageCache: Counter<'result'>;
  /**
   * Queued messages by channel (`email`, `sms`) and outcome: each try `sent`, `retried` or `failed` (for good); then
   * what the network's receipts said (SMS over SMPP): `delivered`, `undeliverable` or `expired`.
   */
  messages: Counter<'channel' | 'outcome'>;
  /** Status reads refused because the provider reported another amount or currency than the top-up's. */
  paymentMismatches: Counter<'provider'>;
  /** Differences the daily reconciliation found between a provider's record and ours (decision 0043). */
  reconciliationDifferences: Counter<'provider' | 'kind'>;
  /** Reads the requests in flight at each scrape. */
  watchInFlight(read: () => number): void;
  /** Reads the database pool at each scrape. */
  watchPool(read: () => PoolStats | null): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Process CPU, memory, GC and the event loop's delay (nodejs_eventloop_lag_*), every 10 ms.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const registers = [registry];
  let inFlight = () => 0;
  let pool: () => PoolStats | null = () => null;
  new Gauge({
    name: 'yolla_requests_in_flight',
    help: 'Requests being answered now (shed ones excluded).',
    registers,
    collect() {
      this.set(inFlight());
    },
  });
  new Gauge({
    name: 'yolla_db_pool_connections',
    help: 'Database pool connections by state: in_use or idle (PostgreSQL).',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = pool();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  new Gauge({
    name: 'yolla_db_pool_waiting',
    help: 'Queries waiting for a free database connection (PostgreSQL).',
    registers,
    collect() {
      const stats = pool();
      if (stats) this.set(stats.waiting);
    },
  });
  const labelNames = ['method', 'route', 'status'] as const;
  return {
    registry,
    requests: new Counter({ name: 'http_requests_total', help: 'Requests answered.', labelNames, registers }),
    durations: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request’s arrival to the end of its answer.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    shed: new Counter({
      name: 'yolla_requests_shed_total',
      help: 'Requests refused 503 before any work, by reason: queue (no place in time), prefetch or event_loop.',
      labelNames: ['reason'],
      registers,
    }),
    rateLimited: new Counter({
      name: 'yolla_rate_limit_refusals_total',
      help: 'Answers 429 (rate limits and sign-in delays), by route.',
      labelNames: ['route'],
      registers,
    }),
    pageCache: new Counter({
      name: 'yolla_page_cache_requests_total',
      help: 'Guest page cache lookups: hit or miss.',
      labelNames: ['result'],
      registers,
    }),
    messages: new Counter({
      name: 'yolla_messages_total',
      help:
        'Queued messages by channel and outcome: sent, retried (a temporary failure) or failed for good; ' +
        'then delivered, undeliverable or expired as delivery receipts report.',
      labelNames: ['channel', 'outcome'],
      registers,
    }),
    paymentMismatches: new Counter({
      name: 'yolla_payment_mismatches_total',
      help: 'Payments a provider reported with another amount or currency than the top-up: refused, not credited.',
      labelNames: ['provider'],
      registers,
    }),
    reconciliationDifferences: new Counter({
      name: 'yolla_reconciliation_differences_total',
      help: 'Differences the daily reconciliation found between a payment provider’s record and our top-ups and refunds.',
      labelNames: ['provider', 'kind'],
      registers,
    }),
    watchInFlight: (read) => {
      inFlight = read;
    },
    watchPool: (read) => {
      pool = read;
    },
  };
}

const routes = new WeakMap<IncomingMessage, string>();

/** Names the route a request took (its pattern, never its path), for the request metrics. */
export function labelRoute(req: IncomingMessage, route: string): void {
  routes.set(req, route);
}

export function routeLabelOf(req: IncomingMessage): string | undefined {
  return routes.get(req);
}
