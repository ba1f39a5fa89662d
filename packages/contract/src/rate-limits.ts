/** At most `max` in `windowSeconds` (a fixed window); for a growing delay, `max` attempts are free. */
export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

/**
 * A named rate limit, counted per client address, per account (the signed-in customer, or the partner of a machine
 * route), or both:
 * - `window`: requests past `max` in the window are refused, 429 with Retry-After until the window ends;
 * - `delay` (failed sign-ins, decision 0014): `max` failures are free, then each further attempt must wait 2, 4, 8 …
 *   seconds (at most `maxDelaySeconds`) after the previous one; forgotten `windowSeconds` after the last.
 */
export type RateLimitDefinition =
  | { kind: 'window'; summary: string; address?: WindowLimit; account?: WindowLimit }
  | { kind: 'delay'; summary: string; address?: WindowLimit; account?: WindowLimit; maxDelaySeconds: number };

/**
 * Every rate limit of the API, in one table: an endpoint descriptor names its limit (`limit: 'settings'`), and each
 * figure can be changed through the environment by one rule (`apps/api/src/lib/rate-limits.ts`:
 * `SETTINGS_RATE_IP_MAX`, `SETTINGS_RATE_ACCOUNT_WINDOW_SECONDS`, `LOGIN_FAILURES_DELAY_MAX_SECONDS`).
 * `.env.example` lists every one of them with its default here (a test compares the two).
 */
export const RATE_LIMITS = {
  global: {
    kind: 'window',
    summary: 'Every API route',
    address: { max: 1200, windowSeconds: 60 },
  },
  login: {
    kind: 'window',
    summary: 'Sign-in requests at the token endpoint (every grant but refresh)',
    address: { max: 30, windowSeconds: 300 },
  },
  loginFailures: {
    kind: 'delay',
    summary: 'Failed sign-ins (passwords, codes, passkeys, a deletion’s password), per account and per address',
    address: { max: 30, windowSeconds: 900 },
    account: { max: 10, windowSeconds: 900 },
    maxDelaySeconds: 300,
  },
  refresh: {
    kind: 'window',
    summary: 'Refresh-token grants',
    address: { max: 120, windowSeconds: 300 },
  },
  revoke: {
    kind: 'window',
    summary: 'Token revocations',
    address: { max: 60, windowSeconds: 300 },
  },
  identity: {
    kind: 'window',
    summary: 'Digital-identity sign-ins started',
    address: { max: 30, windowSeconds: 300 },
  },
  settings: {
    kind: 'window',
    summary: 'The customer’s settings: profile, picture, notification choices, deletion, addresses, sessions',
    address: { max: 300, windowSeconds: 60 },
    account: { max: 60, windowSeconds: 60 },
  },
  parcels: {
    kind: 'window',
    summary: 'Parcel declarations, their changes and invoice uploads',
    address: { max: 300, windowSeconds: 600 },
    account: { max: 120, windowSeconds: 600 },
  },
  pictureUpload: {
    kind: 'window',
    summary: 'Profile picture uploads (decoding and re-encoding cost CPU)',
    address: { max: 60, windowSeconds: 3600 },
    account: { max: 10, windowSeconds: 3600 },
  },
  codes: {
    kind: 'window',
    summary: 'Requests that send a one-time code (registration, recovery, resend, phone change)',
    address: { max: 30, windowSeconds: 3600 },
    account: { max: 10, windowSeconds: 3600 },
  },
  verify: {
    kind: 'window',
    summary: 'One-time code checks (recovery, phone change)',
    address: { max: 60, windowSeconds: 600 },
    account: { max: 60, windowSeconds: 600 },
  },
  wallet: {
    kind: 'window',
    summary: 'Money-moving wallet requests: top-ups, conversion quotes and conversions, parcel payments',
    address: { max: 300, windowSeconds: 600 },
    account: { max: 60, windowSeconds: 600 },
  },
  orders: {
    kind: 'window',
    summary: 'Buy-for-me and courier orders: quotes, orders, payments, cancellations',
    address: { max: 300, windowSeconds: 600 },
    account: { max: 60, windowSeconds: 600 },
  },
  tracking: {
    kind: 'window',
    summary: 'Public tracking lookups (a number nobody has counts the same)',
    address: { max: 60, windowSeconds: 600 },
  },
  contact: {
    kind: 'window',
    summary: 'Messages from the contact page',
    address: { max: 5, windowSeconds: 3600 },
  },
  passkeys: {
    kind: 'window',
    summary: 'Passkey requests: adding, listing, removing, sign-in challenges',
    address: { max: 300, windowSeconds: 600 },
    account: { max: 120, windowSeconds: 600 },
  },
  warehouses: {
    kind: 'window',
    summary: 'The warehouses’ addresses abroad, filled for the signed-in customer',
    address: { max: 300, windowSeconds: 60 },
    account: { max: 120, windowSeconds: 60 },
  },
  machine: {
    kind: 'window',
    summary: 'Signed machine-to-machine requests (warehouse, SMS gateway, payment provider, courier), per partner',
    address: { max: 6000, windowSeconds: 60 },
    account: { max: 6000, windowSeconds: 60 },
  },
} as const satisfies Record<string, RateLimitDefinition>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The limits that count requests in a window (an endpoint descriptor may name one of these). */
export type WindowLimitName = {
  [N in RateLimitName]: (typeof RATE_LIMITS)[N]['kind'] extends 'window' ? N : never;
}[RateLimitName];

/** The growing-delay policies (failed sign-ins). */
export type DelayLimitName = Exclude<RateLimitName, WindowLimitName>;

export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMITS) as RateLimitName[];
