import {
  DELIVERY_CHANGEABLE_STATES,
  EDITABLE_STATES,
  guessCarrier,
  type DeliveryChoice,
  type ParcelChange,
  type ParcelDeclaration,
} from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import type { Clock, Services } from '../../http/module.ts';
import type { Session } from '../../http/routes.ts';
import { parcelErrors } from './parcels.errors.ts';
import {
  findOwnedByTracking,
  insertEvent,
  insertParcel,
  lockByTracking,
  lockOwnedParcel,
  replaceItems,
  updateParcel,
} from './parcels.repository.ts';
import type { NewParcel, ParcelRow } from './parcels.table.ts';

/** The signed-in customer's account. */
type CustomerRow = Session['customer'];

/** Checks a declaration against the database: the pickup point exists and is open; the invoice is the customer's. */
export type InvoiceCheck = (tx: Db, customerId: number, fileId: string) => Promise<boolean>;

function declaredValues(body: ParcelChange): Partial<NewParcel> {
  return {
    origin: body.origin,
    shop: body.shop,
    declaredTotal: body.declared_total.amount,
    declaredCurrency: body.items[0]?.currency ?? null,
    deliveryKind: body.delivery.kind,
    pickupPointId: body.delivery.kind === 'pickup' ? body.delivery.pickup_point_id : null,
    note: body.note ?? null,
    invoiceFileId: body.invoice_file_id ?? null,
  };
}

function itemsOf(body: ParcelChange) {
  return body.items.map((item) => ({
    category: item.category,
    description: item.description,
    quantity: item.quantity,
    unitPrice: item.unit_price,
    currency: item.currency,
  }));
}

export function createDeclarations({
  db,
  clock,
  invoiceIsOwn,
  content,
}: {
  db: Db;
  clock: Clock;
  invoiceIsOwn: InvoiceCheck;
  content: Services['content'];
}) {
  const pickupPointExists = (tx: Db, id: string) => content.pickupPointActive(tx, id);

  async function checkReferences(tx: Db, customerId: number, body: ParcelChange) {
    if (body.delivery.kind === 'pickup' && !(await pickupPointExists(tx, body.delivery.pickup_point_id))) {
      throw parcelErrors.unknownPickupPoint();
    }
    if (body.invoice_file_id && !(await invoiceIsOwn(tx, customerId, body.invoice_file_id))) {
      throw parcelErrors.unknownInvoice();
    }
  }

  return {
    /**
     * Declares a parcel. A number the warehouse received for this customer before they declared it (an unknown
     * arrival) is declared in place and becomes `received`; any other known number is refused, saying whose only
     * when it is the customer's own.
     */
    async declare(customer: CustomerRow, body: ParcelDeclaration): Promise<ParcelRow> {
      if (customer.profileCompletedAt === null) throw parcelErrors.profileIncomplete();
      const now = clock.now();
      return db.transaction(async (tx) => {
        await checkReferences(tx, customer.id, body);
        const existing = await lockByTracking(tx, body.tracking_number);
        let parcel: ParcelRow | null;
        if (existing) {
          if (existing.customerId !== customer.id) throw parcelErrors.numberTaken();
          if (existing.state !== 'unknown_arrival') throw parcelErrors.alreadyDeclared();
          parcel = await updateParcel(tx, existing.id, {
            ...declaredValues(body),
            // The warehouse that received it knows where it is.
            origin: existing.origin,
            state: 'received',
            declaredAt: now,
            updatedAt: now,
          });
        } else {
          parcel = await insertParcel(tx, {
            ...declaredValues(body),
            origin: body.origin,
            customerId: customer.id,
            trackingNumber: body.tracking_number,
            carrier: guessCarrier(body.tracking_number),
            state: 'expected',
            declaredAt: now,
            createdAt: now,
            updatedAt: now,
          });
          // Another declaration or the warehouse took the number between the lock and the insert.
          if (!parcel) throw parcelErrors.numberTaken();
        }
        await replaceItems(tx, parcel.id, itemsOf(body));
        await insertEvent(tx, {
          parcelId: parcel.id,
          kind: 'declared',
          actor: 'customer',
          fromState: existing?.state ?? null,
          toState: parcel.state,
          occurredAt: now,
          recordedAt: now,
        });
        return parcel;
      });
    },

    /** Changes a declaration while the parcel is still at (or on its way to) the foreign warehouse. */
    async change(customer: CustomerRow, id: number, body: ParcelChange): Promise<ParcelRow> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const parcel = await lockOwnedParcel(tx, customer.id, id);
        if (!parcel) throw parcelErrors.notFound();
        if (!EDITABLE_STATES.includes(parcel.state)) throw parcelErrors.locked();
        await checkReferences(tx, customer.id, body);
        const state = parcel.state === 'unknown_arrival' ? 'received' : parcel.state;
        const changed = await updateParcel(tx, parcel.id, {
          ...declaredValues(body),
          // Once a warehouse has it, the origin is where it is, whatever the form says.
          origin: parcel.state === 'expected' ? body.origin : parcel.origin,
          state,
          declaredAt: parcel.declaredAt ?? now,
          updatedAt: now,
        });
        await replaceItems(tx, parcel.id, itemsOf(body));
        await insertEvent(tx, {
          parcelId: parcel.id,
          kind: parcel.declaredAt ? 'changed' : 'declared',
          actor: 'customer',
          fromState: parcel.state,
          toState: state,
          occurredAt: now,
          recordedAt: now,
        });
        return changed;
      });
    },

    /** Changes the delivery choice until the parcel reaches the local warehouse. */
    async changeDelivery(customer: CustomerRow, id: number, choice: DeliveryChoice): Promise<ParcelRow> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const parcel = await lockOwnedParcel(tx, customer.id, id);
        if (!parcel) throw parcelErrors.notFound();
        if (!DELIVERY_CHANGEABLE_STATES.includes(parcel.state)) throw parcelErrors.deliveryLocked();
        if (choice.kind === 'pickup' && !(await pickupPointExists(tx, choice.pickup_point_id))) {
          throw parcelErrors.unknownPickupPoint();
        }
        return updateParcel(tx, parcel.id, {
          deliveryKind: choice.kind,
          pickupPointId: choice.kind === 'pickup' ? choice.pickup_point_id : null,
          updatedAt: now,
        });
      });
    },

    findOwnedByTracking: (customerId: number, trackingNumber: string) =>
      findOwnedByTracking(db, customerId, trackingNumber),
  };
}
