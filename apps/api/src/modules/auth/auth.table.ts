import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';

/** OAuth clients allowed to use the token endpoint. Secrets are stored as SHA-256 hashes (they are random, high-entropy). */
export const oauthClients = pgTable('oauth_clients', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  secretHash: text('secret_hash').notNull(),
  confidential: boolean('confidential').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * One sign-in session: every access and refresh token issued from one password grant
 * and its rotations. Revoking the family ends all of them at once.
 */
export const tokenFamilies = pgTable(
  'token_families',
  {
    id: uuid('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', {
      enum: [
        'sign_out',
        'revocation',
        'reuse_detected',
        'admin',
        'account_deleted',
        'password_reset',
        'password_change',
        'session_ended',
      ],
    }),
    /** The browser's User-Agent at sign-in (at most 512 characters), for the sessions list. */
    userAgent: text('user_agent'),
    /** The latest sign-in or refresh of this session. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (table) => [index('token_families_customer_idx').on(table.customerId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The refresh token issued in exchange for this one, once it is used. */
    successorId: uuid('successor_id'),
    /**
     * The pair issued in exchange, encrypted with a key derived from this (spent) token, so a
     * parallel refresh with the same token within the grace window gets the same pair. Only
     * someone holding this token can read it; it is cleared once the successor is used.
     */
    successorSealed: text('successor_sealed'),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);
