import { DEV_CLIENT_SECRET, DEV_SESSION_SECRET } from '@yolla/api/dev-secrets';
import { checkoutOriginsOf } from '@yolla/api/payment-origins';
import { INVOICE_MAX_BYTES } from '@yolla/contract';
import { availableParallelism } from 'node:os';
import { z } from 'zod';

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    API_URL: z.url().optional(),
    DATABASE_URL: z.string().optional(),
    API_SEGMENT: z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,30}$/)
      .default('client'),
    API_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
    OAUTH_CLIENT_ID: z.string().min(1).default('yolla-web'),
    OAUTH_CLIENT_SECRET: z.string().min(16).optional(),
    SESSION_SECRET: z.string().min(32).optional(),
    BRAND_NAME: z.string().min(1).max(40).default('Yolla'),
    PUBLIC_URL: z.url().optional(),
    MAP_TILES_URL: z
      .string()
      .regex(/^https:\/\/[^\s]+\{z\}[^\s]*$/, 'must be an https URL template with {z}, {x} and {y}')
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_TILES_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap contributors'),
    COOKIE_PREFIX: z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,20}$/)
      .default('yolla_'),
    COOKIE_DOMAIN: z
      .string()
      .regex(/^\.?[a-z0-9.-]+$/i, 'must be a domain such as .yolla.az')
      .optional(),
    REFRESH_COOKIE_MAX_AGE_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 60 * 24 * 30),
    SENTRY_DSN: z.url().optional(),
    SENTRY_ENVIRONMENT: z.string().default('production'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.string().default('loopback'),
    WEB_FORM_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(64 * 1024),
    // The largest upload a page takes: a parcel's invoice (INVOICE_MAX_BYTES, 10 MiB) with the declaration's other
    // fields and the multipart envelope around it.
    WEB_UPLOAD_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(INVOICE_MAX_BYTES + 1024 * 1024),
    // The API's limit on a profile picture (the same variable the API reads): the settings page's hint and check.
    PICTURE_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(5 * 1024 * 1024),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().positive().max(86_400).default(60),
    PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    PAGE_CACHE_REVISION_SECONDS: z.coerce.number().positive().max(3600).default(5),
    REDIS_URL: z.url().optional(),
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
    DEV_TOOLS: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
    // The same as the API's (apps/api/src/config.ts, the same defaults), read here by the web server alone.
    MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().nonnegative().default(16),
    MAX_QUEUE_WAIT_MS: z.coerce.number().int().nonnegative().max(60_000).default(1000),
    OVERLOAD_QUEUE_WAIT_MS: z.coerce.number().int().nonnegative().max(60_000).default(100),
    REFUSAL_PACE_MS: z.coerce.number().int().nonnegative().max(1000).default(35),
    METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters (a random token)').optional(),
  })
  .superRefine((env, ctx) => {
    // Secrets are required in a real deployment; the embedded demo (no DATABASE_URL, no API_URL) runs on development ones.
    if (env.NODE_ENV !== 'production' || (!env.DATABASE_URL && !env.API_URL)) return;
    for (const name of ['OAUTH_CLIENT_SECRET', 'SESSION_SECRET'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production' });
    }
  });

/** Every variable the web server reads (documented in .env.example). */
export const WEB_ENV_KEYS = Object.keys(schema.shape);

export interface WebConfig {
  env: 'development' | 'production' | 'test';
  /** HOST; unset, loopback only for the embedded demo (no DATABASE_URL, no API_URL), else every interface. */
  host: string;
  port: number;
  /** Base URL of the API host; the one-origin server points it at itself. */
  apiUrl: string;
  apiSegment: string;
  apiTimeoutMs: number;
  client: { id: string; secret: string };
  sessionSecret: string;
  brand: string;
  /** The site's public origin (PUBLIC_URL) for canonical and alternate links; null, the request's own. */
  publicUrl: string | null;
  /** The pickup-point map's tiles: an https URL template ({z}/{x}/{y}) and the attribution its licence asks for. */
  mapTiles: { url: string; attribution: string };
  cookies: { prefix: string; domain: string | undefined; refreshMaxAge: number };
  sentry: { dsn: string; environment: string } | null;
  /** The payment providers' hosted checkout origins a top-up's form may lead to (the API's PAYMENT_PROVIDER_* and URLs). */
  paymentCheckoutOrigins: string[];
  logLevel: string;
  /** Which proxies may set X-Forwarded-For/-Proto (Express `trust proxy`): loopback, true, false or addresses. */
  trustProxy: string | boolean;
  /** Bodies a page takes (forms, uploads) and the API's picture limit, in bytes. */
  bodyLimits: { formBytes: number; uploadBytes: number; pictureBytes: number };
  /** SHUTDOWN_TIMEOUT_MS: a shutdown drains requests and exits within this time. */
  shutdownTimeoutMs: number;
  /**
   * The guest page cache (server/page-cache): on by default, in memory, or in Redis when REDIS_URL is set; pages
   * kept `ttlSeconds`, shared caches may serve them stale `staleSeconds` more; the content revision is asked for
   * every `revisionSeconds`.
   */
  pageCache: { enabled: boolean; ttlSeconds: number; staleSeconds: number; revisionSeconds: number };
  redisUrl: string | null;
  /**
   * How many web processes `npm start` runs: WEB_CONCURRENCY, by default one per core; always one on the embedded
   * database, which only one process can open.
   */
  processes: number;
  /** The embedded database (no DATABASE_URL, no API_URL): the local demo. */
  embedded: boolean;
  /** Secrets left unset, so running on the development values published in the repository. */
  developmentSecrets: string[];
  /**
   * Development pages (the message outbox): DEV_TOOLS; unset, on in development and the embedded demo, off in a
   * deployment (production with DATABASE_URL or API_URL), where those pages are 404.
   */
  devTools: boolean;
  /** Requests the web server alone (API_URL) answers at once; the next ones wait for a place (0: no limit). */
  maxRequestsInFlight: number;
  /** The longest a request waits for a place while the queue keeps emptying, in ms; past it, 503. */
  maxQueueWaitMs: number;
  /** The longest it waits once the queue has stood that long (overload), and a prefetch ever, in ms. */
  overloadQueueWaitMs: number;
  /** How long a refusal (503) is held before it is answered, in ms (0: at once). */
  refusalPaceMs: number;
  /** The bearer token of `GET /metrics` (the web server alone; the one-origin server reads the API's). */
  metricsToken: string | null;
}

export class WebConfigError extends Error {
  override name = 'WebConfigError';
}

const englishError = z.locales.en().localeError;

export function loadWebConfig(source: Record<string, string | undefined> = process.env): WebConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned, { error: englishError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new WebConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  const demo = !env.DATABASE_URL && !env.API_URL;
  return {
    env: env.NODE_ENV,
    host: env.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0'),
    port: env.PORT,
    apiUrl: (env.API_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, ''),
    apiSegment: env.API_SEGMENT,
    apiTimeoutMs: env.API_TIMEOUT_MS,
    client: { id: env.OAUTH_CLIENT_ID, secret: env.OAUTH_CLIENT_SECRET ?? DEV_CLIENT_SECRET },
    sessionSecret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    brand: env.BRAND_NAME,
    publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null,
    mapTiles: { url: env.MAP_TILES_URL, attribution: env.MAP_TILES_ATTRIBUTION },
    cookies: {
      prefix: env.COOKIE_PREFIX,
      domain: env.COOKIE_DOMAIN,
      refreshMaxAge: env.REFRESH_COOKIE_MAX_AGE_SECONDS,
    },
    sentry: env.SENTRY_DSN ? { dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT } : null,
    paymentCheckoutOrigins: checkoutOriginsOf(source),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY,
    bodyLimits: {
      formBytes: env.WEB_FORM_LIMIT_BYTES,
      uploadBytes: env.WEB_UPLOAD_LIMIT_BYTES,
      pictureBytes: env.PICTURE_MAX_BYTES,
    },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    pageCache: {
      enabled: env.PAGE_CACHE === 'on',
      ttlSeconds: env.PAGE_CACHE_TTL_SECONDS,
      staleSeconds: env.PAGE_CACHE_STALE_SECONDS,
      revisionSeconds: env.PAGE_CACHE_REVISION_SECONDS,
    },
    redisUrl: env.REDIS_URL ?? null,
    processes: demo ? 1 : (env.WEB_CONCURRENCY ?? availableParallelism()),
    embedded: demo,
    developmentSecrets: (['OAUTH_CLIENT_SECRET', 'SESSION_SECRET'] as const).filter((name) => !env[name]),
    devTools: env.DEV_TOOLS ? ['true', '1', 'yes'].includes(env.DEV_TOOLS) : env.NODE_ENV !== 'production' || demo,
    maxRequestsInFlight: env.MAX_REQUESTS_IN_FLIGHT,
    maxQueueWaitMs: env.MAX_QUEUE_WAIT_MS,
    overloadQueueWaitMs: env.OVERLOAD_QUEUE_WAIT_MS,
    refusalPaceMs: env.REFUSAL_PACE_MS,
    metricsToken: env.METRICS_TOKEN ?? null,
  };
}
