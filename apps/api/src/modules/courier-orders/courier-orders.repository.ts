import { COURIER_OPEN_STATES, type Country } from '@yolla/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  courierOrderEvents,
  courierOrderParcels,
  courierOrders,
  courierSlotBookings,
  type AddressCopy,
  type CourierOrderRow,
} from './courier-orders.table.ts';

/** The saved address as an order keeps it: a copy that outlives changes to the address and its deletion. */
export function addressCopyOf(address: AddressCopy): AddressCopy {
  const { cityCode, street, building, apartment, postalCode, phone, note } = address;
  return { cityCode, street, building, apartment, postalCode, phone, note };
}

export interface CityView {
  code: string;
  name: string;
  country: Country;
}

export type OrderStatusFilter = 'open' | CourierOrderRow['status'] | undefined;

/** The places taken in a city's slots of these dates. */
export async function bookingsOf(db: Db, cityCode: string, dates: readonly string[]) {
  if (dates.length === 0) return [];
  return db
    .select()
    .from(courierSlotBookings)
    .where(and(eq(courierSlotBookings.cityCode, cityCode), inArray(courierSlotBookings.slotDate, [...dates])));
}

/**
 * Takes one place in a slot in one statement: the first booking creates the row, the others add one only while
 * places are left (the row is locked by the update; a concurrent booking re-reads it). False: the slot is full.
 */
export async function bookSlot(
  tx: Db,
  slot: { cityCode: string; date: string; window: string; capacity: number },
): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into courier_slot_bookings (city_code, slot_date, slot_window, capacity, booked)
    values (${slot.cityCode}, ${slot.date}, ${slot.window}, ${slot.capacity}, 1)
    on conflict (city_code, slot_date, slot_window) do update set booked = courier_slot_bookings.booked + 1
    where courier_slot_bookings.booked < courier_slot_bookings.capacity
    returning booked`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

/** Gives a place back (a cancelled order). */
export async function freeSlot(tx: Db, order: Pick<CourierOrderRow, 'cityCode' | 'slotDate' | 'slotWindow'>) {
  await tx
    .update(courierSlotBookings)
    .set({ booked: sql`${courierSlotBookings.booked} - 1` })
    .where(
      and(
        eq(courierSlotBookings.cityCode, order.cityCode),
        eq(courierSlotBookings.slotDate, order.slotDate),
        eq(courierSlotBookings.slotWindow, order.slotWindow),
        sql`${courierSlotBookings.booked} > 0`,
      ),
    );
}

/** The id the next order will have: its payment's ledger key names it before the row is written. */
export async function nextOrderId(tx: Db): Promise<number> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('courier_orders', 'id')) as id`);
  const [row] = (result as unknown as { rows: { id: string | number }[] }).rows;
  if (!row) throw new Error('no next courier order id');
  return Number(row.id);
}

export async function insertOrder(tx: Db, values: typeof courierOrders.$inferInsert & { id: number }) {
  const [row] = await tx.insert(courierOrders).overridingSystemValue().values(values).returning();
  if (!row) throw new Error('courier order insert returned no row');
  return row;
}

export async function insertOrderParcels(tx: Db, rows: (typeof courierOrderParcels.$inferInsert)[]) {
  await tx.insert(courierOrderParcels).values(rows);
}

export async function insertOrderEvent(tx: Db, values: typeof courierOrderEvents.$inferInsert) {
  await tx.insert(courierOrderEvents).values(values);
}

/** The customer's order (another's is null); `lock` holds it until the transaction ends. */
export async function findOwnOrder(db: Db, customerId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(courierOrders)
    .where(and(eq(courierOrders.customerId, customerId), eq(courierOrders.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function lockOrder(tx: Db, id: number) {
  const [row] = await tx.select().from(courierOrders).where(eq(courierOrders.id, id)).for('update');
  return row ?? null;
}

export async function updateOrder(tx: Db, id: number, values: Partial<typeof courierOrders.$inferInsert>) {
  await tx.update(courierOrders).set(values).where(eq(courierOrders.id, id));
}

/** An order's parcels: all of them, or only those it still carries (not released by a cancellation). */
export async function parcelsOf(db: Db, orderId: number, carriedOnly = false) {
  return db
    .select()
    .from(courierOrderParcels)
    .where(
      carriedOnly
        ? and(eq(courierOrderParcels.orderId, orderId), eq(courierOrderParcels.released, false))
        : eq(courierOrderParcels.orderId, orderId),
    )
    .orderBy(asc(courierOrderParcels.parcelId));
}

export async function releaseParcels(tx: Db, orderId: number) {
  await tx.update(courierOrderParcels).set({ released: true }).where(eq(courierOrderParcels.orderId, orderId));
}

export async function eventsOf(db: Db, orderId: number) {
  return db
    .select()
    .from(courierOrderEvents)
    .where(eq(courierOrderEvents.orderId, orderId))
    .orderBy(asc(courierOrderEvents.id));
}

export async function findEvent(db: Db, eventId: string) {
  const [row] = await db.select().from(courierOrderEvents).where(eq(courierOrderEvents.eventId, eventId));
  return row ?? null;
}

/** Whether an open order of the customer goes to the saved address (it may not be deleted then). */
export async function addressInOpenOrder(tx: Db, customerId: number, addressId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: courierOrders.id })
    .from(courierOrders)
    .where(
      and(
        eq(courierOrders.customerId, customerId),
        eq(courierOrders.addressId, addressId),
        inArray(courierOrders.status, [...COURIER_OPEN_STATES]),
      ),
    )
    .limit(1);
  return row !== undefined;
}
