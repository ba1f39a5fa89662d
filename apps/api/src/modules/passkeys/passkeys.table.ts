import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';

/** PostgreSQL `bytea` as bytes. */
const bytea = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/** The passkeys (WebAuthn credentials) customers added, each usable to sign in to its account. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The credential id the authenticator chose, base64url. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key the signatures are checked with. */
    publicKey: bytea('public_key').notNull(),
    /** The authenticator's signature counter (0 for authenticators that keep none, such as synced passkeys). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser can reach the authenticator (`internal`, `hybrid`, `usb`…), handed back at sign-in. */
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** `Chrome, Windows` as read from the browser that added it; null when unknown. */
    deviceName: text('device_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('passkeys_credential_id_key').on(table.credentialId),
    index('passkeys_customer_idx').on(table.customerId, table.createdAt),
    check('passkeys_counter_check', sql`${table.counter} >= 0`),
  ],
);

/**
 * WebAuthn challenges, kept on the server: each is good for one attempt until `expires_at` (five minutes) and only
 * for its purpose — adding a passkey to the customer it was made for, or signing in.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['register', 'authenticate'] }).notNull(),
    /** The customer adding a passkey; null for sign-in challenges. */
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id, { onDelete: 'cascade' }),
    /** The challenge the authenticator signs, base64url. */
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('passkey_challenges_expires_idx').on(table.expiresAt),
    index('passkey_challenges_customer_idx').on(table.customerId),
    check('passkey_challenges_purpose_check', sql`(${table.purpose} = 'register') = (${table.customerId} is not null)`),
  ],
);

export type PasskeyRow = typeof passkeys.$inferSelect;
export type PasskeyChallengeRow = typeof passkeyChallenges.$inferSelect;
