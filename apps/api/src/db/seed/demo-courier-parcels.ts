import type { DemoParcel } from './demo-parcel-list.ts';

const ARRIVED: DemoParcel['road'] = ['received', 'shipped', 'at_customs', 'at_local_warehouse'];

/**
 * The demo customer's parcels that courier orders bring (seeded with the other demo parcels, paid by the demo
 * wallet): two for the order just placed, one for each later step, one freed again by a cancelled order.
 */
export const COURIER_DEMO_PARCELS: readonly DemoParcel[] = [
  {
    tracking: 'TY2026111800314',
    origin: 'TR',
    shop: 'Trendyol',
    currency: 'TRY',
    items: [['shoes', 'Winter boots', 1, 189_900]],
    road: ARRIVED,
    weight: 1_900,
    daysAgo: 6,
    paid: true,
  },
  {
    tracking: '1Z999AA10555000121',
    origin: 'US',
    shop: 'Best Buy',
    currency: 'USD',
    items: [['electronics', 'Wireless headphones', 1, 12_999]],
    road: [...ARRIVED, 'ready_for_pickup'],
    weight: 800,
    daysAgo: 8,
    paid: true,
  },
  {
    tracking: 'LP00310203040CN',
    origin: 'CN',
    shop: 'Taobao',
    currency: 'CNY',
    items: [['home', 'Desk lamp', 1, 15_900]],
    road: ARRIVED,
    weight: 1_400,
    daysAgo: 9,
    paid: true,
  },
  {
    tracking: 'GB510020030GB',
    origin: 'GB',
    shop: 'Next',
    currency: 'GBP',
    items: [['clothing', 'Wool scarf', 2, 2_400]],
    road: [...ARRIVED, 'ready_for_pickup'],
    weight: 600,
    daysAgo: 10,
    paid: true,
  },
  {
    tracking: 'TY2026110700777',
    origin: 'TR',
    shop: 'LC Waikiki',
    currency: 'TRY',
    items: [['clothing', 'Kids’ winter coat', 1, 119_900]],
    // Delivered by the demo's courier order, whose courier event hands it over.
    road: [...ARRIVED, 'ready_for_pickup'],
    weight: 2_600,
    daysAgo: 12,
    paid: true,
  },
  {
    tracking: 'AE100200400AE',
    origin: 'AE',
    shop: 'Namshi',
    currency: 'AED',
    items: [['perfume', 'Oud perfume 50 ml', 1, 29_900]],
    road: ARRIVED,
    weight: 500,
    daysAgo: 7,
    paid: true,
  },
];
