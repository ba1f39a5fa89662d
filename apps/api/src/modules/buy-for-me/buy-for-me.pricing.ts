import { buyForMeFee, rateText, type BuyForMeTotals, type ParcelCurrency, type WalletCurrency } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import type { Services } from '../../http/module.ts';
import { buyForMeErrors } from './buy-for-me.errors.ts';

/** The service fee's rule as an order keeps it: basis points (500: 5 %) and the minimum in USD minor units. */
export interface FeeRule {
  basisPoints: number;
  minimumUsd: number;
}

/**
 * The fee rule of the `buy-for-me` service's fee, as the prices hold it beside the tariffs (decision 0025, § Fees) and
 * the public services page shows it, so the page and the charge never disagree.
 */
export function feeRuleOf(fee: Awaited<ReturnType<Services['tariffs']['serviceFee']>>): FeeRule {
  if (!fee) throw new Error('the buy-for-me service has no fee');
  if (fee.minimum.currency !== 'USD') throw new Error('the buy-for-me minimum fee must be in USD');
  return { basisPoints: fee.basisPoints, minimumUsd: fee.minimum.amount };
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
