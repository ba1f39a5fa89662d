import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerPictures, type CustomerPictureRow } from './pictures.table.ts';

export interface NewPicture {
  id: string;
  contentType: string;
  content: Buffer;
  width: number;
  height: number;
}

/** The customer's picture becomes this one: the previous one is deleted. */
export async function replacePictureRow(tx: Db, customerId: number, picture: NewPicture): Promise<void> {
  await erasePictures(tx, customerId);
  await tx.insert(customerPictures).values({ ...picture, customerId });
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
