import { createHash } from 'node:crypto';
import { canMoveCourier, COURIER_TRANSITIONS, type CourierEvent, type CourierOrderState } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import type { Services } from '../../http/module.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { courierErrors } from './courier-orders.errors.ts';
import { findEvent, insertOrderEvent, lockOrder, parcelsOf, updateOrder } from './courier-orders.repository.ts';

export interface CourierEventOutcome {
  orderId: number;
  status: CourierOrderState;
  repeated: boolean;
}

const digestOf = (event: CourierEvent) => createHash('sha256').update(JSON.stringify(event)).digest('hex');

/**
 * The courier service's steps, through the machine access. Each is one transaction that locks the order: the same
 * event id again is answered as the first time and changes nothing, with other content it is refused (409); a step
 * the lifecycle does not allow, or an unknown order, changes nothing either. Delivered hands its parcels over.
 */
export function createCourierEvents({ db, parcels }: { db: Db; parcels: Services['parcels'] }) {
  async function apply(event: CourierEvent, actorKey: string, now: Date): Promise<CourierEventOutcome> {
    const digest = digestOf(event);
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, Number(event.order_id));
      const seen = await findEvent(tx, event.event_id);
      if (seen) {
        if (seen.eventDigest !== digest) throw courierErrors.eventConflict();
        return { orderId: seen.orderId, status: seen.toStatus, repeated: true };
      }
      if (!order) throw courierErrors.unknownOrder();
      if (!canMoveCourier(order.status, event.type)) throw courierErrors.impossibleTransition();
      const to = COURIER_TRANSITIONS[event.type].to;
      const occurredAt = new Date(event.occurred_at);
      const detail = event.detail ?? null;
      if (event.type === 'delivered') {
        const carried = await parcelsOf(tx, order.id, true);
        await parcels.deliverByCourier(
          tx,
          carried.map((parcel) => parcel.parcelId),
          { eventId: event.event_id, actorKey, occurredAt, detail },
          now,
        );
      }
      await updateOrder(tx, order.id, { status: to, updatedAt: now });
      await insertOrderEvent(tx, {
        orderId: order.id,
        eventId: event.event_id,
        eventDigest: digest,
        actor: 'courier',
        actorKey,
        fromStatus: order.status,
        toStatus: to,
        detail,
        occurredAt,
        recordedAt: now,
      });
      return { orderId: order.id, status: to, repeated: false };
    });
  }

  return {
    /** Applies a step once; the same step sent twice at once ends as one effect and two equal answers. */
    async receive(event: CourierEvent, actorKey: string, now: Date): Promise<CourierEventOutcome> {
      try {
        return await apply(event, actorKey, now);
      } catch (error) {
        // The other copy committed first (the event id): answer as its repeat.
        if (uniqueViolation(error) === null) throw error;
        return apply(event, actorKey, now);
      }
    },
  };
}
