import type { BuyForMeOrder, BuyForMeSummary } from '@yolla/contract';
import { totalsView, type Amounts } from './buy-for-me.pricing.ts';
import type { BuyForMeEventRow, BuyForMeItemRow, BuyForMeOrderRow } from './buy-for-me.table.ts';

const ruleOf = (row: BuyForMeOrderRow) => ({
  currency: row.currency,
  payCurrency: row.payCurrency,
  basisPoints: row.feeBasisPoints,
  minimumUsd: row.feeMinimumUsd,
});

export function amountsOfRow(row: BuyForMeOrderRow): Amounts {
  return {
    itemsTotal: row.itemsTotal,
    localDelivery: row.localDelivery,
    fee: row.fee,
    total: row.total,
    payAmount: row.payAmount,
    payRate: row.payRate,
    payRateOn: row.payRateOn,
  };
}

export function toSummary(row: BuyForMeOrderRow, items: readonly BuyForMeItemRow[]): BuyForMeSummary {
  return {
    id: String(row.id),
    status: row.status,
    shop_country: row.shopCountry,
    title: items[0]?.description ?? '',
    item_count: items.length,
    total: { amount: row.total, currency: row.currency },
    paid: { currency: row.payCurrency, amount: row.paidAmount },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toOrder(
  row: BuyForMeOrderRow,
  items: readonly BuyForMeItemRow[],
  events: readonly BuyForMeEventRow[],
): BuyForMeOrder {
  const change = row.priceChange;
  return {
    ...toSummary(row, items),
    items: items.map((item) => ({
      id: String(item.id),
      link: item.link,
      description: item.description,
      color: item.color,
      size: item.size,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      new_unit_price: change?.unitPrices[String(item.id)] ?? null,
    })),
    totals: totalsView(amountsOfRow(row), ruleOf(row)),
    price_change: change
      ? {
          totals: totalsView(change, ruleOf(row)),
          difference: { currency: row.payCurrency, amount: change.payAmount - row.paidAmount },
          reason: change.reason,
        }
      : null,
    note: row.note,
    cancel_reason: row.cancelReason,
    parcel: row.parcelId !== null ? { id: String(row.parcelId), tracking_number: row.trackingNumber ?? '' } : null,
    events: events.map((event) => ({
      status: event.toStatus,
      actor: event.actor,
      detail: event.detail,
      occurred_at: event.occurredAt.toISOString(),
    })),
  };
}
