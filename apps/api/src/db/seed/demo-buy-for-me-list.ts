import type { BuyForMeState, Origin, ParcelCurrency } from '@yolla/contract';

export interface DemoStep {
  to: BuyForMeState;
  hoursAgo: number;
  actor: 'customer' | 'warehouse';
  detail?: string;
}

export interface DemoOrder {
  slug: string;
  shop: Origin;
  currency: ParcelCurrency & ('USD' | 'TRY');
  items: { link: string; description: string; color?: string; size?: string; quantity: number; unitPrice: number }[];
  localDelivery: number;
  note?: string;
  /** The timeline after it was placed (the first step at creation is `awaiting_payment`). */
  steps: DemoStep[];
  /** A price change the buyer reported last: the new unit price of the first item. */
  newPrice?: { unitPrice: number; reason: string };
  tracking?: string;
}

/** One order in every state (decision 0038), oldest first. Prices as the shops showed them. */
export const DEMO_BUY_FOR_ME: readonly DemoOrder[] = [
  {
    slug: 'arrived',
    shop: 'US',
    currency: 'USD',
    items: [
      {
        link: 'https://www.levi.com/US/en_US/clothing/men/jeans/501-original-fit-mens-jeans/p/005010114',
        description: 'Levi’s 501 Original jeans',
        color: 'Dark stonewash',
        size: 'W32 L32',
        quantity: 2,
        unitPrice: 59_50,
      },
    ],
    localDelivery: 0,
    steps: [
      { to: 'paid', hoursAgo: 30 * 24, actor: 'customer' },
      { to: 'purchased', hoursAgo: 29 * 24, actor: 'warehouse' },
      { to: 'arrived', hoursAgo: 24 * 24, actor: 'warehouse' },
    ],
    tracking: '1Z4BF7890312345678',
  },
  {
    slug: 'cancelled',
    shop: 'TR',
    currency: 'TRY',
    items: [
      {
        link: 'https://www.trendyol.com/koton/kadin-midi-elbise-p-782361549',
        description: 'Koton midi dress',
        color: 'Emerald',
        size: '38',
        quantity: 1,
        unitPrice: 1_249_99,
      },
    ],
    localDelivery: 0,
    steps: [
      { to: 'paid', hoursAgo: 8 * 24, actor: 'customer' },
      { to: 'cancelled', hoursAgo: 7 * 24, actor: 'warehouse', detail: 'Out of stock in size 38' },
    ],
  },
  {
    slug: 'purchased',
    shop: 'US',
    currency: 'USD',
    items: [
      {
        link: 'https://www.amazon.com/dp/B0CFPJYX7P',
        description: 'Kindle Paperwhite 16 GB',
        quantity: 1,
        unitPrice: 149_99,
      },
    ],
    localDelivery: 5_99,
    steps: [
      { to: 'paid', hoursAgo: 5 * 24, actor: 'customer' },
      { to: 'purchased', hoursAgo: 4 * 24, actor: 'warehouse' },
    ],
  },
  {
    slug: 'price-changed',
    shop: 'US',
    currency: 'USD',
    items: [
      {
        link: 'https://www.lego.com/en-us/product/mclaren-formula-1-race-car-42141',
        description: 'LEGO Technic McLaren F1',
        quantity: 1,
        unitPrice: 79_99,
      },
    ],
    localDelivery: 4_99,
    note: 'A birthday present: no invoice in the box, please.',
    steps: [
      { to: 'paid', hoursAgo: 3 * 24, actor: 'customer' },
      { to: 'price_changed', hoursAgo: 20, actor: 'warehouse', detail: 'The sale ended before we could buy it' },
    ],
    newPrice: { unitPrice: 89_99, reason: 'The sale ended before we could buy it' },
  },
  {
    slug: 'paid',
    shop: 'US',
    currency: 'USD',
    items: [
      {
        link: 'https://www.nike.com/t/pegasus-41-mens-road-running-shoes-MCkdJ3/FD2722-002',
        description: 'Nike Pegasus 41 running shoes',
        color: 'Black',
        size: '42',
        quantity: 1,
        unitPrice: 89_97,
      },
    ],
    localDelivery: 0,
    steps: [{ to: 'paid', hoursAgo: 26, actor: 'customer' }],
  },
  {
    slug: 'awaiting-payment',
    shop: 'US',
    currency: 'USD',
    items: [
      {
        link: 'https://www.dyson.com/vacuum-cleaners/cordless/v15/detect-absolute-yellow-nickel',
        description: 'Dyson V15 Detect cordless vacuum',
        quantity: 1,
        unitPrice: 649_99,
      },
    ],
    localDelivery: 0,
    steps: [],
  },
];
