import { z } from 'zod';
import { DEFAULT_MAX_QUEUE_WAIT_MS, DEFAULT_OVERLOAD_QUEUE_WAIT_MS, DEFAULT_REFUSAL_PACE_MS } from './lib/admission.ts';
import { parseMachineKeys, type MachineKey } from './lib/machine-signature.ts';
import {
  RENAMED_RATE_LIMIT_VARIABLES,
  rateLimitVariables,
  resolveRateLimits,
  type RateLimitSettings,
} from './lib/rate-limits.ts';
import type { TokenSettings } from './modules/auth/auth.service.ts';
import {
  messageEnvProblems,
  messageEnvShape,
  messageSettings,
  outboxChannels,
  type MessageSettings,
} from './config-messages.ts';

import { DEV_CLIENT_ID, DEV_CLIENT_SECRET, DEV_MACHINE_KEYS, DEV_TOKEN_SECRET } from './dev-secrets.ts';

export { DEV_CLIENT_ID, DEV_CLIENT_SECRET };

import { boolish, positiveInt } from './config-kinds.ts';
import {
  paymentEnvShape,
  paymentIssues,
  paymentsOf,
  REPLACED_PAYMENT_VARIABLES,
  type PaymentSettings,
} from './config-payments.ts';

/** Requests one process answers at once; the next ones wait for a place (decision 0030; `bench:overload`). */
export const DEFAULT_MAX_REQUESTS_IN_FLIGHT = 16;

/** An http(s) origin: RFC 8414 issuers have no query or fragment, and ours no path (the API lives at the root). */
const origin = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        /^https?:$/.test(url.protocol) &&
        url.pathname === '/' &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password &&
        !value.includes('?') &&
        !value.includes('#')
      );
    } catch {
      return false;
    }
  }, 'must be an http(s) origin without path, query or fragment, e.g. https://yolla.az')
  .transform((value) => new URL(value).origin);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    API_HOST: z.string().min(1).optional(),
    API_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
    API_SEGMENT: z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,30}$/)
      .refine((segment) => segment !== 'machine', 'is taken by the machine routes (/api/v1/machine)')
      .default('client'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    PGLITE_DIR: z.string().default('./data/pglite'),
    DB_POOL_MAX: positiveInt.default(10),
    DB_CONNECT_TIMEOUT_MS: positiveInt.default(3000),
    DB_STATEMENT_TIMEOUT_MS: positiveInt.default(5000),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    SMS_MARKETPLACES: z
      .string()
      .regex(
        /^[a-z][a-z0-9]{1,30}(,[a-z][a-z0-9]{1,30})*$/,
        'must be marketplace slugs separated by commas, e.g. trendyol',
      )
      .default('trendyol'),
    AUTH_TOKEN_SECRET: z.string().min(32).optional(),
    ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(900),
    REFRESH_TOKEN_TTL_SECONDS: positiveInt.default(60 * 60 * 24 * 30),
    SESSION_MAX_AGE_SECONDS: positiveInt.default(60 * 60 * 24 * 90),
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    OAUTH_CLIENT_ID: z.string().min(1).default(DEV_CLIENT_ID),
    OAUTH_CLIENT_SECRET: z.string().min(16).optional(),
    OAUTH_ISSUER: origin.optional(),
    WEBAUTHN_RP_ID: z
      .string()
      .regex(
        /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
        'must be a domain, e.g. yolla.az',
      )
      .optional(),
    WEBAUTHN_ORIGINS: z
      .string()
      .transform((value) => value.split(',').map((item) => item.trim()))
      .pipe(z.array(origin).min(1))
      .optional(),
    PICTURE_MAX_BYTES: positiveInt.max(50 * 1024 * 1024).default(5 * 1024 * 1024),
    ADDRESSES_MAX: positiveInt.max(100).default(10),
    FILE_STORE: z.enum(['local', 's3']).default('local'),
    FILE_STORE_DIR: z.string().default('./data/files'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: boolish.default(false),
    MESSAGE_PROVIDER: z.enum(['outbox']).default('outbox'),
    ...messageEnvShape,
    MACHINE_KEYS: z
      .string()
      .transform((value, ctx) => {
        const parsed = parseMachineKeys(value);
        if ('keys' in parsed) return parsed.keys;
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      })
      .optional(),
    MESSAGE_OUTBOX_ALLOWED: boolish.optional(),
    NOTIFICATIONS_WORKER: boolish.default(true),
    NOTIFICATIONS_POLL_MS: positiveInt.max(60_000).default(1000),
    NOTIFICATIONS_RETRY_BASE_MS: positiveInt.max(3_600_000).default(5000),
    NOTIFICATIONS_RETRY_MAX_MS: positiveInt.max(86_400_000).default(3_600_000),
    NOTIFICATIONS_MAX_ATTEMPTS: positiveInt.max(50).default(8),
    SWEEPS_EVERY_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
    REFUND_RETRY_AFTER_MINUTES: positiveInt.max(1440).default(5),
    IDENTITY_PROVIDER: z.enum(['sandbox', 'oidc']).default('sandbox'),
    IDENTITY_ISSUER: z.url().optional(),
    IDENTITY_CLIENT_ID: z.string().min(1).default('yolla'),
    IDENTITY_CLIENT_SECRET: z.string().min(1).optional(),
    IDENTITY_SANDBOX_ALLOWED: boolish.optional(),
    ...paymentEnvShape,
    TRUST_PROXY: z.string().default('loopback'),
    SEED_DEMO: boolish.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().nonnegative().default(1000),
    MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().gt(0).max(1).optional(),
    MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().nonnegative().default(DEFAULT_MAX_REQUESTS_IN_FLIGHT),
    MAX_QUEUE_WAIT_MS: z.coerce.number().int().nonnegative().max(60_000).default(DEFAULT_MAX_QUEUE_WAIT_MS),
    OVERLOAD_QUEUE_WAIT_MS: z.coerce.number().int().nonnegative().max(60_000).default(DEFAULT_OVERLOAD_QUEUE_WAIT_MS),
    REFUSAL_PACE_MS: z.coerce.number().int().nonnegative().max(1000).default(DEFAULT_REFUSAL_PACE_MS),
    METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters (a random token)').optional(),
  })
  .superRefine((env, ctx) => {
    if (env.FILE_STORE === 's3' && !env.S3_BUCKET)
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required with FILE_STORE=s3' });
    // A key without its secret (or the reverse) is a mistake; neither is the SDK's own chain (an IAM role, say).
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the SDK’s own credentials)',
      });
    }
    if (env.IDENTITY_PROVIDER === 'oidc') {
      for (const name of ['IDENTITY_ISSUER', 'IDENTITY_CLIENT_SECRET'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required with IDENTITY_PROVIDER=oidc' });
      }
    }
    for (const issue of messageEnvProblems(env)) ctx.addIssue({ code: 'custom', ...issue, path: [issue.path] });
    for (const issue of paymentIssues(env, isDeployment(env))) ctx.addIssue({ code: 'custom', ...issue });
    // The embedded database (no DATABASE_URL) is the local demo: development secrets are fine there.
    if (!isDeployment(env)) return;
    // The sandbox identity provider lets anyone be anyone: a deployment must ask for it by name (staging).
    if (env.IDENTITY_PROVIDER === 'sandbox' && !env.IDENTITY_SANDBOX_ALLOWED) {
      ctx.addIssue({
        code: 'custom',
        path: ['IDENTITY_PROVIDER'],
        message:
          'the sandbox identity provider signs anyone in as a demo identity; configure IDENTITY_PROVIDER=oidc with ' +
          'the national digital identity, or set IDENTITY_SANDBOX_ALLOWED=true for a staging deployment',
      });
    }
    for (const name of ['AUTH_TOKEN_SECRET', 'OAUTH_CLIENT_SECRET', 'WEBAUTHN_RP_ID', 'WEBAUTHN_ORIGINS'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production' });
    }
    // Demo data is a customer whose password is published in the README: never in a deployment (decision 0007).
    if (env.SEED_DEMO) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message:
          'demo data (a customer whose password is published) is never seeded in a deployment; remove SEED_DEMO, ' +
          'or seed a staging database in development mode',
      });
    }
    // The outbox keeps every code readable instead of sending it: a deployment must ask for it by name (staging),
    // for each channel that has no real transport yet.
    const outboxed = outboxChannels(messageSettings(env));
    if (outboxed.length > 0 && !env.MESSAGE_OUTBOX_ALLOWED) {
      const names = outboxed.map((channel) => (channel === 'email' ? 'e-mail (set SMTP_URL)' : 'SMS (set SMPP_URL)'));
      ctx.addIssue({
        code: 'custom',
        path: ['MESSAGE_PROVIDER'],
        message:
          `the development outbox does not send ${names.join(' or ')} and shows every code at /dev/outbox; ` +
          'configure a real provider, or set MESSAGE_OUTBOX_ALLOWED=true for a staging deployment',
      });
    }
  });

export type Env = z.input<typeof envSchema>;

/** The rate limits' variables (`lib/rate-limits.ts`: one naming rule over the contract's table), each optional. */
const rateLimitSchema = z.object(
  Object.fromEntries(rateLimitVariables().map(({ variable }) => [variable, positiveInt.optional()])),
);

/** Every variable the API reads (documented in .env.example). */
export const API_ENV_KEYS = [...Object.keys(envSchema.shape), ...rateLimitVariables().map((v) => v.variable)];

/** A real deployment: production mode on PostgreSQL. It needs real secrets and never gets demo data. */
function isDeployment(env: { NODE_ENV: string; DATABASE_URL?: string | undefined }): boolean {
  return env.NODE_ENV === 'production' && Boolean(env.DATABASE_URL);
}

/**
 * The file store: a directory on this host's disk (the default; the embedded demo needs nothing), or a bucket of
 * S3 or an S3-compatible store. `credentials` null: the AWS SDK's own chain (environment, instance role).
 */
export type FileStoreSettings =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** An S3-compatible store's URL (MinIO, R2, …); null for AWS itself. */
      endpoint: string | null;
      region: string;
      /** `bucket` in the path rather than the host name (MinIO and most S3-compatible stores want it). */
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
    };

export interface Config {
  env: 'development' | 'production' | 'test';
  /** API_HOST; unset, loopback only for the embedded demo and every interface on PostgreSQL. */
  host: string;
  port: number;
  segment: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string | null };
  db: { poolMax: number; connectTimeoutMs: number; statementTimeoutMs: number };
  redisUrl: string | null;
  /** SMS_MARKETPLACES: the marketplaces of the SMS inbox, in order (`/{lang}/cabinet/{marketplace}-sms`; decision 0036). */
  smsMarketplaces: string[];
  tokens: TokenSettings;
  webClient: { id: string; secret: string };
  /** The public origin clients reach the API at: the OAuth issuer, and the base of the metadata's endpoint URLs. */
  issuer: string;
  /**
   * Passkeys: the relying party's id (the site's domain) and the origins the browser may use them on. `origins` null
   * (development and tests only) allows any `http://localhost:{port}`.
   */
  webauthn: { rpId: string; origins: string[] | null };
  /** Every rate limit of the contract's table, with the figures the environment sets. */
  rateLimits: RateLimitSettings;
  /** The machine partners' keys (decision 0028): two per partner at most, so a key can be rotated. */
  machineKeys: MachineKey[];
  /**
   * SMS and e-mail: the provider of each channel (decision 0041). `outbox` (development) stores them in a table that
   * `npm run outbox` and the development outbox page read, and is refused in a deployment unless allowed; `smtp`
   * sends e-mail through the message queue.
   */
  messages: MessageSettings;
  /**
   * The delivery of notices by SMS and e-mail (decision 0035): whether this process runs the worker, how often it
   * looks for due deliveries, and the retries (exponential from `retryBaseMs`, capped at `retryMaxMs`, at most
   * `maxAttempts` tries before a delivery is recorded as failed).
   */
  notifications: { worker: boolean; pollMs: number; retryBaseMs: number; retryMaxMs: number; maxAttempts: number };
  /**
   * The periodic sweeps (unclaimed invoices, abandoned top-ups; `lib/periodic.ts`): how often this process runs
   * them, or null when it runs none (`SWEEPS_EVERY_MINUTES=0`; another process does); and how long a refund stays
   * pending before the sweep asks its provider again (`REFUND_RETRY_AFTER_MINUTES`, decision 0043).
   */
  sweeps: { everyMs: number | null; refundRetryAfterMs: number };
  /**
   * The national digital identity (OpenID Connect, decision 0027): the built-in sandbox provider (development,
   * tests, the demo; refused in a deployment unless allowed) at `{issuer}/api/sandbox-idp`, or a real one.
   */
  identity: { provider: 'sandbox' | 'oidc'; issuer: string; clientId: string; clientSecret: string };
  /**
   * Top-ups' payment providers, one per country (decisions 0037 and 0042): the built-in sandbox (development, tests,
   * the demo; refused in a deployment unless allowed) with its checkout at `{issuer}/api/sandbox-pay`, whose "pay
   * later" is confirmed after `sandboxLaterMs`, or a real one (Kapital Bank in Azerbaijan).
   */
  payments: PaymentSettings;
  /** The customer's own settings: the largest picture file accepted, and how many delivery addresses. */
  account: { pictureMaxBytes: number; addressesMax: number };
  /** Where customer files (invoices, warehouse photos) are kept (decision 0031). */
  files: FileStoreSettings;
  trustProxy: string | boolean;
  seedDemo: boolean;
  logLevel: string;
  shutdownTimeoutMs: number;
  /** 0: no shedding on event-loop delay (a process run under a profiler, or a proxy in front that sheds). */
  maxEventLoopDelayMs: number;
  /** Off unless set: start-up work (migrations, seeding) saturates the loop for a moment by design. */
  maxEventLoopUtilization: number | null;
  /** Requests a process answers at once; the next ones wait for a place (0: no limit; decision 0030). */
  maxRequestsInFlight: number;
  /** The longest a request waits for a place while the queue keeps emptying, in ms; past it, 503. */
  maxQueueWaitMs: number;
  /** The longest it waits once the queue has stood that long (overload), and a prefetch ever, in ms. */
  overloadQueueWaitMs: number;
  /** How long a refusal (503) is held before it is answered, in ms (0: at once). */
  refusalPaceMs: number;
  /** The bearer token of `GET /metrics`; null, no metrics are kept or served. */
  metricsToken: string | null;
  /** Secrets left unset, so running on the development values published in the repository. */
  developmentSecrets: string[];
}

/** Configuration problems are read by operators, so they stay in English rather than i18n keys. */
const englishError = z.locales.en().localeError;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment. A bad value throws a ConfigError that names the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned, { error: englishError });
  const parsedLimits = rateLimitSchema.safeParse(cleaned, { error: englishError });
  const renamed = Object.keys(cleaned)
    .filter((name) => name in RENAMED_RATE_LIMIT_VARIABLES)
    .map((name) => `${name}: was renamed to ${RENAMED_RATE_LIMIT_VARIABLES[name]} (see .env.example)`)
    .concat(
      Object.keys(cleaned)
        .filter((name) => name in REPLACED_PAYMENT_VARIABLES)
        .map((name) => `${name}: was replaced by ${REPLACED_PAYMENT_VARIABLES[name]} (see .env.example)`),
    );
  if (!parsed.success || !parsedLimits.success || renamed.length) {
    const issues = [...(parsed.error?.issues ?? []), ...(parsedLimits.error?.issues ?? [])];
    const lines = issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${[...lines, ...renamed].join('\n  ')}`);
  }
  const env = parsed.data;
  const limits = Object.fromEntries(
    Object.entries(parsedLimits.data).filter((entry): entry is [string, number] => entry[1] !== undefined),
  );
  const trust = env.TRUST_PROXY;
  return {
    env: env.NODE_ENV,
    // The embedded demo signs with published development secrets: reachable from this machine only, unless asked.
    host: env.API_HOST ?? (env.DATABASE_URL ? '0.0.0.0' : '127.0.0.1'),
    port: env.API_PORT,
    segment: env.API_SEGMENT,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dir: env.PGLITE_DIR === 'memory' ? null : env.PGLITE_DIR },
    db: {
      poolMax: env.DB_POOL_MAX,
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    },
    redisUrl: env.REDIS_URL ?? null,
    smsMarketplaces: [...new Set(env.SMS_MARKETPLACES.split(','))],
    tokens: {
      secret: env.AUTH_TOKEN_SECRET ?? DEV_TOKEN_SECRET,
      accessTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
      sessionMaxAgeSeconds: env.SESSION_MAX_AGE_SECONDS,
      reuseGraceSeconds: env.REFRESH_REUSE_GRACE_SECONDS,
    },
    webClient: { id: env.OAUTH_CLIENT_ID, secret: env.OAUTH_CLIENT_SECRET ?? DEV_CLIENT_SECRET },
    // The local demo answers on localhost at the API's port (the one-origin server passes its own port).
    issuer: env.OAUTH_ISSUER ?? `http://localhost:${env.API_PORT}`,
    webauthn: { rpId: env.WEBAUTHN_RP_ID ?? 'localhost', origins: env.WEBAUTHN_ORIGINS ?? null },
    rateLimits: resolveRateLimits(limits),
    machineKeys: env.MACHINE_KEYS ?? (isDeployment(env) ? [] : parseDevelopmentKeys()),
    messages: messageSettings(env),
    notifications: {
      worker: env.NOTIFICATIONS_WORKER,
      pollMs: env.NOTIFICATIONS_POLL_MS,
      retryBaseMs: env.NOTIFICATIONS_RETRY_BASE_MS,
      retryMaxMs: env.NOTIFICATIONS_RETRY_MAX_MS,
      maxAttempts: env.NOTIFICATIONS_MAX_ATTEMPTS,
    },
    sweeps: {
      everyMs: env.SWEEPS_EVERY_MINUTES === 0 ? null : env.SWEEPS_EVERY_MINUTES * 60_000,
      refundRetryAfterMs: env.REFUND_RETRY_AFTER_MINUTES * 60_000,
    },
    identity: {
      provider: env.IDENTITY_PROVIDER,
      issuer:
        env.IDENTITY_PROVIDER === 'oidc' && env.IDENTITY_ISSUER
          ? env.IDENTITY_ISSUER.replace(/\/+$/, '')
          : `${env.OAUTH_ISSUER ?? `http://localhost:${env.API_PORT}`}/api/sandbox-idp`,
      clientId: env.IDENTITY_CLIENT_ID,
      clientSecret: env.IDENTITY_CLIENT_SECRET ?? 'sandbox-client-secret',
    },
    payments: paymentsOf(env),
    account: { pictureMaxBytes: env.PICTURE_MAX_BYTES, addressesMax: env.ADDRESSES_MAX },
    files:
      env.FILE_STORE === 's3' && env.S3_BUCKET
        ? {
            kind: 's3',
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT ?? null,
            region: env.S3_REGION,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : null,
          }
        : { kind: 'local', dir: env.FILE_STORE_DIR },
    trustProxy: trust === 'true' ? true : trust === 'false' ? false : trust,
    seedDemo: isDeployment(env) ? false : (env.SEED_DEMO ?? !env.DATABASE_URL),
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: env.MAX_EVENT_LOOP_UTILIZATION ?? null,
    maxRequestsInFlight: env.MAX_REQUESTS_IN_FLIGHT,
    maxQueueWaitMs: env.MAX_QUEUE_WAIT_MS,
    overloadQueueWaitMs: env.OVERLOAD_QUEUE_WAIT_MS,
    refusalPaceMs: env.REFUSAL_PACE_MS,
    metricsToken: env.METRICS_TOKEN ?? null,
    developmentSecrets: (['AUTH_TOKEN_SECRET', 'OAUTH_CLIENT_SECRET', 'MACHINE_KEYS'] as const).filter(
      (name) => !env[name] && !(name === 'MACHINE_KEYS' && isDeployment(env)),
    ),
  };
}

/** The published development keys of the machine partners (`DEV_MACHINE_KEYS`), for the demo and tests. */
function parseDevelopmentKeys(): MachineKey[] {
  const parsed = parseMachineKeys(DEV_MACHINE_KEYS);
  if (!('keys' in parsed)) throw new ConfigError(`The development machine keys are wrong: ${parsed.problem}`);
  return parsed.keys;
}
