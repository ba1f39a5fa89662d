import {
  COURIER_PARCEL_STATES,
  guessCarrier,
  type Origin,
  type ParcelCurrency,
  type ParcelState,
} from '@yolla/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parcelErrors } from './parcels.errors.ts';
import { amountDue } from './parcels.payments.ts';
import { declaredBetween, insertEvent, insertParcel, lockByTracking, replaceItems } from './parcels.repository.ts';
import { parcels, type ParcelRow } from './parcels.table.ts';

/** A parcel a courier order may carry. */
export interface DeliverableParcel {
  id: number;
  trackingNumber: string;
  weightGrams: number | null;
}

/** A parcel a customer chose for a courier order: whether a courier could bring it, and the open order holding it. */
export interface CourierChoice extends DeliverableParcel {
  /** Arrived, paid and nothing due. */
  ready: boolean;
  /** The open courier order that holds it already (null: free to order). */
  courierOrderId: number | null;
}

/** What the order modules ask of parcels (decision 0038), each in the caller's transaction. */
export interface ParcelService {
  /**
   * The customer's parcels of these ids (in id order; locked until the transaction ends when `lock`), each with
   * whether a courier could bring it: another's or an unknown id is 404 `parcels.not_found`. What a parcel that is
   * not ready, or already in an order, means for the order is the courier module's to say.
   */
  deliverable(db: Db, customerId: number, ids: readonly number[], lock: boolean): Promise<CourierChoice[]>;
  /**
   * Every parcel of the customer a courier could bring (arrived, paid, nothing due), newest first, each with the
   * open courier order that holds it already (null: free to order).
   */
  courierCandidates(db: Db, customerId: number): Promise<CourierChoice[]>;
  /** Links the parcels to the courier order bringing them, or unlinks them (null: the order was cancelled). */
  setCourierOrder(tx: Db, ids: readonly number[], orderId: number | null, now: Date): Promise<void>;
  /** The courier handed the parcels over: each becomes `delivered`, with the courier's event on its timeline. */
  deliverByCourier(
    tx: Db,
    ids: readonly number[],
    event: { eventId: string; actorKey: string; occurredAt: Date; detail: string | null },
    now: Date,
  ): Promise<void>;
  /**
   * A buy-for-me order arrived: it becomes the customer's declared parcel (`expected`, until the warehouse's
   * `received` weighs it), linked to the order. A number already known is 409 `parcels.number_taken`.
   */
  createFromOrder(
    tx: Db,
    order: {
      id: number;
      customerId: number;
      trackingNumber: string;
      origin: Origin;
      currency: ParcelCurrency;
      items: readonly { description: string; quantity: number; unitPrice: number }[];
    },
    now: Date,
  ): Promise<{ id: number }>;
  /**
   * The declared values of the customer's parcels declared in [start, end), returned ones left out (they never
   * entered the country), oldest first: what the customs meter counts.
   */
  declaredBetween(
    db: Db,
    customerId: number,
    start: Date,
    end: Date,
  ): Promise<{ amount: number; currency: ParcelCurrency }[]>;
}

declare module '../../http/module.ts' {
  interface Services {
    parcels: ParcelService;
  }
}

const COURIER_STATES: readonly ParcelState[] = COURIER_PARCEL_STATES;

const couldGoByCourier = (row: ParcelRow) =>
  COURIER_STATES.includes(row.state) && row.paidAt !== null && !amountDue(row);

const choiceOf = (row: ParcelRow): CourierChoice => ({
  id: row.id,
  trackingNumber: row.trackingNumber,
  weightGrams: row.weightGrams,
  ready: couldGoByCourier(row),
  courierOrderId: row.courierOrderId,
});

export function createParcelService(): ParcelService {
  return {
    declaredBetween,
    async deliverable(db, customerId, ids, lock) {
      const query = db
        .select()
        .from(parcels)
        .where(and(eq(parcels.customerId, customerId), inArray(parcels.id, [...ids])))
        .orderBy(asc(parcels.id));
      const rows = lock ? await query.for('update') : await query;
      if (rows.length !== new Set(ids).size) throw parcelErrors.notFound();
      return rows.map(choiceOf);
    },

    async courierCandidates(db, customerId) {
      const rows = await db
        .select()
        .from(parcels)
        .where(and(eq(parcels.customerId, customerId), inArray(parcels.state, [...COURIER_STATES])))
        .orderBy(desc(parcels.id));
      return rows.filter(couldGoByCourier).map(choiceOf);
    },

    async setCourierOrder(tx, ids, orderId, now) {
      if (ids.length === 0) return;
      await tx
        .update(parcels)
        .set({ courierOrderId: orderId, updatedAt: now })
        .where(inArray(parcels.id, [...ids]));
    },

    async deliverByCourier(tx, ids, event, now) {
      const rows = await tx
        .select()
        .from(parcels)
        .where(inArray(parcels.id, [...ids]))
        .orderBy(asc(parcels.id))
        .for('update');
      for (const row of rows) {
        if (row.state === 'delivered') continue;
        if (!COURIER_STATES.includes(row.state)) throw parcelErrors.impossibleTransition();
        await tx.update(parcels).set({ state: 'delivered', updatedAt: now }).where(eq(parcels.id, row.id));
        await insertEvent(tx, {
          parcelId: row.id,
          eventId: `courier:${event.eventId}:${row.id}`,
          kind: 'delivered',
          actor: 'courier',
          actorKey: event.actorKey,
          fromState: row.state,
          toState: 'delivered',
          detail: event.detail,
          occurredAt: event.occurredAt,
          recordedAt: now,
        });
      }
    },

    async createFromOrder(tx, order, now) {
      if (await lockByTracking(tx, order.trackingNumber)) throw parcelErrors.numberTaken();
      const parcel = await insertParcel(tx, {
        customerId: order.customerId,
        trackingNumber: order.trackingNumber,
        carrier: guessCarrier(order.trackingNumber),
        origin: order.origin,
        state: 'expected',
        shop: null,
        declaredTotal: order.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0),
        declaredCurrency: order.currency,
        buyForMeOrderId: order.id,
        declaredAt: now,
        createdAt: now,
        updatedAt: now,
      });
      if (!parcel) throw parcelErrors.numberTaken();
      await replaceItems(
        tx,
        parcel.id,
        order.items.map((item) => ({
          category: 'other' as const,
          description: item.description,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          currency: order.currency,
        })),
      );
      await insertEvent(tx, {
        parcelId: parcel.id,
        kind: 'declared',
        actor: 'warehouse',
        fromState: null,
        toState: 'expected',
        detail: null,
        occurredAt: now,
        recordedAt: now,
      });
      return { id: parcel.id };
    },
  };
}
