import { z } from 'zod';
import type { DelayPolicy } from './lib/rate-limit-store.ts';
import type { TokenSettings } from './modules/auth/auth.usecases.ts';
import type { Limit } from './plugins/rate-limit.ts';

import { DEV_CLIENT_ID, DEV_CLIENT_SECRET, DEV_TOKEN_SECRET } from './dev-secrets.ts';

export { DEV_CLIENT_ID, DEV_CLIENT_SECRET };

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

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
    PASSKEYS_RATE_IP_MAX: positiveInt.default(300),
    PASSKEYS_RATE_ACCOUNT_MAX: positiveInt.default(120),
    PASSKEYS_RATE_WINDOW_SECONDS: positiveInt.default(600),
    LOGIN_RATE_IP_MAX: positiveInt.default(30),
    LOGIN_RATE_IP_WINDOW_SECONDS: positiveInt.default(300),
    LOGIN_RATE_ACCOUNT_MAX: positiveInt.default(10),
    LOGIN_RATE_ACCOUNT_WINDOW_SECONDS: positiveInt.default(900),
    LOGIN_RATE_IP_FAILURES_MAX: positiveInt.default(30),
    LOGIN_RATE_IP_FAILURES_WINDOW_SECONDS: positiveInt.default(900),
    LOGIN_DELAY_MAX_SECONDS: positiveInt.default(300),
    REFRESH_RATE_IP_MAX: positiveInt.default(120),
    REFRESH_RATE_IP_WINDOW_SECONDS: positiveInt.default(300),
    REVOKE_RATE_IP_MAX: positiveInt.default(60),
    REVOKE_RATE_IP_WINDOW_SECONDS: positiveInt.default(300),
    SETTINGS_RATE_IP_MAX: positiveInt.default(300),
    SETTINGS_RATE_IP_WINDOW_SECONDS: positiveInt.default(60),
    SETTINGS_RATE_ACCOUNT_MAX: positiveInt.default(60),
    SETTINGS_RATE_ACCOUNT_WINDOW_SECONDS: positiveInt.default(60),
    PICTURE_UPLOAD_RATE_MAX: positiveInt.default(10),
    PICTURE_UPLOAD_RATE_IP_MAX: positiveInt.default(60),
    PICTURE_UPLOAD_RATE_WINDOW_SECONDS: positiveInt.default(3600),
    PICTURE_MAX_BYTES: positiveInt.max(50 * 1024 * 1024).default(5 * 1024 * 1024),
    ADDRESSES_MAX: positiveInt.max(100).default(10),
    MESSAGE_PROVIDER: z.enum(['outbox']).default('outbox'),
    MESSAGE_OUTBOX_ALLOWED: boolish.optional(),
    CODES_RATE_IP_MAX: positiveInt.default(30),
    CODES_RATE_IP_WINDOW_SECONDS: positiveInt.default(3600),
    CODES_RATE_ACCOUNT_MAX: positiveInt.default(10),
    CODES_RATE_ACCOUNT_WINDOW_SECONDS: positiveInt.default(3600),
    VERIFY_RATE_IP_MAX: positiveInt.default(60),
    IDENTITY_PROVIDER: z.enum(['sandbox', 'oidc']).default('sandbox'),
    IDENTITY_ISSUER: z.url().optional(),
    IDENTITY_CLIENT_ID: z.string().min(1).default('yolla'),
    IDENTITY_CLIENT_SECRET: z.string().min(1).optional(),
    IDENTITY_SANDBOX_ALLOWED: boolish.optional(),
    CONTACT_RATE_IP_MAX: positiveInt.default(5),
    CONTACT_RATE_IP_WINDOW_SECONDS: positiveInt.default(3600),
    VERIFY_RATE_IP_WINDOW_SECONDS: positiveInt.default(600),
    RATE_LIMIT_GLOBAL_MAX: positiveInt.default(1200),
    RATE_LIMIT_GLOBAL_WINDOW_SECONDS: positiveInt.default(60),
    TRUST_PROXY: z.string().default('loopback'),
    SEED_DEMO: boolish.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().nonnegative().default(1000),
    MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().gt(0).max(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.IDENTITY_PROVIDER === 'oidc') {
      for (const name of ['IDENTITY_ISSUER', 'IDENTITY_CLIENT_SECRET'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required with IDENTITY_PROVIDER=oidc' });
      }
    }
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
    // The outbox keeps every code readable instead of sending it: a deployment must ask for it by name (staging).
    if (env.MESSAGE_PROVIDER === 'outbox' && !env.MESSAGE_OUTBOX_ALLOWED) {
      ctx.addIssue({
        code: 'custom',
        path: ['MESSAGE_PROVIDER'],
        message:
          'the development outbox does not send SMS or e-mail and shows every code at /dev/outbox; ' +
          'configure a real provider, or set MESSAGE_OUTBOX_ALLOWED=true for a staging deployment',
      });
    }
  });

export type Env = z.input<typeof envSchema>;

/** Every variable the API reads (documented in .env.example). */
export const API_ENV_KEYS = Object.keys(envSchema.shape);

/** A real deployment: production mode on PostgreSQL. It needs real secrets and never gets demo data. */
function isDeployment(env: { NODE_ENV: string; DATABASE_URL?: string | undefined }): boolean {
  return env.NODE_ENV === 'production' && Boolean(env.DATABASE_URL);
}

export interface Config {
  env: 'development' | 'production' | 'test';
  /** API_HOST; unset, loopback only for the embedded demo and every interface on PostgreSQL. */
  host: string;
  port: number;
  segment: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string | null };
  db: { poolMax: number; connectTimeoutMs: number; statementTimeoutMs: number };
  redisUrl: string | null;
  tokens: TokenSettings;
  webClient: { id: string; secret: string };
  /** The public origin clients reach the API at: the OAuth issuer, and the base of the metadata's endpoint URLs. */
  issuer: string;
  /**
   * Passkeys: the relying party's id (the site's domain) and the origins the browser may use them on. `origins` null
   * (development and tests only) allows any `http://localhost:{port}`.
   */
  webauthn: { rpId: string; origins: string[] | null };
  rateLimits: {
    /** Sign-in requests per address (fixed window). */
    loginIp: Limit;
    /** Failed sign-ins per account, and per address, before each further attempt must wait (growing delay). */
    loginAccount: DelayPolicy;
    loginIpFailures: DelayPolicy;
    refreshIp: Limit;
    revokeIp: Limit;
    /** Profile, picture, notification, deletion and address requests, per client address and per account. */
    settingsIp: Limit;
    settingsAccount: Limit;
    /** Picture uploads (decoding and re-encoding cost CPU), per account and per client address. */
    pictureUploadAccount: Limit;
    pictureUploadIp: Limit;
    /** Requests that send a code (registration, recovery, resend, phone change), per address and per account. */
    codesIp: Limit;
    codesAccount: Limit;
    /** Code checks (recovery, phone change), per address; each code also dies after 5 wrong tries. */
    verifyIp: Limit;
    /** Messages from the contact page, per address. */
    contactIp: Limit;
    /** Passkey requests (adding, listing, removing, sign-in challenges), per address and per account. */
    passkeysIp: Limit;
    passkeysAccount: Limit;
    global: Limit;
  };
  /**
   * SMS and e-mail: the provider that delivers them. `outbox` (development) stores them in a table that
   * `npm run outbox` and the development outbox page read, and is refused in a deployment unless allowed.
   */
  messages: { provider: 'outbox' };
  /**
   * The national digital identity (OpenID Connect, decision 0027): the built-in sandbox provider (development,
   * tests, the demo; refused in a deployment unless allowed) at `{issuer}/api/sandbox-idp`, or a real one.
   */
  identity: { provider: 'sandbox' | 'oidc'; issuer: string; clientId: string; clientSecret: string };
  /** The customer's own settings: the largest picture file accepted, and how many delivery addresses. */
  account: { pictureMaxBytes: number; addressesMax: number };
  trustProxy: string | boolean;
  seedDemo: boolean;
  logLevel: string;
  shutdownTimeoutMs: number;
  /** 0: no shedding on event-loop delay (a process run under a profiler, or a proxy in front that sheds). */
  maxEventLoopDelayMs: number;
  /** Off unless set: start-up work (migrations, seeding) saturates the loop for a moment by design. */
  maxEventLoopUtilization: number | null;
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
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment';
      return `${name}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
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
    rateLimits: {
      loginIp: { max: env.LOGIN_RATE_IP_MAX, windowMs: env.LOGIN_RATE_IP_WINDOW_SECONDS * 1000 },
      loginAccount: {
        free: env.LOGIN_RATE_ACCOUNT_MAX,
        windowMs: env.LOGIN_RATE_ACCOUNT_WINDOW_SECONDS * 1000,
        maxDelayMs: env.LOGIN_DELAY_MAX_SECONDS * 1000,
      },
      loginIpFailures: {
        free: env.LOGIN_RATE_IP_FAILURES_MAX,
        windowMs: env.LOGIN_RATE_IP_FAILURES_WINDOW_SECONDS * 1000,
        maxDelayMs: env.LOGIN_DELAY_MAX_SECONDS * 1000,
      },
      refreshIp: { max: env.REFRESH_RATE_IP_MAX, windowMs: env.REFRESH_RATE_IP_WINDOW_SECONDS * 1000 },
      revokeIp: { max: env.REVOKE_RATE_IP_MAX, windowMs: env.REVOKE_RATE_IP_WINDOW_SECONDS * 1000 },
      settingsIp: { max: env.SETTINGS_RATE_IP_MAX, windowMs: env.SETTINGS_RATE_IP_WINDOW_SECONDS * 1000 },
      settingsAccount: {
        max: env.SETTINGS_RATE_ACCOUNT_MAX,
        windowMs: env.SETTINGS_RATE_ACCOUNT_WINDOW_SECONDS * 1000,
      },
      pictureUploadAccount: {
        max: env.PICTURE_UPLOAD_RATE_MAX,
        windowMs: env.PICTURE_UPLOAD_RATE_WINDOW_SECONDS * 1000,
      },
      pictureUploadIp: {
        max: env.PICTURE_UPLOAD_RATE_IP_MAX,
        windowMs: env.PICTURE_UPLOAD_RATE_WINDOW_SECONDS * 1000,
      },
      codesIp: { max: env.CODES_RATE_IP_MAX, windowMs: env.CODES_RATE_IP_WINDOW_SECONDS * 1000 },
      codesAccount: { max: env.CODES_RATE_ACCOUNT_MAX, windowMs: env.CODES_RATE_ACCOUNT_WINDOW_SECONDS * 1000 },
      verifyIp: { max: env.VERIFY_RATE_IP_MAX, windowMs: env.VERIFY_RATE_IP_WINDOW_SECONDS * 1000 },
      contactIp: { max: env.CONTACT_RATE_IP_MAX, windowMs: env.CONTACT_RATE_IP_WINDOW_SECONDS * 1000 },
      passkeysIp: { max: env.PASSKEYS_RATE_IP_MAX, windowMs: env.PASSKEYS_RATE_WINDOW_SECONDS * 1000 },
      passkeysAccount: { max: env.PASSKEYS_RATE_ACCOUNT_MAX, windowMs: env.PASSKEYS_RATE_WINDOW_SECONDS * 1000 },
      global: { max: env.RATE_LIMIT_GLOBAL_MAX, windowMs: env.RATE_LIMIT_GLOBAL_WINDOW_SECONDS * 1000 },
    },
    messages: { provider: env.MESSAGE_PROVIDER },
    identity: {
      provider: env.IDENTITY_PROVIDER,
      issuer:
        env.IDENTITY_PROVIDER === 'oidc' && env.IDENTITY_ISSUER
          ? env.IDENTITY_ISSUER.replace(/\/+$/, '')
          : `${env.OAUTH_ISSUER ?? `http://localhost:${env.API_PORT}`}/api/sandbox-idp`,
      clientId: env.IDENTITY_CLIENT_ID,
      clientSecret: env.IDENTITY_CLIENT_SECRET ?? 'sandbox-client-secret',
    },
    account: { pictureMaxBytes: env.PICTURE_MAX_BYTES, addressesMax: env.ADDRESSES_MAX },
    trustProxy: trust === 'true' ? true : trust === 'false' ? false : trust,
    seedDemo: isDeployment(env) ? false : (env.SEED_DEMO ?? !env.DATABASE_URL),
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: env.MAX_EVENT_LOOP_UTILIZATION ?? null,
    developmentSecrets: (['AUTH_TOKEN_SECRET', 'OAUTH_CLIENT_SECRET'] as const).filter((name) => !env[name]),
  };
}
