import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  buyForMeEvents,
  buyForMeItems,
  buyForMeOrders,
  type BuyForMeEventRow,
  type BuyForMeItemRow,
  type BuyForMeOrderRow,
} from './buy-for-me.table.ts';

export type NewOrder = typeof buyForMeOrders.$inferInsert;
export type NewItem = Omit<typeof buyForMeItems.$inferInsert, 'orderId' | 'position'>;
export type NewEvent = typeof buyForMeEvents.$inferInsert;

export async function insertOrder(tx: Db, order: NewOrder, items: readonly NewItem[]): Promise<BuyForMeOrderRow> {
  const [row] = await tx.insert(buyForMeOrders).values(order).returning();
  if (!row) throw new Error('insert returned no order');
  await tx.insert(buyForMeItems).values(items.map((item, position) => ({ ...item, orderId: row.id, position })));
  return row;
}

export async function insertEvent(tx: Db, event: NewEvent): Promise<void> {
  await tx.insert(buyForMeEvents).values(event);
}

/** The order (any customer's when `customerId` is null), locked until the transaction ends when `lock`. */
export async function findOrder(
  db: Db,
  id: number,
  customerId: number | null,
  lock = false,
): Promise<BuyForMeOrderRow | null> {
  const where = customerId === null ? eq(buyForMeOrders.id, id) : ownOrder(id, customerId);
  const query = db.select().from(buyForMeOrders).where(where);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

const ownOrder = (id: number, customerId: number) =>
  and(eq(buyForMeOrders.id, id), eq(buyForMeOrders.customerId, customerId));

export async function updateOrder(tx: Db, id: number, values: Partial<NewOrder>): Promise<BuyForMeOrderRow> {
  const [row] = await tx.update(buyForMeOrders).set(values).where(eq(buyForMeOrders.id, id)).returning();
  if (!row) throw new Error(`no order ${id} to update`);
  return row;
}

export function itemsOf(db: Db, orderIds: readonly number[]): Promise<BuyForMeItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(buyForMeItems)
    .where(inArray(buyForMeItems.orderId, [...orderIds]))
    .orderBy(asc(buyForMeItems.orderId), asc(buyForMeItems.position));
}

export async function setUnitPrices(tx: Db, items: readonly BuyForMeItemRow[], prices: Record<string, number>) {
  for (const item of items) {
    const price = prices[String(item.id)];
    if (price !== undefined && price !== item.unitPrice) {
      await tx.update(buyForMeItems).set({ unitPrice: price }).where(eq(buyForMeItems.id, item.id));
    }
  }
}

export function eventsOf(db: Db, orderId: number): Promise<BuyForMeEventRow[]> {
  return db
    .select()
    .from(buyForMeEvents)
    .where(eq(buyForMeEvents.orderId, orderId))
    .orderBy(asc(buyForMeEvents.occurredAt), asc(buyForMeEvents.id));
}

export async function findEvent(db: Db, eventId: string): Promise<BuyForMeEventRow | null> {
  const [row] = await db.select().from(buyForMeEvents).where(eq(buyForMeEvents.eventId, eventId));
  return row ?? null;
}

/** How many times the order was paid (to `paid` by the customer): the payment's ledger key counts them. */
export async function paymentsMade(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(buyForMeEvents)
    .where(
      and(
        eq(buyForMeEvents.orderId, orderId),
        eq(buyForMeEvents.toStatus, 'paid'),
        eq(buyForMeEvents.actor, 'customer'),
      ),
    );
  return row?.total ?? 0;
}

/**
 * What keeps the account from being deleted: money paid into an order not yet bought (it would be refunded), or an
 * order bought and on its way to our warehouse. An order only awaiting payment is not: deletion erases it.
 */
export async function pendingOrders(tx: Db, customerId: number): Promise<'money' | 'parcels' | null> {
  const rows = await tx
    .select({ status: buyForMeOrders.status })
    .from(buyForMeOrders)
    .where(
      and(
        eq(buyForMeOrders.customerId, customerId),
        inArray(buyForMeOrders.status, ['paid', 'price_changed', 'purchased']),
      ),
    );
  if (rows.some((row) => row.status !== 'purchased')) return 'money';
  return rows.length > 0 ? 'parcels' : null;
}

/** Account deletion: the items (links, descriptions), notes and reasons go; the amounts stay with the ledger's lines. */
export async function eraseOrderPersonalData(tx: Db, customerId: number): Promise<void> {
  const owned = tx
    .select({ id: buyForMeOrders.id })
    .from(buyForMeOrders)
    .where(eq(buyForMeOrders.customerId, customerId));
  await tx.delete(buyForMeItems).where(inArray(buyForMeItems.orderId, owned));
  await tx.update(buyForMeEvents).set({ detail: null }).where(inArray(buyForMeEvents.orderId, owned));
  await tx
    .update(buyForMeOrders)
    .set({ note: null, cancelReason: null, priceChange: null })
    .where(eq(buyForMeOrders.customerId, customerId));
}
