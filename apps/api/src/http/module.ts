import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { MessageProvider } from '../lib/messages.ts';
import type { Metrics } from '../lib/metrics.ts';
import type { PubSub } from '../lib/pub-sub.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import type { Contributions, ModuleContributions } from './contributions.ts';
import type { RouteTable } from './routes.ts';

/** Time, injected so that tests can move it (code expiry, grace windows, delays). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The services modules provide to each other, each declared by the module that provides it (declaration merging,
 * next to its `provides`):
 *
 * ```ts
 * declare module '../../http/module.ts' {
 *   interface Services { codes: CodeService }
 * }
 * ```
 *
 * A module uses another's service as `deps.services.codes`, never by importing it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules (declaration merging)
export interface Services {}

export type ServiceName = keyof Services;
export type ConfigKey = keyof Config;

/**
 * What a module gets: the platform (database, clock, rate limiter, HTTP to outside providers), its own slice of the
 * configuration (the keys its `config` names), the services of other modules, and what every module contributed.
 */
export interface ModuleDeps<K extends ConfigKey = never> {
  db: Db;
  database: Database;
  clock: Clock;
  limiter: RateLimiter;
  /** Notices between processes and instances (Redis pub/sub with REDIS_URL, this process's memory without). */
  pubSub: PubSub;
  /** HTTP to outside providers (the digital identity); tests route it in-process. */
  fetch: typeof fetch;
  /** The product's name, in texts sent to customers. */
  brand: string;
  /** Outside providers handed in from outside (tests make delivery fail); without one a module uses its own. */
  providers: { messages?: MessageProvider };
  /** The process's metrics (`METRICS_TOKEN` set), for the counters a module keeps (messages sent and failed). */
  metrics: Metrics | null;
  config: Pick<Config, K>;
  services: Services;
  /**
   * Every module's contributions, collected: read by the modules that run them (the token endpoint runs the grants,
   * account deletion the checks and erasers, the notifications worker the events).
   */
  contributions: Contributions;
}

/** What a module sets up once: its contributions and its routes. */
export interface ModuleSetup {
  /** What it adds to the shared mechanisms (sign-in grants, account deletion, notification events). */
  contributes?: ModuleContributions;
  /** Adds its routes to the route table, from the contract's endpoint descriptors. */
  routes?(table: RouteTable): void | Promise<void>;
  /**
   * Pages outside the API's route table — no OpenAPI entry, no version prefix — registered on the app before the
   * routes: the built-in stand-ins for outside providers (the sandbox identity provider's pages and endpoints).
   */
  pages?(app: FastifyInstance): Promise<void>;
  /**
   * Work the module runs beside the requests (the notification deliveries): started once the app is ready (an async
   * start is awaited before the app listens), stopped (waiting for the work in hand) when it closes, before the
   * database is closed.
   */
  background?: { start(): void | Promise<void>; stop(): Promise<void> };
}

/**
 * An API module (`src/modules/<feature>/<feature>.module.ts`): its tables, queries, use cases, routes and errors live in
 * its folder, and it states what it needs and provides — nothing happens behind `app.ts`'s back:
 * - `config`: the configuration keys it reads (it gets only those);
 * - `provides`: services other modules use, each built once, when first used (declared in `Services`);
 * - `setup`: run once with its deps; answers what it contributes (sign-in grants, account deletion's obligation
 *   checks and erasers, notification events), its routes, its pages outside the route table and its background work.
 * `app.ts` lists the modules in `MODULES` and wires all of it in one place (`http/contributions.ts`).
 */
export interface ApiModule<K extends ConfigKey = ConfigKey> {
  name: string;
  config?: readonly K[];
  provides?: { [S in ServiceName]?: (deps: ModuleDeps<K>) => Services[S] };
  setup(deps: ModuleDeps<K>): ModuleSetup;
}

/** States a module, inferring the configuration keys it reads from its `config`. */
export function defineModule<const K extends ConfigKey = never>(module: ApiModule<K>): ApiModule<K> {
  return module;
}
