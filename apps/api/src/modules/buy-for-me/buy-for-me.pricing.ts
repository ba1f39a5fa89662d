import {
  BUY_FOR_ME_SERVICE_ID,
  buyForMeFee,
  formatRate,
  priceTagSchema,
  type BuyForMeTotals,
  type ParcelCurrency,
  type Rate,
  type WalletCurrency,
} from '@yolla/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Services } from '../../http/module.ts';
import { contentEntries } from '../content/content.table.ts';
import { buyForMeErrors } from './buy-for-me.errors.ts';

/** The service fee's rule as an order keeps it: basis points (500: 5 %) and the minimum in USD minor units. */
export interface FeeRule {
  basisPoints: number;
  minimumUsd: number;
}

/**
 * Today's fee rule: the price tag of the `buy-for-me` service in the services content (`percent`, `minimum` in USD),
 * the one the public services page shows, so the page and the charge never disagree.
 */
export async function currentFeeRule(db: Db): Promise<FeeRule> {
  const [entry] = await db
    .select({ attributes: contentEntries.attributes })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, 'service'), eq(contentEntries.id, BUY_FOR_ME_SERVICE_ID)));
  const tag = priceTagSchema.safeParse((entry?.attributes as { price?: unknown } | undefined)?.price);
  if (!tag.success || tag.data.kind !== 'percent') throw new Error('the buy-for-me service has no percent price tag');
  const minimum = tag.data.minimum;
  if (minimum && minimum.currency !== 'USD') throw new Error('the buy-for-me minimum fee must be in USD');
  return { basisPoints: Math.round(tag.data.percent * 100), minimumUsd: minimum?.amount ?? 0 };
}

/**
 * A rate as text, exactly: a decimal when it has one (`1.7`, `0.04`), else the quotient (`10/17`). The wallet's
 * conversions write rates the same way.
 */
export function rateText(rate: Rate): string {
  let rest = rate.denominator;
  let places = 0;
  for (const prime of [2n, 5n]) {
    let count = 0;
    while (rest % prime === 0n) [rest, count] = [rest / prime, count + 1];
    places = Math.max(places, count);
  }
  if (rest !== 1n) return formatRate(rate);
  const digits = String((rate.numerator * 10n ** BigInt(places)) / rate.denominator).padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** An order's amounts as stored (the order's columns and a price change's). */
export interface Amounts {
  itemsTotal: number;
  localDelivery: number;
  fee: number;
  total: number;
  payAmount: number;
  payRate: string;
  payRateOn: string;
}

/**
 * The amounts of an order: items and local delivery, the fee (`basisPoints` of both, rounded half up, at least the
 * USD minimum converted into the order's currency at the day's rate), the total, and the total in the paying
 * currency at the day's rate (the same currency: rate 1). No rate is 422 `wallet.no_rate`.
 */
export async function amountsOf(
  db: Db,
  rates: Services['rates'],
  rule: FeeRule,
  order: { currency: ParcelCurrency; payCurrency: WalletCurrency; itemsTotal: number; localDelivery: number },
  day: string,
): Promise<Amounts> {
  let minimum = rule.minimumUsd;
  if (order.currency !== 'USD' && minimum > 0) {
    const converted = await rates.convert(db, minimum, 'USD', order.currency, day);
    if (!converted) throw buyForMeErrors.noRate();
    minimum = converted.amount;
  }
  const fee = buyForMeFee(order.itemsTotal + order.localDelivery, rule.basisPoints / 100, minimum);
  const total = order.itemsTotal + order.localDelivery + fee;
  if (order.currency === order.payCurrency) {
    return { ...order, fee, total, payAmount: total, payRate: '1', payRateOn: day };
  }
  const paid = await rates.convert(db, total, order.currency, order.payCurrency, day);
  if (!paid) throw buyForMeErrors.noRate();
  return {
    itemsTotal: order.itemsTotal,
    localDelivery: order.localDelivery,
    fee,
    total,
    payAmount: paid.amount,
    payRate: rateText(paid.rate.rate),
    payRateOn: paid.rate.effectiveOn,
  };
}

/** The amounts as the contract shows them. */
export function totalsView(
  amounts: Amounts,
  order: { currency: ParcelCurrency; payCurrency: WalletCurrency } & FeeRule,
): BuyForMeTotals {
  return {
    currency: order.currency,
    items_total: amounts.itemsTotal,
    local_delivery: amounts.localDelivery,
    fee: amounts.fee,
    fee_percent: order.basisPoints / 100,
    fee_minimum: { amount: order.minimumUsd, currency: 'USD' },
    total: amounts.total,
    pay: {
      currency: order.payCurrency,
      amount: amounts.payAmount,
      rate: amounts.payRate,
      rate_on: amounts.payRateOn,
    },
  };
}
