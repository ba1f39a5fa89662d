import { ORIGINS, WAREHOUSE_FIELDS, type WarehouseHours } from '@yolla/contract';
import { sql, type SQL } from 'drizzle-orm';
import { check, foreignKey, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** `'A', 'B', …` for an `in (…)` check; the values are our own constants, never input. */
function sqlList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}

/**
 * Our warehouses abroad, one per origin of the tariffs, with the city's name in every interface language, its time
 * zone and the hours it receives parcels. Reference data: seeded from `db/seed/warehouses/` in every mode.
 */
export const warehouses = pgTable(
  'warehouses',
  {
    origin: text('origin', { enum: ORIGINS }).primaryKey(),
    cityAz: text('city_az').notNull(),
    cityEn: text('city_en').notNull(),
    cityRu: text('city_ru').notNull(),
    cityUz: text('city_uz').notNull(),
    cityKa: text('city_ka').notNull(),
    /** IANA name, e.g. Europe/Istanbul: the hours are this zone's local time. */
    timeZone: text('time_zone').notNull(),
    /** `WeeklyHours` of `@yolla/contract/opening-hours`: `{ mon: [['09:00', '19:00']], …, sun: [] }`. */
    hours: jsonb('hours').$type<WarehouseHours>().notNull(),
    /** Order of the cards on the page. */
    position: integer('position').notNull(),
  },
  (table) => [check('warehouses_origin_check', sql`${table.origin} in (${sqlList(ORIGINS)})`)],
);

/**
 * A warehouse's address, one row per field a shop's checkout asks for. `value` is a template: `{name}` becomes
 * the customer's name in Latin letters and `{code}` their suite code (`ADDRESS_PLACEHOLDERS`).
 */
export const warehouseAddressLines = pgTable(
  'warehouse_address_lines',
  {
    origin: text('origin', { enum: ORIGINS })
      .notNull()
      .references(() => warehouses.origin, { onDelete: 'cascade' }),
    field: text('field', { enum: WAREHOUSE_FIELDS }).notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ name: 'warehouse_address_lines_pkey', columns: [table.origin, table.field] }),
    check('warehouse_address_lines_field_check', sql`${table.field} in (${sqlList(WAREHOUSE_FIELDS)})`),
    check('warehouse_address_lines_value_check', sql`length(${table.value}) between 1 and 200`),
  ],
);

/**
 * What a popular shop's checkout wants in one field of a warehouse's address, in every interface language; the
 * text may name the suite code as `{code}`. The field is one of the warehouse's own lines.
 */
export const warehouseShopHints = pgTable(
  'warehouse_shop_hints',
  {
    origin: text('origin', { enum: ORIGINS }).notNull(),
    /** Stable: amazon, trendyol, taobao. */
    shop: text('shop').notNull(),
    /** The shop's own name, as it writes it. */
    shopName: text('shop_name').notNull(),
    /** Order of the shops within the warehouse. */
    shopPosition: integer('shop_position').notNull(),
    field: text('field', { enum: WAREHOUSE_FIELDS }).notNull(),
    textAz: text('text_az').notNull(),
    textEn: text('text_en').notNull(),
    textRu: text('text_ru').notNull(),
    textUz: text('text_uz').notNull(),
    textKa: text('text_ka').notNull(),
  },
  (table) => [
    primaryKey({ name: 'warehouse_shop_hints_pkey', columns: [table.origin, table.shop, table.field] }),
    foreignKey({
      name: 'warehouse_shop_hints_line_fkey',
      columns: [table.origin, table.field],
      foreignColumns: [warehouseAddressLines.origin, warehouseAddressLines.field],
    }).onDelete('cascade'),
    check('warehouse_shop_hints_shop_check', sql`${table.shop} ~ '^[a-z0-9-]{2,40}$'`),
  ],
);

export type WarehouseRow = typeof warehouses.$inferSelect;
export type WarehouseAddressLineRow = typeof warehouseAddressLines.$inferSelect;
export type WarehouseShopHintRow = typeof warehouseShopHints.$inferSelect;
