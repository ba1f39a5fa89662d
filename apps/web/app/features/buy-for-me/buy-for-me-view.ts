import type { BuyForMeState } from '@yolla/contract/buy-for-me-lists';
import type { WalletCurrency } from '@yolla/contract';
import type { Origin } from '@yolla/contract/countries';
import type { BuyForMeListQuery } from './buy-for-me-search.ts';

/**
 * What the buy-for-me pages show, formatted on the server in the page's locale (docs/render-cost.md): money with
 * `Intl` in the page language, moments in the customer's own time zone.
 */

/** A form's fields by name (`items.0.link`, …), as typed. */
export type FormValues = Partial<Record<string, string>>;

/** A product link as the pages show it: the address to open (http or https only) and its host and path as text. */
export interface LinkView {
  href: string | null;
  text: string;
}

/** An order in the list. */
export interface OrderRow {
  id: string;
  title: string;
  itemCount: number;
  total: string;
  paid: string;
  state: BuyForMeState;
  date: string;
  iso: string;
}

export interface ListPage {
  query: BuyForMeListQuery;
  /** null when the API could not give the list (the page says so, with a retry). */
  list: {
    rows: OrderRow[];
    total: number;
    pages: number;
    /** The customer's orders per state (the tabs), whatever the tab. */
    counts: Partial<Record<BuyForMeState, number>>;
    open: number;
    all: number;
  } | null;
}

/** An order's amounts in its shop's currency, and what the wallet pays for them. */
export interface TotalsView {
  itemsTotal: string;
  localDelivery: string;
  fee: string;
  feePercent: string;
  feeMinimum: string;
  total: string;
  payCurrency: WalletCurrency;
  payTotal: string;
  /** The rate of the day, when the wallet's currency is not the shop's. */
  rate: { day: string; from: string; to: string; rate: string } | null;
}

/** What the balance says about an amount to pay: the balance, after paying, or what is missing and the top-up. */
export interface BalanceView {
  balance: string;
  after: string | null;
  missing: string | null;
  topUp: string | null;
}

/** The review of a new order before it is paid. */
export interface ReviewView {
  items: { description: string; options: string; link: LinkView; line: string; sum: string }[];
  totals: TotalsView;
  balance: BalanceView;
}

/** The new order page. */
export interface NewPage {
  /** The page's own address (the no-JavaScript row buttons post to it). */
  base: string;
  payCurrencies: WalletCurrency[];
  initial: FormValues;
  /** Back from topping up: the order the customer reviewed, as it was. */
  restored: boolean;
  /** The confirm form's key: one per rendering. */
  idempotencyKey: string;
}

/** One step of an order's timeline: a step that happened, or one of the road still ahead. */
export interface TimelineStep {
  status: string;
  actor: 'customer' | 'warehouse' | 'courier' | null;
  at: string | null;
  iso: string | null;
  detail: string | null;
}

export interface OrderItemView {
  id: string;
  description: string;
  options: string;
  link: LinkView;
  quantity: number;
  price: string;
  sum: string;
  /** The shop's new price while the price changed. */
  newPrice: string | null;
}

export interface OrderPage {
  id: string;
  state: BuyForMeState;
  shopCountry: Origin;
  created: string;
  items: OrderItemView[];
  totals: TotalsView;
  /** What was paid, net of refunds (null: nothing). */
  paid: string | null;
  note: string | null;
  cancelReason: string | null;
  parcel: { id: string; tracking: string } | null;
  timeline: TimelineStep[];
  /** While awaiting payment: the amount and the balance. */
  payment: { total: string; balance: BalanceView | null } | null;
  /** While the price changed: the new totals, the difference and the balance. */
  change: {
    oldTotal: string;
    newTotal: string;
    difference: string;
    reason: string | null;
    rows: { description: string; old: string; new: string }[];
    balance: BalanceView | null;
  } | null;
  cancellable: boolean;
  /** The cancellation's confirm step is open (`?cancel`). */
  confirmCancel: boolean;
  /** Bought in the shop: it can no longer be cancelled. */
  locked: boolean;
  keys: { pay: string; cancel: string };
  /** The page's own address, and its confirm step's. */
  self: string;
  cancelStep: string;
}
