/*
 * Buy-for-me's lists, limits, lifecycle and arithmetic, without zod: the cabinet's pages import them on first load
 * (`@yolla/contract/buy-for-me-lists`), the schemas in buy-for-me.ts check against them. Decision 0038.
 */

export const BUY_FOR_ME_STATES = [
  /** Saved, not yet paid (the balance was short): the customer pays or cancels. */
  'awaiting_payment',
  /** Paid from the wallet; the buyer places the order. */
  'paid',
  /** The buyer bought it in the shop. */
  'purchased',
  /** The shop's price went up before the purchase: the customer approves the difference or cancels. */
  'price_changed',
  /** Cancelled by the customer or the buyer; everything paid went back to the wallet. */
  'cancelled',
  /** At our warehouse abroad: it became a parcel. */
  'arrived',
] as const;
export type BuyForMeState = (typeof BUY_FOR_ME_STATES)[number];

/** States still in progress (the dashboard's open orders, the list's "open" filter). */
export const BUY_FOR_ME_OPEN_STATES: readonly BuyForMeState[] = [
  'awaiting_payment',
  'paid',
  'purchased',
  'price_changed',
];

/** What moves an order, and from which states (the API refuses any other move: `buy_for_me.impossible_transition`). */
export const BUY_FOR_ME_TRANSITIONS = {
  /** The customer pays: the order, or the approved difference of a changed price. */
  pay: { from: ['awaiting_payment', 'price_changed'], to: 'paid' },
  /** The customer cancels before the purchase: everything paid is refunded. */
  cancel: { from: ['awaiting_payment', 'paid', 'price_changed'], to: 'cancelled' },
  purchased: { from: ['paid'], to: 'purchased' },
  /** A higher price waits for the customer; a lower one refunds the difference and the order stays paid. */
  price_changed: { from: ['paid'], to: 'price_changed' },
  arrived: { from: ['purchased'], to: 'arrived' },
  /** The buyer cancels (out of stock, the shop refused): everything paid is refunded. */
  cancelled: { from: ['paid', 'price_changed', 'purchased'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly BuyForMeState[]; to: BuyForMeState }>;
export type BuyForMeMove = keyof typeof BUY_FOR_ME_TRANSITIONS;

/** Whether `move` is allowed from `from`. */
export function canMove(from: BuyForMeState, move: BuyForMeMove): boolean {
  return (BUY_FOR_ME_TRANSITIONS[move].from as readonly BuyForMeState[]).includes(from);
}

/** The main road, for the timeline. */
export const BUY_FOR_ME_ROAD: readonly BuyForMeState[] = ['awaiting_payment', 'paid', 'purchased', 'arrived'];

export const BUY_FOR_ME_LIMITS = {
  items: 10,
  quantity: 99,
  /** 100,000.00 in the shop's currency. */
  unitPriceMinor: 10_000_000,
  localDeliveryMinor: 1_000_000,
} as const;

/** Orders per page of the list. */
export const BUY_FOR_ME_PER_PAGE = 20;

/** The service id of buy-for-me: its fee's row in the prices (`service_fees`) and its entry in the services content. */
export const BUY_FOR_ME_SERVICE_ID = 'buy-for-me';

/** The items' sum: quantity × unit price, in minor units. */
export function buyForMeItemsTotal(items: readonly { quantity: number; unit_price: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity * item.unit_price, 0);
}

/**
 * The service fee in minor units: `percent` of the items and the local delivery, rounded half up to the minor
 * unit, and never less than `minimum` (the fee's minimum already in the order's currency).
 */
export function buyForMeFee(subtotal: number, percent: number, minimum: number): number {
  const basisPoints = Math.round(percent * 100);
  const share = Math.floor((subtotal * basisPoints + 5_000) / 10_000);
  return Math.max(share, minimum);
}
