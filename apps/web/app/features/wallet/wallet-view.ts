import type { RefundState, TopUpState, WalletCurrency, WalletTransactionKind } from '@yolla/contract';
import type { WalletQuery } from './wallet-search.ts';

/**
 * What the wallet's screens show, formatted on the server for the page's locale (docs/render-cost.md): money with
 * `Intl` in the page language, moments in the customer's own time zone.
 */

/** One balance: its currency, the amount as the page writes it, and what the currency is for. */
export interface BalanceView {
  currency: WalletCurrency;
  amount: string;
  role: 'USD' | 'TRY' | 'home';
}

/** One line of the history: what one movement did to one balance. */
export interface LineView {
  id: string;
  kind: WalletTransactionKind;
  currency: WalletCurrency;
  /** With its sign: +$10.00, −$4.50. */
  amount: string;
  credit: boolean;
  at: string;
  /** For `<time dateTime>`. */
  iso: string;
  /** The parcels paid or refunded (their ids, for their pages). */
  parcels: string[];
  /** The other currency of a conversion. */
  counter: WalletCurrency | null;
  /** The buy-for-me or courier order paid or refunded (its page). */
  order: { kind: 'buy_for_me' | 'courier'; id: string } | null;
  /** A withdrawal's money back to the card: where it stands. */
  refundState: RefundState | null;
}

/** A completed card top-up that can still be paid back (decision 0043). */
export interface RefundableView {
  topUpId: string;
  /** The top-up's amount and when it was made, as the page writes them. */
  amount: string;
  at: string;
  /** What is left to pay back, formatted, and as the amount field's first value (`12.50`). */
  left: string;
  leftDecimal: string;
}

/** A top-up the provider sent the customer back with. */
export interface TopUpView {
  id: string;
  state: TopUpState;
  amount: string;
}

/** A conversion quote, shown before the customer confirms it. */
export interface QuoteView {
  id: string;
  give: string;
  get: string;
  /** `1 USD = 1.7 AZN`. */
  rate: string;
  spread: string;
  /** When it lapses: the time without JavaScript, a countdown with it (from `seconds`, left at rendering). */
  until: string;
  expiresAt: string;
  seconds: number;
  /** The form as typed, to ask again for a new quote. */
  values: { from: WalletCurrency; to: WalletCurrency; amount: string };
}

export interface HistoryView {
  rows: LineView[];
  total: number;
  pages: number;
}

export interface WalletPage {
  query: WalletQuery;
  /** null: the API could not give them (the page says so). */
  balances: BalanceView[] | null;
  /** The currencies the customer holds, in the wallet's order. */
  currencies: WalletCurrency[];
  /** Each currency's top-up limits, formatted. */
  limits: Record<string, { min: string; max: string }>;
  /** The top-up of `?top_up=`: its view, or `missing` when it is not one of the customer's. */
  topUp: TopUpView | 'missing' | null;
  /** The top-up form's first values (the pay page's shortcut fills them). */
  prefill: { currency: WalletCurrency; amount: string };
  /** Where "back to the payment" goes (checked against the route table), and the amount asked for. */
  back: string | null;
  asked: string | null;
  history: HistoryView | null;
  /** The top-ups that can be paid back to the card (none: the section is not shown). */
  refundable: RefundableView[];
  /** The CSV of the filtered history. */
  statement: string;
  /** One idempotency key per money-moving form of this rendering. */
  keys: { topUp: string; convert: string; refund: string };
  spread: string;
}
