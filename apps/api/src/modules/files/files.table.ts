import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';

/**
 * Customer files (invoices, warehouse photos; decision 0031). The bytes live in the file store, under keys made
 * here (`customers/{customer id}/{random}`), never from a name the customer or a partner gave; a row says where they
 * are, what the bytes are and whose they are. Every read names the owner. An account's deletion removes its rows
 * and its objects (the module's eraser); the parcels that referred to them keep their history.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The original's key in the store. */
    storageKey: text('storage_key').notNull().unique(),
    /** The type the bytes are (sniffed), as served. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Photos: the phone-sized WebP's key and size. */
    renditionKey: text('rendition_key'),
    renditionByteSize: integer('rendition_byte_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('stored_files_kind_check', sql`${table.kind} in ('invoice', 'photo')`),
    check('stored_files_byte_size_check', sql`${table.byteSize} > 0`),
    check('stored_files_rendition_check', sql`(${table.renditionKey} is null) = (${table.renditionByteSize} is null)`),
    index('stored_files_customer_idx').on(table.customerId),
    // The invoice sweep's oldest invoices first.
    index('stored_files_invoice_created_idx')
      .on(table.createdAt)
      .where(sql`${table.kind} = 'invoice'`),
  ],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;
