import { createHash } from 'node:crypto';
import { nextState, parseCountry, quoteParcel, type ParcelState, type WarehouseEvent } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import type { Services } from '../../http/module.ts';
import { fieldError } from '../../lib/validate.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { parcelErrors } from './parcels.errors.ts';
import { NOTIFIED_EVENTS } from './parcels.notifications.ts';
import { assertPaid, refundReturned } from './parcels.payments.ts';
import { findEvent, insertEvent, lockByTracking, updateParcel } from './parcels.repository.ts';
import { parcels, type NewParcel, type ParcelRow } from './parcels.table.ts';

export interface EventOutcome {
  parcelId: number;
  state: ParcelState;
  repeated: boolean;
}

const digestOf = (event: WarehouseEvent) => createHash('sha256').update(JSON.stringify(event)).digest('hex');

/**
 * The warehouse system's events, through the machine access. Each is one transaction that locks the parcel: the
 * same event id again is answered as the first time and changes nothing; a move the lifecycle does not allow, an
 * unknown parcel or customer change nothing either.
 */
export function createWarehouseEvents({
  db,
  tariffs,
  notifications,
  wallet,
  customers,
}: {
  db: Db;
  tariffs: Services['tariffs'];
  notifications: Services['notifications'];
  wallet: Services['wallet'];
  customers: Services['customers'];
}) {
  async function countryOf(tx: Db, customerId: number | null) {
    const customer = customerId === null ? null : await customers.find(tx, customerId);
    return customer ? parseCountry(customer.country) : null;
  }

  async function repeatedOutcome(tx: Db, event: WarehouseEvent, digest: string): Promise<EventOutcome | null> {
    const seen = await findEvent(tx, event.event_id);
    if (!seen) return null;
    if (seen.eventDigest !== digest) throw parcelErrors.eventConflict();
    return { parcelId: seen.parcelId, state: seen.toState, repeated: true };
  }

  /** A number nobody declared, received abroad: attached to its customer by the suite code on the label. */
  async function unknownArrival(tx: Db, event: WarehouseEvent, now: Date): Promise<ParcelRow> {
    if (!event.suite_code) throw fieldError('suite_code', 'validation.required');
    if (!event.origin) throw fieldError('origin', 'validation.required');
    const customer = await customers.findByCode(tx, event.suite_code);
    if (!customer || customer.deletedAt !== null) throw parcelErrors.unknownSuite();
    const row: NewParcel = {
      customerId: customer.id,
      trackingNumber: event.tracking_number,
      origin: event.origin,
      state: 'unknown_arrival',
      createdAt: now,
      updatedAt: now,
    };
    // A unique violation here is the same number received at the same moment: `receive` tries again.
    const [parcel] = await tx.insert(parcels).values(row).returning();
    if (!parcel) throw new Error('insert returned no parcel');
    return parcel;
  }

  async function measured(tx: Db, parcel: ParcelRow, event: WarehouseEvent): Promise<Partial<NewParcel>> {
    if (event.weight_grams === undefined) throw fieldError('weight_grams', 'validation.required');
    const values: Partial<NewParcel> = {
      weightGrams: event.weight_grams,
      lengthCm: event.size?.length_cm ?? null,
      widthCm: event.size?.width_cm ?? null,
      heightCm: event.size?.height_cm ?? null,
    };
    const country = await countryOf(tx, parcel.customerId);
    const route = country ? await tariffs.route(tx, parcel.origin, country) : null;
    if (!route) return values;
    const quote = quoteParcel(route, { weight_grams: event.weight_grams, size: event.size ?? null });
    if (!quote.ok) throw parcelErrors.notCarried();
    return { ...values, costAmount: quote.price.amount, costCurrency: quote.price.currency };
  }

  /**
   * Tells the customer in the event's own transaction (decision 0035): the notice commits with the event or not at
   * all, and the event id keys it, so an event sent again is never a second notice. A reception that stored an
   * amount due is also a payment due.
   */
  async function notify(tx: Db, parcel: ParcelRow, event: WarehouseEvent, now: Date): Promise<void> {
    const kind = NOTIFIED_EVENTS[event.type];
    if (parcel.customerId === null || !kind) return;
    const about = { customerId: parcel.customerId, parcel: { id: parcel.id, trackingNumber: parcel.trackingNumber } };
    await notifications.raise(tx, { ...about, event: kind, key: `parcel-event:${event.event_id}`, at: now });
    if (event.type !== 'received' || parcel.costAmount === null || !parcel.costCurrency) return;
    await notifications.raise(tx, {
      ...about,
      event: 'payment_due',
      key: `parcel-event:${event.event_id}:payment_due`,
      params: { amount_minor: parcel.costAmount, currency: parcel.costCurrency },
      at: now,
    });
  }

  async function apply(event: WarehouseEvent, actorKey: string, now: Date): Promise<EventOutcome> {
    const digest = digestOf(event);
    return db.transaction(async (tx) => {
      const existing = await lockByTracking(tx, event.tracking_number);
      const repeated = await repeatedOutcome(tx, event, digest);
      if (repeated) return repeated;
      const occurredAt = new Date(event.occurred_at);
      let parcel: ParcelRow;
      let from: ParcelState | null;
      let to: ParcelState;
      if (!existing) {
        if (event.type !== 'received') throw parcelErrors.unknownParcel();
        parcel = await unknownArrival(tx, event, now);
        from = null;
        to = 'unknown_arrival';
      } else {
        parcel = existing;
        from = existing.state;
        const next = nextState(existing.state, event.type);
        if (!next) throw parcelErrors.impossibleTransition();
        // The hand-over waits for the payment; a return gives the payment back (decision 0037).
        if (event.type === 'delivered') {
          assertPaid(existing);
          // A parcel in a courier order is handed over by the courier, whose event closes the order (decision 0038).
          if (existing.courierOrderId !== null) throw parcelErrors.impossibleTransition();
        }
        if (event.type === 'returned') await refundReturned(tx, wallet, existing);
        to = next;
      }
      const values: Partial<NewParcel> = { state: to, updatedAt: now };
      if (event.type === 'received') Object.assign(values, await measured(tx, parcel, event));
      if (event.type === 'shipped') values.shippedAt = occurredAt;
      parcel = await updateParcel(tx, parcel.id, values);
      await insertEvent(tx, {
        parcelId: parcel.id,
        eventId: event.event_id,
        eventDigest: digest,
        kind: from === null ? 'arrived_undeclared' : event.type,
        actor: 'warehouse',
        actorKey,
        fromState: from,
        toState: to,
        detail: event.detail ?? null,
        data: event.type === 'received' ? { weight_grams: event.weight_grams, size: event.size ?? null } : null,
        occurredAt,
        recordedAt: now,
      });
      await notify(tx, parcel, event, now);
      return { parcelId: parcel.id, state: to, repeated: false };
    });
  }

  return {
    /** Applies an event once; the same event sent twice at once ends as one effect and two equal answers. */
    async receive(event: WarehouseEvent, actorKey: string, now: Date): Promise<EventOutcome> {
      try {
        return await apply(event, actorKey, now);
      } catch (error) {
        // The other copy committed first (the event id, or the new parcel's number): answer as its repeat.
        if (uniqueViolation(error) === null) throw error;
        return apply(event, actorKey, now);
      }
    },
  };
}
