/*
 * The declaration's lists and limits, without zod: the form's selects and rows render from them on first load
 * (`@yolla/contract/parcel-lists`), while the schemas in parcels.ts check against them.
 */

/** Currencies a shop abroad charges in; all have two decimals (minor units are cents, kuruş, pence, fen, fils). */
export const PARCEL_CURRENCIES = ['USD', 'EUR', 'TRY', 'GBP', 'CNY', 'AED'] as const;
export type ParcelCurrency = (typeof PARCEL_CURRENCIES)[number];

/** The customs categories a declared item is one of. */
export const CUSTOMS_CATEGORIES = [
  'clothing',
  'shoes',
  'bags',
  'electronics',
  'phones',
  'computers',
  'cosmetics',
  'perfume',
  'books',
  'toys',
  'home',
  'sports',
  'jewelry',
  'watches',
  'auto_parts',
  'health',
  'supplements',
  'other',
] as const;
export type CustomsCategory = (typeof CUSTOMS_CATEGORIES)[number];

/** Shops the declaration form offers by name (any other is typed). */
export const KNOWN_SHOPS = [
  'Amazon',
  'Trendyol',
  'AliExpress',
  'eBay',
  'Temu',
  'Shein',
  'Hepsiburada',
  'iHerb',
  'Zara',
  'ASOS',
  'Noon',
  'Taobao',
] as const;

export const PARCEL_LIMITS = {
  items: 20,
  quantity: 999,
  /** Per item, in minor units: 100,000.00 of the currency. */
  unitPriceMinor: 10_000_000,
} as const;

/** Most items a form renders at once (the no-JavaScript "add item" stops here). */
export const PARCEL_FORM_ITEMS = PARCEL_LIMITS.items;

/** The item fields of the form, by row: `items.{row}.{field}`. */
export const PARCEL_ITEM_FIELDS = ['category', 'description', 'quantity', 'unit_price', 'currency'] as const;
