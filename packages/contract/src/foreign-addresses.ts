import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { weeklyHoursSchema } from './content-places.ts';
import { customerCodeSchema } from './me.ts';
import { originSchema } from './tariffs.ts';

/**
 * The fields of a warehouse's address, as shops' checkout forms ask for them: a closed set, in the order a form
 * usually has them. `district` is the Turkish `ilçe` and the Chinese `区`; `state` a US state, a German Land, an
 * emirate or a Chinese province.
 */
export const WAREHOUSE_FIELDS = [
  'full_name',
  'address_line_1',
  'address_line_2',
  'district',
  'city',
  'state',
  'postal_code',
  'country',
  'phone',
] as const;
export type WarehouseField = (typeof WAREHOUSE_FIELDS)[number];
export const warehouseFieldSchema = z.enum(WAREHOUSE_FIELDS);

/**
 * The placeholders a warehouse's address line may hold, filled for each customer: `{name}` their name and surname
 * in Latin letters, `{code}` their suite code. Shop hints may name the suite code too.
 */
export const ADDRESS_PLACEHOLDERS = ['{name}', '{code}'] as const;

/** One line of a warehouse's address, filled for the customer: what to type into the field. */
export const warehouseAddressLineSchema = z.object({ field: warehouseFieldSchema, value: z.string() });

/** What one shop's checkout wants in one field of the address, in the request's language. */
export const shopHintSchema = z.object({ field: warehouseFieldSchema, text: z.string() });

export const warehouseShopSchema = z.object({
  /** Stable: `amazon`, `trendyol`, `taobao`. */
  shop: z.string(),
  /** The shop's own name: Amazon, Trendyol, 淘宝 Taobao. */
  name: z.string(),
  hints: z.array(shopHintSchema),
});

/** A week of hours as the API sends them (`WeeklyHours` of `opening-hours.ts`, as plain arrays). */
export type WarehouseHours = z.infer<typeof weeklyHoursSchema>;

export const foreignAddressSchema = z.object({
  origin: originSchema,
  /** The warehouse's city in the request's language. */
  city: z.string(),
  /** IANA time zone of the warehouse: its hours are in its own local time. */
  time_zone: z.string(),
  /** When the warehouse receives parcels, per weekday in its local time (`opening-hours.ts`). */
  hours: weeklyHoursSchema,
  lines: z.array(warehouseAddressLineSchema),
  shops: z.array(warehouseShopSchema),
});
export type ForeignAddress = z.infer<typeof foreignAddressSchema>;

export const foreignAddressesSchema = z.object({
  /** The suite code every line with `{code}` carries. */
  code: customerCodeSchema,
  /** The name the lines carry, in Latin letters; null while the profile has no name. */
  name: z.nullable(z.string()),
  /** The profile lacks a name or surname: the lines carry the suite code alone, and the page asks for the name. */
  name_missing: z.boolean(),
  warehouses: z.array(foreignAddressSchema),
});
export type ForeignAddresses = z.infer<typeof foreignAddressesSchema>;

export const foreignAddressesEndpoint = endpoint({
  method: 'GET',
  path: '/foreign-addresses',
  access: 'customer',
  limit: 'warehouses',
  response: z.object({ data: foreignAddressesSchema }),
  errors: [],
  tags: ['warehouses'],
  summary: 'The warehouses abroad that ship to the customer’s country, their address filled for this customer',
  description:
    'Each warehouse whose tariffs serve the customer’s country, with its address lines filled with the customer’s ' +
    'name in Latin letters and suite code, its weekly hours in its own time zone, and what popular shops’ checkouts ' +
    'want in each field, in the request’s language.',
});
