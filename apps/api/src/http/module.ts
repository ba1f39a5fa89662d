import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { AccountDeletion } from '../lib/account-deletion.ts';
import type { CodeSignIn } from '../lib/code-sign-in.ts';
import type { IdentitySignIn } from '../lib/identity-sign-in.ts';
import type { Messenger } from '../lib/messages.ts';
import type { PasskeySignIn } from '../lib/passkey-sign-in.ts';
import type { CodeService } from '../modules/codes/codes.service.ts';
import type { RouteTable } from './routes.ts';
import type { RateLimiter } from '../plugins/rate-limit.ts';

/** Time, injected so that tests can move it (code expiry, grace windows, delays). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * What every module gets, the one way modules are wired: the database, the configuration, the clock, the rate
 * limiter, and the outside providers (SMS, e-mail, identity, payments) as later modules add them.
 */
export interface ModuleDeps {
  db: Db;
  database: Database;
  config: Config;
  clock: Clock;
  limiter: RateLimiter;
  /**
   * Account deletion's extension point: modules holding money, parcels or orders add a pending-obligation check,
   * modules holding personal data an eraser (decision 0020).
   */
  accountDeletion: AccountDeletion;
  /** Checks a password a customer typed against the stored argon2id hash (same work when there is none); hashes new ones. */
  passwords: {
    verify(storedHash: string | null | undefined, password: string): Promise<boolean>;
    hash(password: string): Promise<string>;
  };
  /** SMS and e-mail through the configured provider (the development outbox, or a real one), texts from i18n. */
  messages: Messenger;
  /** One-time codes: send within the limits, resend, redeem (decision 0024). */
  codes: CodeService;
  /** Code purposes that sign in through the SMS-code grant; registration adds its own. */
  codeSignIn: CodeSignIn;
  /** The digital-identity grant's account, provided by the identity module (decision 0027). */
  identitySignIn: IdentitySignIn;
  /** HTTP to outside providers (the digital identity); tests route it in-process. */
  fetch: typeof fetch;
  /** The passkey grant's verifier, installed by the passkeys module. */
  passkeySignIn: PasskeySignIn;
}

/**
 * An API module (`src/modules/<feature>/`): its tables, queries, use cases, routes and errors live in its folder,
 * and it adds its routes to the route table from the contract's endpoint descriptors. `app.ts` lists the modules.
 */
export interface ApiModule {
  name: string;
  routes(table: RouteTable, deps: ModuleDeps): void | Promise<void>;
}
