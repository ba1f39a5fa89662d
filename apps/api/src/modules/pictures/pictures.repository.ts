import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commonErrors } from '../../lib/api-error.ts';
import { customers } from '../customers/customers.table.ts';
import { customerPictures, type CustomerPictureRow } from './pictures.table.ts';

export interface NewPicture {
  id: string;
  contentType: string;
  content: Buffer;
  width: number;
  height: number;
}

/** Locks an active customer's row for the rest of the transaction (a deletion waits, or is waited for). */
async function lockActiveCustomer(tx: Db, customerId: number): Promise<void> {
  const [row] = await tx
    .select({ status: customers.status })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update');
  if (row?.status !== 'active') throw commonErrors.unauthenticated();
}

/** The customer's picture becomes this one: the previous one is deleted and the profile points at the new URL. */
export async function replacePicture(db: Db, customerId: number, picture: NewPicture, url: string, now: Date) {
  await db.transaction(async (tx) => {
    await lockActiveCustomer(tx, customerId);
    await tx.delete(customerPictures).where(eq(customerPictures.customerId, customerId));
    await tx.insert(customerPictures).values({ ...picture, customerId });
    await tx.update(customers).set({ pictureUrl: url, updatedAt: now }).where(eq(customers.id, customerId));
  });
}

export async function removePicture(db: Db, customerId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockActiveCustomer(tx, customerId);
    await erasePictures(tx, customerId);
    await tx.update(customers).set({ pictureUrl: null, updatedAt: now }).where(eq(customers.id, customerId));
  });
}

export async function erasePictures(tx: Db, customerId: number): Promise<void> {
  await tx.delete(customerPictures).where(eq(customerPictures.customerId, customerId));
}

export async function findPicture(
  db: Db,
  id: string,
): Promise<Pick<CustomerPictureRow, 'contentType' | 'content'> | null> {
  const [row] = await db
    .select({ contentType: customerPictures.contentType, content: customerPictures.content })
    .from(customerPictures)
    .where(eq(customerPictures.id, id))
    .limit(1);
  return row ?? null;
}
