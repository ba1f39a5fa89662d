import { bigint, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Profile pictures, as the server re-encoded them (256×256 WebP without metadata). The id is random and appears in
 * the picture's public URL, which never changes: a new upload is a new row, and the previous one is deleted.
 */
export const customerPictures = pgTable(
  'customer_pictures',
  {
    id: text('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_pictures_customer_idx').on(table.customerId)],
);

export type CustomerPictureRow = typeof customerPictures.$inferSelect;
