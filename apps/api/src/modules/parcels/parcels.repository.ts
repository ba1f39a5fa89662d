import type { ParcelCurrency, ParcelState } from '@yolla/contract';
import { and, asc, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  parcelEvents,
  parcelItems,
  parcelPhotos,
  parcels,
  type NewParcel,
  type ParcelEventRow,
  type ParcelItemRow,
  type ParcelRow,
} from './parcels.table.ts';

export async function findOwnedParcel(db: Db, customerId: number, id: number): Promise<ParcelRow | null> {
  const [row] = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.id, id), eq(parcels.customerId, customerId)));
  return row ?? null;
}

export async function findOwnedByTracking(db: Db, customerId: number, trackingNumber: string) {
  const [row] = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.trackingNumber, trackingNumber), eq(parcels.customerId, customerId)));
  return row ?? null;
}

/** The parcel of a tracking number, locked until the transaction ends (events and declarations serialise on it). */
export async function lockByTracking(tx: Db, trackingNumber: string): Promise<ParcelRow | null> {
  const [row] = await tx.select().from(parcels).where(eq(parcels.trackingNumber, trackingNumber)).for('update');
  return row ?? null;
}

export async function lockOwnedParcel(tx: Db, customerId: number, id: number): Promise<ParcelRow | null> {
  const [row] = await tx
    .select()
    .from(parcels)
    .where(and(eq(parcels.id, id), eq(parcels.customerId, customerId)))
    .for('update');
  return row ?? null;
}

/** Inserts a parcel unless its tracking number exists (a race with another declaration or event): null then. */
export async function insertParcel(tx: Db, row: NewParcel): Promise<ParcelRow | null> {
  const [inserted] = await tx.insert(parcels).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function updateParcel(tx: Db, id: number, values: Partial<NewParcel>): Promise<ParcelRow> {
  const [row] = await tx.update(parcels).set(values).where(eq(parcels.id, id)).returning();
  if (!row) throw new Error(`parcel ${id} vanished inside its own transaction`);
  return row;
}

export async function replaceItems(
  tx: Db,
  parcelId: number,
  items: readonly Omit<ParcelItemRow, 'parcelId' | 'position'>[],
): Promise<void> {
  await tx.delete(parcelItems).where(eq(parcelItems.parcelId, parcelId));
  if (items.length === 0) return;
  await tx.insert(parcelItems).values(items.map((item, position) => ({ ...item, parcelId, position })));
}

export async function itemsOf(db: Db, parcelId: number): Promise<ParcelItemRow[]> {
  return db.select().from(parcelItems).where(eq(parcelItems.parcelId, parcelId)).orderBy(asc(parcelItems.position));
}

export async function eventsOf(db: Db, parcelId: number): Promise<ParcelEventRow[]> {
  return db
    .select()
    .from(parcelEvents)
    .where(eq(parcelEvents.parcelId, parcelId))
    .orderBy(asc(parcelEvents.occurredAt), asc(parcelEvents.id));
}

export async function photosOf(db: Db, parcelId: number): Promise<string[]> {
  const rows = await db
    .select({ fileId: parcelPhotos.fileId })
    .from(parcelPhotos)
    .where(eq(parcelPhotos.parcelId, parcelId))
    .orderBy(asc(parcelPhotos.position));
  return rows.map((row) => row.fileId);
}

export async function addPhotos(tx: Db, parcelId: number, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  const [{ next } = { next: 0 }] = await tx
    .select({ next: sql<number>`coalesce(max(${parcelPhotos.position}) + 1, 0)::int` })
    .from(parcelPhotos)
    .where(eq(parcelPhotos.parcelId, parcelId));
  await tx.insert(parcelPhotos).values(fileIds.map((fileId, index) => ({ parcelId, fileId, position: next + index })));
}

export async function insertEvent(tx: Db, row: typeof parcelEvents.$inferInsert): Promise<void> {
  await tx.insert(parcelEvents).values(row);
}

export async function findEvent(tx: Db, eventId: string): Promise<ParcelEventRow | null> {
  const [row] = await tx.select().from(parcelEvents).where(eq(parcelEvents.eventId, eventId));
  return row ?? null;
}

/** Whether the customer has a parcel the company still owes them (account deletion waits). */
export async function hasOpenParcels(db: Db, customerId: number, open: readonly ParcelState[]): Promise<boolean> {
  const [row] = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(and(eq(parcels.customerId, customerId), inArray(parcels.state, [...open])))
    .limit(1);
  return row !== undefined;
}

/** A deleted customer's parcels keep their history; what the customer wrote about them goes. */
export async function eraseParcelPersonalData(tx: Db, customerId: number): Promise<void> {
  const owned = tx.select({ id: parcels.id }).from(parcels).where(eq(parcels.customerId, customerId));
  await tx.delete(parcelItems).where(inArray(parcelItems.parcelId, owned));
  await tx
    .update(parcels)
    .set({ shop: null, note: null, invoiceFileId: null, customerId: null })
    .where(eq(parcels.customerId, customerId));
}

/**
 * The declared values of the customer's parcels declared in [start, end), returned ones left out (they never
 * entered the country), oldest first.
 */
const declaredQuery = preparedQuery((db) =>
  db
    .select({ amount: parcels.declaredTotal, currency: parcels.declaredCurrency })
    .from(parcels)
    .where(
      and(
        eq(parcels.customerId, sql.placeholder('customerId')),
        isNotNull(parcels.declaredTotal),
        isNotNull(parcels.declaredCurrency),
        gte(parcels.declaredAt, sql.placeholder('start')),
        lt(parcels.declaredAt, sql.placeholder('end')),
        ne(parcels.state, 'returned'),
      ),
    )
    .orderBy(asc(parcels.declaredAt))
    .prepare('parcels_declared_between'),
);

export async function declaredBetween(
  db: Db,
  customerId: number,
  start: Date,
  end: Date,
): Promise<{ amount: number; currency: ParcelCurrency }[]> {
  const rows = await declaredQuery(db).execute({ customerId, start, end });
  return rows as { amount: number; currency: ParcelCurrency }[];
}
