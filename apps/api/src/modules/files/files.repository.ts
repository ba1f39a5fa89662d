import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storedFiles, type StoredFileRow } from './files.table.ts';

export type NewStoredFileRow = typeof storedFiles.$inferInsert;

export async function insertStoredFile(db: Db, row: NewStoredFileRow): Promise<StoredFileRow> {
  const [inserted] = await db.insert(storedFiles).values(row).returning();
  if (!inserted) throw new Error('stored_files: the insert returned no row');
  return inserted;
}

/**
 * The file, if it is this customer's: another customer's file and a missing one are alike. `keep` holds it (a key
 * share lock until the transaction ends) for a row about to name it: a sweep deleting it waits, or is waited for.
 */
export async function findStoredFile(
  db: Db,
  customerId: number,
  id: string,
  keep = false,
): Promise<StoredFileRow | null> {
  const query = db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.customerId, customerId)))
    .limit(1);
  const [row] = keep ? await query.for('key share') : await query;
  return row ?? null;
}

export async function deleteStoredFile(db: Db, customerId: number, id: string): Promise<StoredFileRow | null> {
  const [row] = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.customerId, customerId)))
    .returning();
  return row ?? null;
}

export async function deleteStoredFilesOf(db: Db, customerId: number): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.customerId, customerId));
}
