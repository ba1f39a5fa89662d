import type { ParcelEvent } from '@yolla/contract';
import { DEMO_CUSTOMER, SECOND_DEMO_CUSTOMER } from './demo.ts';
import { COURIER_DEMO_PARCELS } from './demo-courier-parcels.ts';
import { DELIVERED_HISTORY } from './demo-parcel-history.ts';

type Item = readonly [category: string, description: string, quantity: number, unitPrice: number];

/** A demo parcel: what was declared, and the warehouse's events since. */
export interface DemoParcel {
  tracking: string;
  origin: 'TR' | 'US' | 'CN' | 'GB' | 'DE' | 'AE';
  shop: string;
  currency: 'USD' | 'TRY' | 'EUR' | 'GBP' | 'CNY' | 'AED';
  items: readonly Item[];
  /** The warehouse's events after the declaration, in order; `held` carries customs' reason. */
  road: readonly ParcelEvent[];
  weight: number;
  size?: readonly [number, number, number];
  declared?: boolean;
  daysAgo: number;
  paid?: boolean;
}

const FIRST: readonly DemoParcel[] = [
  {
    tracking: 'TY2026110400871',
    origin: 'TR',
    shop: 'Trendyol',
    currency: 'TRY',
    items: [['clothing', 'Knitted sweater', 1, 89900]],
    road: [],
    weight: 0,
    daysAgo: 1,
  },
  {
    tracking: '1Z999AA10123456784',
    origin: 'US',
    shop: 'Amazon',
    currency: 'USD',
    items: [
      ['electronics', 'Wireless earbuds', 1, 12999],
      ['electronics', 'USB-C cable', 2, 1299],
    ],
    road: ['received'],
    weight: 640,
    size: [22, 16, 8],
    daysAgo: 4,
  },
  {
    tracking: 'LP00214598732CN',
    origin: 'CN',
    shop: 'AliExpress',
    currency: 'USD',
    items: [['toys', 'Building blocks set', 1, 3450]],
    road: ['received', 'shipped'],
    weight: 1850,
    size: [40, 30, 20],
    daysAgo: 9,
  },
  {
    tracking: 'TY2026102209315',
    origin: 'TR',
    shop: 'Hepsiburada',
    currency: 'TRY',
    items: [['shoes', 'Leather boots', 1, 249900]],
    road: ['received', 'shipped', 'at_customs'],
    weight: 2100,
    daysAgo: 12,
    paid: true,
  },
  {
    tracking: 'GB482019377GB',
    origin: 'GB',
    shop: 'ASOS',
    currency: 'GBP',
    items: [['perfume', 'Eau de parfum 100 ml', 2, 6800]],
    road: ['received', 'shipped', 'at_customs', 'held'],
    weight: 900,
    daysAgo: 15,
    paid: true,
  },
  {
    tracking: 'JJD0001234567890',
    origin: 'DE',
    shop: 'Zalando',
    currency: 'EUR',
    items: [['sports', 'Trail running jacket', 1, 15995]],
    road: ['received', 'shipped', 'at_customs', 'at_local_warehouse'],
    weight: 1200,
    daysAgo: 18,
    paid: true,
  },
  {
    tracking: '9400111899223100001234',
    origin: 'US',
    shop: 'iHerb',
    currency: 'USD',
    items: [['supplements', 'Vitamin D3', 3, 1599]],
    road: ['received', 'shipped', 'at_customs', 'at_local_warehouse', 'ready_for_pickup'],
    weight: 700,
    daysAgo: 21,
    paid: true,
  },
  {
    tracking: 'AE100200300AE',
    origin: 'AE',
    shop: 'Noon',
    currency: 'AED',
    items: [['watches', 'Smart watch', 1, 89900]],
    road: ['received', 'shipped', 'at_customs', 'at_local_warehouse', 'ready_for_pickup', 'delivered'],
    weight: 450,
    daysAgo: 40,
    paid: true,
  },
  {
    tracking: 'TY2026090112345',
    origin: 'TR',
    shop: 'Trendyol',
    currency: 'TRY',
    items: [['home', 'Ceramic vase', 1, 45000]],
    road: ['received', 'returned'],
    weight: 3100,
    daysAgo: 55,
    // Paid, then returned: the wallet refunded it (demo-wallet.ts).
    paid: true,
  },
  {
    tracking: 'TBA304918827104',
    origin: 'US',
    shop: 'Amazon',
    currency: 'USD',
    items: [],
    road: [],
    weight: 1500,
    size: [35, 25, 15],
    declared: false,
    daysAgo: 2,
  },
];

const SECOND: readonly DemoParcel[] = [
  {
    tracking: 'TY2026111500042',
    origin: 'TR',
    shop: 'Trendyol',
    currency: 'TRY',
    items: [['clothing', 'Winter jacket', 1, 159900]],
    road: ['received'],
    weight: 1300,
    daysAgo: 3,
  },
  {
    tracking: 'LP00299887766CN',
    origin: 'CN',
    shop: 'Taobao',
    currency: 'CNY',
    items: [['phones', 'Phone case', 3, 2900]],
    road: ['received', 'shipped', 'at_customs', 'at_local_warehouse', 'ready_for_pickup'],
    weight: 300,
    daysAgo: 14,
    paid: true,
  },
];

/** The demo parcels of each demo customer, by email (the wallet's seed pays the paid ones through the ledger). */
export const DEMO_PARCEL_LISTS: readonly (readonly [email: string, parcels: readonly DemoParcel[]])[] = [
  [DEMO_CUSTOMER.email, [...FIRST, ...COURIER_DEMO_PARCELS, ...DELIVERED_HISTORY]],
  [SECOND_DEMO_CUSTOMER.email, SECOND],
];
