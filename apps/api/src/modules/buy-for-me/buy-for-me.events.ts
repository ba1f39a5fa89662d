import { createHash } from 'node:crypto';
import { buyForMeItemsTotal, canMove, dayOfCustomer, type BuyForMeEvent, type BuyForMeState } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import type { Services } from '../../http/module.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { fieldError } from '../../lib/validate.ts';
import { buyForMeErrors } from './buy-for-me.errors.ts';
import type { OrderMoney } from './buy-for-me.money.ts';
import { amountsOf } from './buy-for-me.pricing.ts';
import {
  findEvent,
  findOrder,
  insertEvent,
  itemsOf,
  setUnitPrices,
  updateOrder,
  type NewOrder,
} from './buy-for-me.repository.ts';
import type { BuyForMeOrderRow } from './buy-for-me.table.ts';
import { amountsFields } from './buy-for-me.usecases.ts';

export interface BuyerOutcome {
  orderId: number;
  status: BuyForMeState;
  repeated: boolean;
  parcelId: number | null;
}

const digestOf = (event: BuyForMeEvent) => createHash('sha256').update(JSON.stringify(event)).digest('hex');

export interface BuyerEventDeps {
  db: Db;
  rates: Services['rates'];
  parcels: Services['parcels'];
  notifications: Services['notifications'];
  customers: Services['customers'];
  money: OrderMoney;
}

/**
 * The partner buyer's steps, through the machine access (decision 0038). Each is one transaction that locks the
 * order: the same event id again answers as the first time and changes nothing; other content under a used id is
 * 409; a move the lifecycle does not allow changes nothing. Money moves and the customer's notice go in the same
 * transaction, each under a key of the event.
 */
export function createBuyerEvents({ db, rates, parcels, notifications, customers, money }: BuyerEventDeps) {
  /** A new price: higher than paid waits for the customer; not higher refunds the difference and applies it. */
  async function priceChanged(
    tx: Db,
    order: BuyForMeOrderRow,
    event: Extract<BuyForMeEvent, { type: 'price_changed' }>,
    now: Date,
  ): Promise<{ to: BuyForMeState; values: Partial<NewOrder> }> {
    const items = await itemsOf(tx, [order.id]);
    const unitPrices: Record<string, number> = {};
    event.items.forEach((changed, index) => {
      if (!items.some((item) => String(item.id) === changed.id))
        throw fieldError(`items.${index}.id`, 'validation.invalid');
      unitPrices[changed.id] = changed.unit_price;
    });
    const priced = items.map((item) => ({
      quantity: item.quantity,
      unit_price: unitPrices[String(item.id)] ?? item.unitPrice,
    }));
    const customer = await customers.find(tx, order.customerId);
    const amounts = await amountsOf(
      tx,
      rates,
      { basisPoints: order.feeBasisPoints, minimumUsd: order.feeMinimumUsd },
      {
        currency: order.currency,
        payCurrency: order.payCurrency,
        itemsTotal: buyForMeItemsTotal(priced),
        localDelivery: event.local_delivery ?? order.localDelivery,
      },
      dayOfCustomer(now, customer?.country ?? ''),
    );
    if (amounts.payAmount > order.paidAmount) {
      return { to: 'price_changed', values: { priceChange: { ...amounts, unitPrices, reason: event.reason ?? null } } };
    }
    const back = order.paidAmount - amounts.payAmount;
    if (back > 0) await money.refund(tx, order, back, `buy-for-me-price-refund:${event.event_id}`);
    await setUnitPrices(tx, items, unitPrices);
    return { to: 'paid', values: { ...amountsFields(amounts), paidAmount: amounts.payAmount, priceChange: null } };
  }

  async function step(tx: Db, order: BuyForMeOrderRow, event: BuyForMeEvent, now: Date) {
    switch (event.type) {
      case 'purchased':
        return { to: 'purchased' as const, values: {} };
      case 'price_changed':
        return priceChanged(tx, order, event, now);
      case 'arrived': {
        const items = await itemsOf(tx, [order.id]);
        const parcel = await parcels.createFromOrder(
          tx,
          {
            id: order.id,
            customerId: order.customerId,
            trackingNumber: event.tracking_number,
            origin: order.shopCountry,
            currency: order.currency,
            items,
          },
          now,
        );
        return { to: 'arrived' as const, values: { parcelId: parcel.id, trackingNumber: event.tracking_number } };
      }
      case 'cancelled':
        if (order.paidAmount > 0) await money.refund(tx, order, order.paidAmount, `buy-for-me-refund:${order.id}`);
        return {
          to: 'cancelled' as const,
          values: { paidAmount: 0, priceChange: null, cancelReason: event.reason },
        };
    }
  }

  async function apply(event: BuyForMeEvent, actorKey: string, now: Date): Promise<BuyerOutcome> {
    const digest = digestOf(event);
    return db.transaction(async (tx) => {
      const order = await findOrder(tx, Number(event.order_id), null, true);
      const seen = await findEvent(tx, event.event_id);
      if (seen) {
        if (seen.eventDigest !== digest) throw buyForMeErrors.eventConflict();
        const parcelId = seen.toStatus === 'arrived' ? (order?.parcelId ?? null) : null;
        return { orderId: seen.orderId, status: seen.toStatus, repeated: true, parcelId };
      }
      if (!order) throw buyForMeErrors.unknownOrder();
      if (!canMove(order.status, event.type)) throw buyForMeErrors.impossibleTransition();
      const { to, values } = await step(tx, order, event, now);
      const updated = await updateOrder(tx, order.id, { ...values, status: to, updatedAt: now });
      await insertEvent(tx, {
        orderId: order.id,
        eventId: event.event_id,
        eventDigest: digest,
        actor: 'warehouse',
        actorKey,
        fromStatus: order.status,
        toStatus: to,
        detail: 'reason' in event ? (event.reason ?? null) : null,
        occurredAt: new Date(event.occurred_at),
        recordedAt: now,
      });
      const parcel =
        to === 'arrived' && updated.parcelId !== null
          ? { id: updated.parcelId, trackingNumber: updated.trackingNumber ?? '' }
          : null;
      await notifications.raise(tx, {
        customerId: order.customerId,
        event: 'buy_for_me_update',
        key: `buy-for-me-event:${event.event_id}`,
        parcel,
        params: { order_id: String(order.id), status: to },
        at: now,
      });
      return { orderId: order.id, status: to, repeated: false, parcelId: parcel?.id ?? null };
    });
  }

  return {
    /** Applies an event once; the same event sent twice at once ends as one effect and two equal answers. */
    async receive(event: BuyForMeEvent, actorKey: string, now: Date): Promise<BuyerOutcome> {
      try {
        return await apply(event, actorKey, now);
      } catch (error) {
        if (uniqueViolation(error) === null) throw error;
        return apply(event, actorKey, now);
      }
    },
  };
}
