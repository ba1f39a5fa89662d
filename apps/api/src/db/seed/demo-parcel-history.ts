import type { DemoParcel } from './demo-parcel-list.ts';

const DELIVERED: DemoParcel['road'] = [
  'received',
  'shipped',
  'at_customs',
  'at_local_warehouse',
  'ready_for_pickup',
  'delivered',
];

/** Shops the demo customer has bought from before, each with a number in its carrier's format and an item. */
const PAST_SHOPS = [
  {
    origin: 'TR',
    shop: 'Koton',
    currency: 'TRY',
    number: (n: number) => `TY2025${String(400_000_000 + n * 7919)}`,
    item: ['clothing', 'Cotton shirt', 2, 34_900],
  },
  {
    origin: 'US',
    shop: 'eBay',
    currency: 'USD',
    number: (n: number) => `TBA${String(300_000_000_000 + n * 104_729)}`,
    item: ['books', 'Hardcover novel', 1, 2_499],
  },
  {
    origin: 'CN',
    shop: 'Temu',
    currency: 'USD',
    number: (n: number) => `LP00${String(10_000_000_000 + n * 3_571)}CN`,
    item: ['home', 'LED desk lamp', 1, 1_890],
  },
  {
    origin: 'GB',
    shop: 'Next',
    currency: 'GBP',
    number: (n: number) => `GB${String(300_000_000 + n * 6_113)}GB`,
    item: ['shoes', 'Leather trainers', 1, 6_500],
  },
  {
    origin: 'AE',
    shop: 'Namshi',
    currency: 'AED',
    number: (n: number) => `AE${String(500_000_000 + n * 9_901)}AE`,
    item: ['sports', 'Running jacket', 1, 29_900],
  },
] as const;

/**
 * The demo customer's past: fourteen parcels delivered over the last year and a half, so the list has a second page
 * and the history looks like a customer's who has been with us a while.
 */
export const DELIVERED_HISTORY: readonly DemoParcel[] = Array.from({ length: 14 }, (_, index) => {
  const past = PAST_SHOPS[index % PAST_SHOPS.length]!;
  return {
    tracking: past.number(index + 1),
    origin: past.origin,
    shop: past.shop,
    currency: past.currency,
    items: [past.item],
    road: DELIVERED,
    weight: 350 + ((index * 373) % 2400),
    daysAgo: 60 + index * 35,
    paid: true,
  };
});
