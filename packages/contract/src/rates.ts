import { z } from 'zod/mini';
import { COUNTRIES } from './countries.ts';
import { endpoint } from './endpoint.ts';
import { PARCEL_CURRENCIES } from './parcel-lists.ts';

/**
 * The currencies of the rates table: those shops charge in (a declaration's), and those of the destination
 * countries (limits, the wallet). Every one has two decimals. Decision 0034.
 */
export const RATE_CURRENCIES = [...PARCEL_CURRENCIES, 'AZN', 'UZS', 'GEL'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];
export const rateCurrencySchema = z.enum(RATE_CURRENCIES);

/** A positive decimal with at most 10 places and 10 digits before the point: `1.7`, `12050`, `0.0235`. */
export const rateValueSchema = z.string().check(
  z.regex(/^\d{1,10}(\.\d{1,10})?$/, { error: 'validation.number' }),
  z.refine((value) => /[1-9]/.test(value), { error: 'validation.positive' }),
);

export const ratesUpdateSchema = z.strictObject({
  /** The day the rates hold from (in force until a later day's). Not in the future. */
  effective_on: z.iso.date(),
  rates: z
    .array(z.strictObject({ base: rateCurrencySchema, quote: rateCurrencySchema, rate: rateValueSchema }))
    .check(z.minLength(1), z.maxLength(100)),
});
export type RatesUpdate = z.output<typeof ratesUpdateSchema>;

export const ratesUpdateEndpoint = endpoint({
  method: 'PUT',
  path: '/rates',
  access: 'machine',
  partners: ['rates-feed'],
  limit: 'machine',
  body: ratesUpdateSchema,
  response: z.object({
    data: z.object({ effective_on: z.iso.date(), written: z.int() }),
  }),
  errors: [],
  tags: ['machine'],
  summary: 'The rates feed sets the exchange rates of a day',
  description:
    'Upserts one rate per pair for effective_on: how many units of quote one unit of base buys, a decimal string ' +
    '(never a float). Sending the same day again replaces its rates. Refused (400, nothing written): a day after ' +
    "today (the API's clock, UTC), a pair of one currency, the same pair twice, a rate of zero.",
});

/** A rate the meter used: base → quote, exact (`formatRate`: `17/10`), and the day of the rates it came from. */
export const usedRateSchema = z.object({
  base: rateCurrencySchema,
  quote: rateCurrencySchema,
  rate: z.string(),
  effective_on: z.iso.date(),
});

const moneyOf = z.object({ amount: z.int(), currency: rateCurrencySchema });

export const customsMeterSchema = z.object({
  country: z.enum(COUNTRIES),
  /** The duty-free limit and its rule, from the content (`customs_limit`). */
  limit: moneyOf,
  period: z.enum(['calendar_month', 'shipment']),
  /** The day the rule in force took effect (`YYYY-MM-DD`). */
  effective_from: z.string(),
  rule: z.object({
    charged: z.enum(['excess', 'whole']),
    duty_basis_points: z.int(),
    duty_minimum_per_kg: z.int(),
    vat_basis_points: z.int(),
  }),
  /** The month counted (monthly limits), in the country's zone; null for a per-shipment limit. */
  period_start: z.nullable(z.iso.datetime({ offset: true })),
  period_end: z.nullable(z.iso.datetime({ offset: true })),
  time_zone: z.string(),
  /** The declared value counted in the period, converted to the limit's currency; 0 for per-shipment limits. */
  used: moneyOf,
  /** How many parcels `used` counts. */
  parcels: z.int(),
  /** To the limit's currency from every currency a declaration may use, for converting a new one in the browser. */
  rates: z.array(usedRateSchema),
});
export type CustomsMeter = z.infer<typeof customsMeterSchema>;

export const customsMeterEndpoint = endpoint({
  method: 'GET',
  path: '/me/customs-limit',
  access: 'customer',
  limit: 'parcels',
  response: z.object({ data: customsMeterSchema }),
  errors: [],
  tags: ['parcels'],
  summary: 'The duty-free limit of the customer’s country and how much of it the current period has used',
  description:
    'The rule in force today in the customer’s country (each rule has the day it took effect). ' +
    'Calendar-month limits (Azerbaijan, Uzbekistan) count the declared value of the parcels declared in the month in the ' +
    'country’s time zone, except returned ones, each converted at today’s rates (those in rates). Per-shipment ' +
    'limits (Georgia) count one declaration at a time, so used is 0. rates and rule let a client work ' +
    'out a new declaration’s reading with `customsReading` (the contract’s customs-limit module).',
});
